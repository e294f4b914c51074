import type { formAnswers as english } from '../en/form-answers';
import type { Translation } from '../translation';
import { contact } from './contact';

/** What the server answers when it has a contact message or a subscription, in Tok Pisin. */
export const formAnswers = {
  contactThanks: contact.outcomes.success,
  newsletterThanks:
    'Tenkyu long putim nem! Yu bai kisim ol nupela toksave bilong mipela. Plis orait long en long link mipela i salim long imel bilong yu nau.',
} satisfies Translation<typeof english>;
