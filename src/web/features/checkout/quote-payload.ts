import type { Template } from '../../../shared/catalogue';
import { cartItemCount, cartTotal, treeContributionAmount } from '../../../shared/money';
import type { Lang } from '../../../shared/i18n/lang';
import type { Personalisation } from '../../../shared/personalisation';

/** A cart line as the checkout sees it: the template's fields plus the quantity. */
export type CheckoutLine = Template & { quantity: number };

export interface QuoteFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

export const emptyQuoteForm: QuoteFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
};

type TemplateFields = Omit<Template, 'previewUrl' | 'slug'> & { features: readonly string[] };

/**
 * The quote request body of spec section 3, word for word, plus what each template was tried with
 * and the page's language, which the server answers and mails the visitor in.
 */
export interface QuotePayload {
  lang: Lang;
  customer: QuoteFormValues;
  items: (TemplateFields & { quantity: number; personalisation?: Personalisation })[];
  totalAmount: number;
  totalItems: number;
  message: string;
  treeContribution?: { extraTrees: number; contributionAmount: number };
}

/** What the page adds to the cart's lines: its language and words, the visitor's personalisations. */
export interface PayloadContext {
  lang: Lang;
  /** A template's features as the page shows them. */
  featuresOf: (line: CheckoutLine) => readonly string[];
  /**
   * The visitor's stored personalisation of a template, already checked by the shared schema:
   * one that fails it is left out, never blocking the quote (decision 050).
   */
  personalisationOf: (slug: string) => Personalisation | null;
}

export function buildQuotePayload(
  lines: readonly CheckoutLine[],
  form: QuoteFormValues,
  extraTrees: number,
  { lang, featuresOf, personalisationOf }: PayloadContext,
): QuotePayload {
  const customer: QuoteFormValues = {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    company: form.company.trim(),
    message: form.message.trim(),
  };
  const payload: QuotePayload = {
    lang,
    customer,
    // The spec's template fields only: the preview address is ours, not part of the order.
    items: lines.map((line) => {
      const personalisation = personalisationOf(line.slug);
      return {
        id: line.id,
        title: line.title,
        category: line.category,
        image: line.image,
        price: line.price,
        priceNumeric: line.priceNumeric,
        rating: line.rating,
        features: featuresOf(line),
        status: line.status,
        quantity: line.quantity,
        ...(personalisation ? { personalisation } : {}),
      };
    }),
    totalAmount: cartTotal(lines),
    totalItems: cartItemCount(lines),
    message: customer.message,
  };
  if (extraTrees > 0) {
    payload.treeContribution = {
      extraTrees,
      contributionAmount: treeContributionAmount(extraTrees),
    };
  }
  return payload;
}
