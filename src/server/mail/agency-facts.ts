import { brand } from '../../shared/brand';
import type { Facts } from '../../shared/schemas/content';
import { codeFacts } from '../content/code-content';
import type { VisitorMailWords } from './visitor-mail-words';

/**
 * The agency's facts (phone, WhatsApp, email, address, hours) as published when a mail is made
 * (decision 127): the mail keeps them, so a mail already sent says what it said.
 */
export type AgencyFacts = Facts;

/**
 * The facts as a mail in the language of `words` writes them. The facts are kept in one language
 * (decision 121): while the address and the hours are the code's, each language's words say them;
 * an owner's are shown as the owner wrote them.
 */
export function factsInMail(
  facts: AgencyFacts,
  words: Pick<VisitorMailWords, 'country' | 'hours'>,
) {
  return {
    phone: facts.phone,
    // The app's name is the same in every language, so it goes with the number.
    whatsapp: `WhatsApp +${facts.whatsapp}`,
    email: facts.email,
    address:
      facts.address === codeFacts.address ? `${brand.city}, ${words.country}` : facts.address,
    hours: facts.hours === codeFacts.hours ? words.hours : facts.hours,
  };
}
