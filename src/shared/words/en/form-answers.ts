import { contact } from './contact';
import { newsletter } from './newsletter';

/** What the server answers when it has a contact message or a subscription: the pages' own thanks. */
export const formAnswers = {
  contactThanks: contact.outcomes.success,
  // The server's thanks adds the step to confirm (decision 040).
  newsletterThanks: `${newsletter.outcomes.success} Please confirm with the link we have just emailed you.`,
};
