import * as z from 'zod/mini';
import { emailAddress, optionalText } from './fields';

export const NewsletterSchema = z.object({
  email: emailAddress(),
  name: optionalText(200),
});

export type NewsletterInput = z.input<typeof NewsletterSchema>;
export type Newsletter = z.output<typeof NewsletterSchema>;

export interface NewsletterResponse {
  message: string;
}
