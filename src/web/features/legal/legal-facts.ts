import { brand } from '../../../shared/brand';
import type { LegalSection, Mailbox } from './types';

/** Spec section 9: the figures every legal page states. */
export const policyVersion = '1.0';
export const effectiveDate = 'January 1, 2025';
export const effectiveDateIso = '2025-01-01';

export interface ResponseTime {
  topic: string;
  time: string;
  detail: string;
}

export const responseTimes: readonly ResponseTime[] = [
  {
    topic: 'General legal enquiries',
    time: '2-3 days',
    detail: 'Questions about these terms, licences, contracts and invoices.',
  },
  {
    topic: 'Privacy requests',
    time: '1-2 days',
    detail: 'Access, correction or deletion of your personal information.',
  },
  {
    topic: 'Urgent matters',
    time: 'Same day',
    detail: 'Security incidents, suspected data breaches and fraud. Call us as well as writing.',
  },
];

export interface LegalContact {
  mailbox: Mailbox;
  purpose: string;
}

export const legalContacts: readonly LegalContact[] = [
  { mailbox: 'legal', purpose: 'Legal notices, terms, licences and disputes' },
  { mailbox: 'privacy', purpose: 'Privacy questions and requests about your data' },
  { mailbox: 'support', purpose: 'Help with a template, an order or a refund' },
  { mailbox: 'partners', purpose: 'Partnerships and the partner portal' },
];

/** The closing section both documents share: who we are, where, and the legal contacts. */
export const contactSection: LegalSection = {
  id: 'contact',
  heading: 'Contact us',
  blocks: [
    {
      kind: 'paragraph',
      text: `${brand.legalName}, ${brand.city}, ${brand.country}. Office hours: ${brand.hours}.`,
    },
    { kind: 'contacts' },
  ],
};
