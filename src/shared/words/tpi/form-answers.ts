import type { formAnswers as english } from '../en/form-answers';
import type { Translation } from '../translation';
import { contact } from './contact';
import { newsletter } from './newsletter';

/** What the server answers when it has a contact message or a subscription: the pages' own thanks. */
export const formAnswers = {
  contactThanks: contact.outcomes.success,
  // The page's Tok Pisin thanks already asks to confirm with the link (decision 040).
  newsletterThanks: newsletter.outcomes.success,
} satisfies Translation<typeof english>;
