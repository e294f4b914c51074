import type { contactServices } from '../schemas/contact';

/** The values the contact form sends for a service, fixed by the API's contract; the words key by them. */
export type ServiceId = (typeof contactServices)[number];
