import { brand } from '../../brand';
import { faq } from './faq';
import type { Translation } from '../translation';

/** The conversation's words in English: served as /chat/en.json, fetched when the chat opens (decision 122). */
export const chatCopy = {
  greeting: `Hi there, welcome to ${brand.name}! I can answer questions about our website templates, services, prices and quotes. Pick a question below or type your own.`,
  quickQuestionsLabel: 'Quick questions',
  messagesLabel: 'Chat messages',
  conversationLabel: 'Conversation',
  botSaid: `${brand.name} said:`,
  youSaid: 'You said:',
  inputLabel: 'Your question',
  inputPlaceholder: 'Type your question…',
  send: 'Send',
  typing: `${brand.name} is typing…`,
  humanHelp: 'Prefer a person? We reply within 24 hours.',
  whatsappGreeting: brand.whatsapp.greeting,
  opensInNewTab: '(opens in a new tab)',
  emailUs: 'Email Us',
  faq,
};

/** The words every language's chat has: the Tok Pisin ones must have each key, no more. */
export type ChatCopy = Translation<typeof chatCopy>;
