import { brand } from '../../shared/brand';
import type { OutgoingMail } from '../db/repositories/outbox';
import { formatLocalTime } from '../time';
import type { AgencyFacts } from './agency-facts';
import { type MailContent, renderMail } from './compose';

/** A one-time link to choose a password: an invite to a new account, or a reset of one. */
export interface StaffLinkMail {
  to: string;
  /** The owner who asked for it. */
  by: string;
  url: string;
  expiresAt: string;
}

const INBOX = `the ${brand.name} inbox`;

// Staff mails are English, and so is the address the owners publish (decision 121).
const footer = (facts: AgencyFacts): MailContent['footer'] => [
  {
    type: 'paragraph',
    text: `${brand.legalName}, ${facts.address}. Not expecting this mail? Ignore it: without the link nothing changes.`,
  },
];

const mail = (kind: string, to: string, subject: string, content: MailContent): OutgoingMail => ({
  kind,
  // Asked for by a signed-in owner: never held back by the visitors' hourly cap (decision 040).
  audience: 'staff',
  to,
  subject,
  ...renderMail(content),
});

export function staffInvitation(link: StaffLinkMail, facts: AgencyFacts): OutgoingMail {
  const { to, by, url, expiresAt } = link;
  return mail('staff-invite', to, `You are invited to ${INBOX}`, {
    title: `You are invited to ${INBOX}`,
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      {
        type: 'paragraph',
        text: `${by} invited you to ${INBOX}, where the agency answers quote requests and messages. Choose your password to sign in:`,
      },
      { type: 'link', label: 'Choose my password', href: url },
      {
        type: 'paragraph',
        text: `The link works once, until ${formatLocalTime(expiresAt)} (Port Moresby time). After that, ask ${by} for a new one.`,
      },
    ],
    footer: footer(facts),
  });
}

export function staffReset(link: StaffLinkMail, facts: AgencyFacts): OutgoingMail {
  const { to, by, url, expiresAt } = link;
  return mail('staff-reset', to, `Choose a new password for ${INBOX}`, {
    title: 'Choose a new password',
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      {
        type: 'paragraph',
        text: `${by} reset your sign-in to ${INBOX}: your old password no longer works and you were signed out. Choose a new password:`,
      },
      { type: 'link', label: 'Choose a new password', href: url },
      {
        type: 'paragraph',
        text: `The link works once, until ${formatLocalTime(expiresAt)} (Port Moresby time). After that, ask an owner of the inbox for a new one.`,
      },
    ],
    footer: footer(facts),
  });
}

/** A link that signs a staff member in without the password, asked for on the sign-in page. */
export interface SignInLinkMail {
  to: string;
  url: string;
  expiresAt: string;
}

export function staffSignInLink(link: SignInLinkMail, facts: AgencyFacts): OutgoingMail {
  const { to, url, expiresAt } = link;
  return mail('staff-sign-in-link', to, `Your sign-in link to ${INBOX}`, {
    title: 'Your sign-in link',
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      {
        type: 'paragraph',
        text: `Someone asked on the sign-in page of ${INBOX} for a link to sign in as you, without your password. If it was you, open it in the browser you want to sign in with:`,
      },
      { type: 'link', label: 'Sign in to the inbox', href: url },
      {
        type: 'paragraph',
        text: `The link works once, until ${formatLocalTime(expiresAt)} (Port Moresby time). If you did not ask for it, ignore this mail: your password still works and nobody can use the link without this mail.`,
      },
    ],
    footer: footer(facts),
  });
}
