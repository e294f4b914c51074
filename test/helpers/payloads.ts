import { BODY_LIMIT, QUOTE_BODY_LIMIT } from '../../src/server/body-limits';
import type { ContactInput } from '../../src/shared/schemas/contact';
import type { LoyaltySignupInput } from '../../src/shared/schemas/loyalty';
import type { NewsletterInput } from '../../src/shared/schemas/newsletter';
import type { PersonalisationInput } from '../../src/shared/schemas/personalisation';
import type { QuoteRequestInput } from '../../src/shared/schemas/quote-request';

/** Valid bodies for each POST route, typed by the shared schemas the routes validate with. */
export const contact: ContactInput = {
  name: 'Grace Kila',
  email: 'grace@example.com',
  phone: '+675 7000 1234',
  service: 'web-design',
  message: 'We need a website for our guesthouse in Lae.',
};

export const newsletter: NewsletterInput = { email: 'reader@example.com', name: 'Reader' };

export const quote: QuoteRequestInput = {
  customer: {
    name: 'John Wari',
    email: 'john@example.com',
    phone: '+675 7123 4567',
    company: 'Wari Builders',
    message: 'Need it by March.',
  },
  items: [
    { id: 1, quantity: 2 },
    { id: 6, quantity: 1 },
  ],
  totalAmount: 10000,
  totalItems: 3,
  message: 'Need it by March.',
};

/** A real 1×1 PNG (a teal pixel): a logo the shared schema accepts. */
export const PNG_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mPgL8sDAAGLAPQCOPOGAAAAAElFTkSuQmCC';

/** How a visitor tried a template with their own business (decision 050). */
export const personalisation: PersonalisationInput = {
  name: 'Kila Fresh Catering',
  tagline: 'Mumu for every occasion',
  phone: '+675 7111 2222',
  email: 'orders@kilafresh.example',
  town: 'Lae',
  accent: '#0f766e',
  logo: PNG_LOGO,
};

export const signup: LoyaltySignupInput = {
  fullName: 'Mary Tau',
  email: 'mary@example.com',
  phone: '+675 7222 3333',
  dateOfBirth: '1990-05-17',
};

/** Each POST route, a valid body, and the largest body it takes. */
export const postRoutes = [
  { url: '/api/contact', body: contact, bodyLimit: BODY_LIMIT },
  { url: '/api/newsletter/subscribe', body: newsletter, bodyLimit: BODY_LIMIT },
  { url: '/api/quote-request', body: quote, bodyLimit: QUOTE_BODY_LIMIT },
  { url: '/api/loyalty/signup', body: signup, bodyLimit: BODY_LIMIT },
  {
    url: '/api/loyalty/login',
    body: { email: 'mary@example.com', memberNumber: 'PR-12345678' },
    bodyLimit: BODY_LIMIT,
  },
] as const;
