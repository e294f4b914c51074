import { brand } from '../../shared/brand';
import type { OutgoingMail } from '../db/repositories/outbox';
import { formatLocalTime } from '../time';
import { renderMail } from './compose';

/** What an alert mail says: which condition, since when, and what the server saw. */
export interface OwnerAlert {
  to: string;
  /** "Mail is not going out": the condition, as the subject says it. */
  title: string;
  /** What was seen, in a sentence or two. */
  detail: string;
  since: string;
  /** The System page, where the state can be followed. */
  systemUrl: string;
  repeatHours: number;
}

export function ownerAlertMail({
  to,
  title,
  detail,
  since,
  systemUrl,
  repeatHours,
}: OwnerAlert): OutgoingMail {
  return {
    kind: 'owner-alert',
    // To the owners about the site itself: never held back by the visitors' hourly cap (decision 040).
    audience: 'agency',
    to,
    subject: `${title} (${brand.name} site)`,
    ...renderMail({
      title,
      blocks: [
        { type: 'paragraph', text: detail },
        { type: 'fields', rows: [['Since', `${formatLocalTime(since)} (Port Moresby time)`]] },
        { type: 'link', label: 'See the System page', href: systemUrl },
        {
          type: 'paragraph',
          text: `While this lasts you get this mail again every ${repeatHours} hours; nothing more is sent when it is over.`,
        },
      ],
      footer: [
        {
          type: 'paragraph',
          text: `Sent by the ${brand.name} site to the owners of its inbox.`,
        },
      ],
    }),
  };
}
