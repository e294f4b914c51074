import { brand } from '../../brand';
import type { LegalDocument } from '../legal-document';

/** The binding English text; the shared closing section (legal.contactSection) follows it. */
export const privacyPolicy: LegalDocument = {
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: `${brand.legalName} ("${brand.name}", "we", "us") is a digital agency based in ${brand.city}, ${brand.country}. We design and build websites, web applications and online shops, and we sell ready-made website templates.`,
        },
        {
          kind: 'paragraph',
          text: `This policy explains what personal information we collect through our website and when we work with you, why we collect it, how long we keep it, and the choices you have. It applies to everyone who visits our site, sends us a message, subscribes to our newsletter or asks us for a quote.`,
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We only collect what you give us and what we need to run the site safely:',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Contact form',
              text: 'your name, email address, phone number (optional), the service you are interested in and your message.',
            },
            {
              term: 'Newsletter',
              text: 'your email address and, if you give it, your name.',
            },
            {
              term: 'Quote requests',
              text: 'your full name, email address, phone number, company or organisation, your project requirements, the templates in your cart and any extra trees you choose to fund.',
            },
            {
              term: 'Customer records',
              text: 'once you become a customer: invoices, payment confirmations, project files and our correspondence with you.',
            },
            {
              term: 'Technical data',
              text: 'our server records the address your request came from, your browser type and the page asked for, so that we can keep the site secure and working.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'The help chat on our site answers your questions inside your browser. What you type in it is not sent to us or stored by us. If you want us to read your question, use the contact form or email us.',
        },
        {
          kind: 'paragraph',
          text: 'We do not use advertising trackers or third-party analytics, and we do not buy personal information from anyone.',
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      blocks: [
        {
          kind: 'list',
          items: [
            'To answer your messages and quote requests. We reply within 24 hours.',
            'To prepare proposals, deliver templates, carry out projects and provide support.',
            'To send invoices, confirm payments and keep the accounting records the law requires.',
            'To send our newsletter, only if you subscribed. Every newsletter has a link to unsubscribe.',
            'To record the trees your project or order funds and report on our sustainability pledge.',
            'To protect our site and our customers from fraud, abuse and attacks.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not use your information for automated decisions about you, and we never sell it.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We share personal information only when we need to, and only as much as is needed:',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Service providers',
              text: 'the companies that host our website and deliver our email, under agreements that require them to keep your information confidential and secure.',
            },
            {
              term: 'Payment providers',
              text: 'PayPal and the card networks, when you pay one of our invoices. They handle your payment details; we never see or store your full card number.',
            },
            {
              term: 'Tree-planting partners',
              text: 'receive the number of trees to plant, never your name or contact details.',
            },
            {
              term: 'Authorities',
              text: `when the law of ${brand.country} requires it, or to protect the rights and safety of our customers and staff.`,
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Customer data (quotes you accepted, invoices, payment records, project files and related correspondence) is kept for 7 years after our last transaction with you, so that we can meet our tax and accounting obligations and support the work we delivered.',
        },
        {
          kind: 'list',
          items: [
            'Newsletter details are kept until you unsubscribe.',
            'Messages and quote requests that do not lead to work are deleted once they are no longer needed to answer you.',
            'Server records are kept only as long as needed to investigate problems and attacks.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our site is served only over encrypted connections (HTTPS). Access to customer data is limited to the staff who need it, and our systems are kept up to date and backed up.',
        },
        {
          kind: 'paragraph',
          text: [
            'No system is perfectly secure. If we learn of a breach that affects your information, we will tell you without delay. If you suspect a problem, contact us the same day at ',
            { kind: 'email', mailbox: 'privacy' },
            ' or call ',
            { kind: 'phone' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'storage-on-your-device',
      heading: 'Cookies and storage on your device',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We do not use tracking or advertising cookies. To make the site work, your browser keeps a few things on your own device:',
        },
        {
          kind: 'list',
          items: [
            'the contents of your cart, so it is still there when you come back;',
            'whether you dismissed the "install app" prompt, so we do not ask again;',
            'copies of our pages, so the site opens when you are offline;',
            'messages you send while offline, until your connection returns and they are delivered.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can clear all of these at any time in your browser settings.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      blocks: [
        {
          kind: 'list',
          items: [
            'Ask for a copy of the personal information we hold about you.',
            'Ask us to correct information that is wrong or out of date.',
            'Ask us to delete your information. We will, except for records we must keep for 7 years by law.',
            'Unsubscribe from the newsletter at any time, with the link in any newsletter or by writing to us.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Send privacy requests to ',
            { kind: 'email', mailbox: 'privacy' },
            '. We answer privacy requests within 1-2 days and may ask you to confirm your identity before we share or change anything.',
          ],
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our services are for businesses and organisations. We do not knowingly collect information from children under 16. If you believe a child has sent us personal information, contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Where your information is stored',
      blocks: [
        {
          kind: 'paragraph',
          text: `Our website and email providers may store information on servers outside ${brand.country}. When they do, we choose providers that protect it to the standard this policy describes.`,
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When we change this policy we publish the new version here with a new version number and effective date. If a change affects how we use information you have already given us, we will tell you by email before it takes effect.',
        },
      ],
    },
  ],
};
