import * as z from 'zod/mini';
import { emailAddress, optionalText, pageLang } from './fields';

export const NewsletterSchema = z.object({
  email: emailAddress(),
  name: optionalText(200, { name: true }),
  lang: pageLang(),
});

export type NewsletterInput = z.input<typeof NewsletterSchema>;
export type Newsletter = z.output<typeof NewsletterSchema>;

export interface NewsletterResponse {
  message: string;
}
