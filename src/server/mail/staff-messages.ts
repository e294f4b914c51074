import { brand } from '../../shared/brand';
import { formatMoney } from '../../shared/money';
import type { AdminQuote } from '../../shared/schemas/admin';
import type { OutgoingMail } from '../db/repositories/outbox';
import { renderMail } from './compose';

/** Mails a signed-in staff member writes from the inbox (audience 'staff': never held back). */

/**
 * A reply to a quote request: the staff's words, then what the customer asked for, with the
 * reference in the subject and the agency's quotes mailbox as Reply-To, so answers come back to us.
 */
export function quoteReply({ quote, text }: { quote: AdminQuote; text: string }): OutgoingMail {
  return {
    kind: 'quote-reply',
    audience: 'staff',
    to: quote.customer.email,
    replyTo: brand.mailboxes.quotes,
    subject: `Your quote request ${quote.reference} — ${brand.name}`,
    ...renderMail({
      title: `About your quote request ${quote.reference}`,
      blocks: [
        { type: 'paragraph', text },
        { type: 'heading', text: `Your quote request ${quote.reference}` },
        {
          type: 'lines',
          lines: [
            ...quote.items.map((item) => ({
              label: `${item.quantity} × ${item.title} (${formatMoney(item.unitPrice)} each)`,
              amount: formatMoney(item.lineTotal),
            })),
            { label: 'Total', amount: formatMoney(quote.totalAmount), strong: true },
          ],
        },
        {
          type: 'paragraph',
          text: `Reply to this email or call ${brand.phone.display} (${brand.hours}); please mention ${quote.reference}.`,
        },
      ],
      footer: [
        {
          type: 'paragraph',
          text: `${brand.legalName}, ${brand.city}, ${brand.country}. ${brand.phone.display}.`,
        },
      ],
    }),
  };
}
