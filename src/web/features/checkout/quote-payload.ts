import type { Template } from '../../../shared/catalogue';
import { cartItemCount, cartTotal, treeContributionAmount } from '../../../shared/money';

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

/** The quote request body of spec section 3, word for word. */
export interface QuotePayload {
  customer: QuoteFormValues;
  items: (TemplateFields & { quantity: number })[];
  totalAmount: number;
  totalItems: number;
  message: string;
  treeContribution?: { extraTrees: number; contributionAmount: number };
}

export function buildQuotePayload(
  lines: readonly CheckoutLine[],
  form: QuoteFormValues,
  extraTrees: number,
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
    items: lines.map((line) => ({
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
    })),
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
