import { brand } from './brand';
import { fill } from './i18n/format';
import type { Lang } from './i18n/lang';
import { savedReplies as english } from './words/en/saved-replies';
import { savedReplies as tokPisin } from './words/tpi/saved-replies';

/** The answers staff start from, in the reply box and in the WhatsApp hand-off (issue 13). */

export const SAVED_REPLY_IDS = ['proposal-coming', 'need-more-details', 'thank-you'] as const;
export type SavedReplyId = (typeof SAVED_REPLY_IDS)[number];

export interface SavedReplyContext {
  /** The customer's name as they gave it. */
  customerName: string;
  /** The quote's reference, e.g. Q-7KD3-92. */
  reference: string;
}

/** What staff pick from; the inbox is in English, the text in the customer's language. */
export const savedReplyLabels: Record<SavedReplyId, string> = {
  'proposal-coming': 'Proposal coming',
  'need-more-details': 'Need more details',
  'thank-you': 'Thank you',
};

const texts: Record<Lang, Record<SavedReplyId, string>> = { en: english, tpi: tokPisin };
const greetingFallback: Record<Lang, string> = { en: 'there', tpi: 'pren' };

/** A saved reply's text for this customer, in a language (by default the one they asked in). */
export function savedReplyText(id: SavedReplyId, lang: Lang, context: SavedReplyContext): string {
  const name = context.customerName.trim().split(/\s+/)[0] || greetingFallback[lang];
  return fill(texts[lang][id], { name, reference: context.reference, brand: brand.name });
}
