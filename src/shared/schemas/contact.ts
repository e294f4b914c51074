import * as z from 'zod/mini';
import { emailAddress, optionalPhone, optionalText, pageLang, requiredText } from './fields';

export const contactServices = [
  'web-design',
  'web-app',
  'digital-product',
  'branding',
  'ecommerce',
] as const;

/** The agency contact form, and the resort's quote, room and contact enquiries (service is free text there). */
export const ContactSchema = z.object({
  name: requiredText('Please enter your name.', 200, { name: true }),
  email: emailAddress(),
  phone: optionalPhone(50),
  service: optionalText(100),
  message: requiredText('Please enter a message.', 5000, { multiline: true }),
  lang: pageLang(),
});

export type ContactInput = z.input<typeof ContactSchema>;
export type Contact = z.output<typeof ContactSchema>;

export interface ContactResponse {
  message: string;
  reference: string;
}
