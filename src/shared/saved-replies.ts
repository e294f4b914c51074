import { brand } from './brand';

/** The answers staff start from, in the reply box and in the WhatsApp hand-off (issue 13). */

export const SAVED_REPLY_IDS = ['proposal-coming', 'need-more-details', 'thank-you'] as const;
export type SavedReplyId = (typeof SAVED_REPLY_IDS)[number];

export interface SavedReplyContext {
  /** The customer's name as they gave it. */
  customerName: string;
  /** The quote's reference, e.g. Q-7KD3-92. */
  reference: string;
}

interface SavedReply {
  label: string;
  text: (context: SavedReplyContext) => string;
}

const firstName = (name: string): string => name.trim().split(/\s+/)[0] || 'there';

export const savedReplies: Record<SavedReplyId, SavedReply> = {
  'proposal-coming': {
    label: 'Proposal coming',
    text: ({ customerName, reference }) =>
      `Hello ${firstName(customerName)},\n\nThank you for your quote request ${reference}. We are preparing your proposal and will send it to you shortly.\n\n${brand.name}`,
  },
  'need-more-details': {
    label: 'Need more details',
    text: ({ customerName, reference }) =>
      `Hello ${firstName(customerName)},\n\nThank you for your quote request ${reference}. To prepare an accurate proposal we need a few more details: what your business does, the pages you need, and when you would like the site to go live.\n\n${brand.name}`,
  },
  'thank-you': {
    label: 'Thank you',
    text: ({ customerName, reference }) =>
      `Hello ${firstName(customerName)},\n\nThank you for choosing ${brand.name} (quote request ${reference}). We look forward to building your website with you.\n\n${brand.name}`,
  },
};
