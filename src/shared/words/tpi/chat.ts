import { brand } from '../../brand';
import { faq } from './faq';
import type { ChatCopy } from '../en/chat';

/** The conversation's words in Tok Pisin: served as /chat/tpi.json, fetched when the chat opens (decision 122). */
export const chatCopy = {
  greeting: `Halo, welkam long ${brand.name}! Mi ken bekim ol askim long ol tempelet bilong websait, ol wok mipela i save mekim, ol prais na ol kwot. Makim wanpela askim long daunbilo, o raitim askim bilong yu yet.`,
  quickQuestionsLabel: 'Sampela askim',
  messagesLabel: 'Ol toksave',
  conversationLabel: 'Toktok bilong yumi',
  botSaid: `${brand.name} i tok:`,
  youSaid: 'Yu tok:',
  inputLabel: 'Askim bilong yu',
  inputPlaceholder: 'Raitim askim bilong yu…',
  send: 'Salim',
  typing: `${brand.name} i wok long raitim…`,
  humanHelp: 'Yu laik toktok wantaim wanpela man? Mipela i save bekim insait long 24 aua.',
  whatsappGreeting: `Halo ${brand.name}! Mi laik askim long wanpela websait.`,
  opensInNewTab: '(i op long nupela tab)',
  emailUs: 'Salim imel',
  faq,
} satisfies ChatCopy;
