import { brand } from '../../brand';
import type { LegalSection, ResponseTime } from '../legal-document';

// Spec section 9: the legal response times.
const responseTimes: readonly ResponseTime[] = [
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

/** The closing section both documents share: who we are, where, and the legal contacts. */
const contactSection: LegalSection = {
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

/** What the legal pages share: titles, version line, contents, contacts, and the legal hub. */
export const legal = {
  eyebrow: 'Legal',
  version: 'Version {version} · Effective {date}',
  effectiveDate: 'January 1, 2025',
  contents: 'Contents',
  backToContents: 'Back to contents',
  allLegalInformation: 'All legal information',
  responseTimesHeading: 'How quickly we answer',
  emailAndPhoneHeading: 'Email and phone',
  // Widened from the brand's literal, so the Tok Pisin file may write the days its own way.
  hours: brand.hours as string,
  phone: 'Phone, {hours}',
  responseTimes,
  contactPurposes: {
    legal: 'Legal notices, terms, licences and disputes',
    privacy: 'Privacy questions and requests about your data',
    support: 'Help with a template, an order or a refund',
    partners: 'Partnerships and the partner portal',
  },
  contactSection,
  documents: {
    privacyPolicy: {
      title: 'Privacy Policy',
      summary: `How ${brand.legalName} collects, uses, keeps and protects the personal information you share with us.`,
      description: `How ${brand.name} collects, uses and protects the personal information you share with us.`,
      read: 'Read the privacy policy',
    },
    termsOfUse: {
      title: 'Terms of Use',
      summary: `The terms that apply when you use the ${brand.name} website, buy a template or hire us for a project.`,
      description: `The terms that apply when you use the ${brand.name} website, templates and services.`,
      read: 'Read the terms of use',
    },
  },
  hub: {
    title: 'Legal Information',
    description: `${brand.legalName}'s privacy policy, terms of use, legal contacts and response times in one place.`,
    intro: `The documents that govern our site and services, and how to reach us about them. ${brand.legalName}, ${brand.city}, ${brand.country}.`,
    documentsHeading: 'Our documents',
    responseTimesNote: 'Counted in working days, {hours}.',
    contactsHeading: 'Contacts',
    contactsNote:
      'Write to the mailbox that fits your question, so it reaches the right person first time.',
  },
  // Shown only where a page summarises the English text rather than being it (decision 060).
  summaryOfEnglish: {
    notice:
      'This page sums up each section in plain words. The English text is the one that binds you and us.',
    readDocument: 'Read the full text in English',
    readSection: 'Read this section in English',
  },
};
