/** The agency's fixed facts, in one place so every page and mail says the same. */
export const brand = {
  name: 'Kumul Digital',
  legalName: 'Kumul Digital Limited',
  tagline: 'Websites and digital products built in Papua New Guinea, for Papua New Guinea.',
  city: 'Port Moresby',
  country: 'Papua New Guinea',
  siteUrl: 'https://kumuldigital.com.pg',
  mailboxes: {
    support: 'support@kumuldigital.com.pg',
    quotes: 'quotes@kumuldigital.com.pg',
    partners: 'partners@kumuldigital.com.pg',
    privacy: 'privacy@kumuldigital.com.pg',
    legal: 'legal@kumuldigital.com.pg',
  },
  phone: { display: '+675 7100 2040', tel: '+67571002040' },
  // wa.me wants the number in international form without "+" or spaces.
  whatsapp: {
    number: '67571002040',
    greeting: 'Hello Kumul Digital! I would like to ask about a website.',
  },
  hours: 'Mon-Fri 8AM-5PM AEST',
  socials: [
    { label: 'Facebook', href: 'https://www.facebook.com/kumuldigital' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/kumuldigital' },
  ],
} as const;
