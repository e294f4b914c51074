import type { ContactInput } from '../../src/shared/schemas/contact';
import type { LoyaltySignupInput } from '../../src/shared/schemas/loyalty';
import type { NewsletterInput } from '../../src/shared/schemas/newsletter';
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

export const signup: LoyaltySignupInput = {
  fullName: 'Mary Tau',
  email: 'mary@example.com',
  phone: '+675 7222 3333',
  dateOfBirth: '1990-05-17',
};

export const postRoutes = [
  { url: '/api/contact', body: contact },
  { url: '/api/newsletter/subscribe', body: newsletter },
  { url: '/api/quote-request', body: quote },
  { url: '/api/loyalty/signup', body: signup },
  { url: '/api/loyalty/login', body: { email: 'mary@example.com', memberNumber: 'PR-12345678' } },
] as const;
