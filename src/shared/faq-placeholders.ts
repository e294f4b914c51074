import type { FaqPlaceholder } from './faq';
import { formatMoney, kina } from './money';

/** The facts an answer's placeholders name, as the English pages say them. */
export interface AnswerFacts {
  email: string;
  phone: string;
  whatsapp: string;
  hours: string;
}

/**
 * What an answer's placeholders say, written as the chat's links: the agency's facts and the price
 * range of the templates on sale. The published chat and the editor's preview both fill from it.
 */
export function answerValues(
  facts: AnswerFacts,
  pricesOnSale: readonly number[],
): Record<FaqPlaceholder, string> {
  return {
    email: `[${facts.email}](mailto:${facts.email})`,
    phone: `[${facts.phone}](tel:+${facts.phone.replace(/\D/g, '')})`,
    whatsapp: `[WhatsApp](https://wa.me/${facts.whatsapp})`,
    hours: facts.hours,
    priceFrom: formatMoney(kina(Math.min(...pricesOnSale))),
    priceTo: formatMoney(kina(Math.max(...pricesOnSale))),
  };
}
