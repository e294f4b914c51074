import { type Template, findTemplate as findCodeTemplate } from '../../shared/catalogue';
import { cartItemCount, cartTotal, treeContributionAmount, treesFunded } from '../../shared/money';
import type { Lang } from '../../shared/i18n/lang';
import type { Personalisation } from '../../shared/personalisation';
import type { QuoteRequest } from '../../shared/schemas/quote-request';
import { HttpError } from '../http-error';
import type { ServerLogo } from './logos';

export interface PricedLine {
  templateId: number;
  title: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** How the visitor tried this template with their own business, when they did. */
  personalisation?: Personalisation;
  /** Its logo as the server re-encoded it (withServerLogos); the sent one is then left out. */
  logo?: ServerLogo;
}

export interface PricedQuote {
  customer: QuoteRequest['customer'];
  /** The language of the page it was sent from: the visitor's confirmation is in it. */
  lang: Lang;
  message: string;
  lines: PricedLine[];
  totalAmount: number;
  totalItems: number;
  extraTrees: number;
  contributionAmount: number;
  treesFunded: number;
}

/**
 * Prices a quote from the catalogue alone (the published one, decision 121): the client's prices
 * and totals are never read.
 */
export function priceQuote(
  request: QuoteRequest,
  findTemplate: (id: number) => Template | undefined = findCodeTemplate,
): PricedQuote {
  const lines = request.items.map(({ id, quantity, personalisation }): PricedLine => {
    const template = findTemplate(id);
    if (!template) throw new HttpError(400, `There is no template with id ${id} in our catalogue.`);
    const { title } = template;
    if (template.status !== 'active') {
      throw new HttpError(400, `${title} is coming soon and cannot be ordered yet.`);
    }
    return {
      templateId: id,
      title,
      unitPrice: template.priceNumeric,
      quantity,
      lineTotal: template.priceNumeric * quantity,
      ...(personalisation ? { personalisation } : {}),
    };
  });
  const priced = lines.map((line) => ({ priceNumeric: line.unitPrice, quantity: line.quantity }));
  const totalItems = cartItemCount(priced);
  const extraTrees = request.treeContribution?.extraTrees ?? 0;
  return {
    customer: request.customer,
    lang: request.lang,
    message: request.message,
    lines,
    totalAmount: cartTotal(priced),
    totalItems,
    extraTrees,
    contributionAmount: treeContributionAmount(extraTrees),
    treesFunded: treesFunded(totalItems, extraTrees),
  };
}

/**
 * What makes two submissions the same request for their Idempotency-Key: what the visitor sent,
 * without what the catalogue says, so a replay after a price change gets its first answer back.
 */
export const quoteIdentity = ({ lines, totalAmount: _catalogued, ...quote }: PricedQuote) => ({
  ...quote,
  lines: lines.map(({ templateId, quantity, personalisation }) => ({
    templateId,
    quantity,
    personalisation,
  })),
});
