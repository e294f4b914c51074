import type { Template } from '../../../shared/catalogue';
import { cartItemCount, cartTotal, treeContributionAmount } from '../../../shared/money';
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

type TemplateFields = Omit<Template, 'previewUrl' | 'slug'>;

/** The quote request body of spec section 3, word for word, plus what each template was tried with. */
export interface QuotePayload {
  customer: QuoteFormValues;
  items: (TemplateFields & { quantity: number; personalisation?: Personalisation })[];
  totalAmount: number;
  totalItems: number;
  message: string;
  treeContribution?: { extraTrees: number; contributionAmount: number };
}

/**
 * `personalisationOf` gives the visitor's stored personalisation of a template, already checked
 * by the shared schema: one that fails it is left out, never blocking the quote (decision 050).
 */
export function buildQuotePayload(
  lines: readonly CheckoutLine[],
  form: QuoteFormValues,
  extraTrees: number,
  personalisationOf: (slug: string) => Personalisation | null = () => null,
): QuotePayload {
  const customer: QuoteFormValues = {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    company: form.company.trim(),
    message: form.message.trim(),
  };
  const payload: QuotePayload = {
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
        features: line.features,
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
