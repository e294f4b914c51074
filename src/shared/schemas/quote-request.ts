import * as z from 'zod/mini';
import { MAX_EXTRA_TREES, MAX_QUANTITY, MAX_QUOTE_QUANTITY } from '../money';
import { LOGO_LIMITS, TOO_MANY_LOGOS } from '../personalisation';
import { PersonalisationSchema } from './personalisation';
import {
  clientFigure,
  emailAddress,
  optionalText,
  pageLang,
  requiredPhone,
  requiredText,
  wholeNumber,
} from './fields';

/** Only id and quantity are read from each item: prices and titles come from the catalogue. */
const QuoteItemSchema = z.object(
  {
    id: z.int({ error: 'Each item needs the numeric id of a template.' }),
    quantity: wholeNumber('Quantity', 1, MAX_QUANTITY),
    /** How the visitor tried the template with their own business, when they did. */
    personalisation: z.optional(PersonalisationSchema),
  },
  { error: 'Each item must be a template with an id and a quantity.' },
);

export const QuoteRequestSchema = z.object({
  customer: z.object(
    {
      name: requiredText('Please enter your full name.', 200, { name: true }),
      email: emailAddress(),
      phone: requiredPhone('Please enter your phone number.', 50),
      company: optionalText(200, { name: true }),
      message: optionalText(5000, { multiline: true }),
    },
    { error: 'Please send your contact details (name, email and phone).' },
  ),
  items: z
    .array(QuoteItemSchema, { error: 'Please add at least one template to your quote.' })
    .check(
      z.minLength(1, { error: 'Please add at least one template to your quote.' }),
      z.maxLength(50, { error: 'A quote can hold at most 50 different templates.' }),
      z.refine(
        (items: { id: number }[]) => new Set(items.map((item) => item.id)).size === items.length,
        { error: 'Each template may appear only once in a quote; change its quantity instead.' },
      ),
      z.refine(
        (items: { quantity: number }[]) =>
          items.reduce((sum, item) => sum + item.quantity, 0) <= MAX_QUOTE_QUANTITY,
        {
          error: `A quote can ask for at most ${MAX_QUOTE_QUANTITY} templates in all; for more, please contact us.`,
        },
      ),
      // Each logo is decoded on the server (decision 070): a quote brings a bounded number.
      z.refine(
        (items: { personalisation?: { logo?: string } }[]) =>
          items.filter((item) => item.personalisation?.logo !== undefined).length <=
          LOGO_LIMITS.perQuote,
        { error: TOO_MANY_LOGOS },
      ),
    ),
  totalAmount: clientFigure,
  totalItems: clientFigure,
  message: optionalText(5000, { multiline: true }),
  treeContribution: z.optional(
    z.object(
      {
        extraTrees: wholeNumber('Extra trees', 0, MAX_EXTRA_TREES),
        contributionAmount: clientFigure,
      },
      { error: 'The tree contribution must say how many extra trees to fund.' },
    ),
  ),
  lang: pageLang(),
});

export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;

export interface QuoteRequestResponse {
  reference: string;
  totalAmount: number;
  totalItems: number;
  treesFunded: number;
}
