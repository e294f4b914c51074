import { brand } from '../../../shared/brand';

/** The conversation's fixed copy and timings (spec sections 2, 4 and 9). The answers are in shared/faq. */
export const chatCopy = {
  greeting: `Hi there, welcome to ${brand.name}! I can answer questions about our website templates, services, prices and quotes. Pick a question below or type your own.`,
  quickQuestionsLabel: 'Quick questions',
  inputLabel: 'Your question',
  inputPlaceholder: 'Type your question…',
  typing: `${brand.name} is typing…`,
  humanHelp: 'Prefer a person? We reply within 24 hours.',
} as const;

/** Shown only while the conversation holds the greeting alone. */
export const quickQuestions = [
  'Where can I see your templates?',
  'How do I contact you for a quote?',
  'What services do you offer?',
  'Can I see examples of your work?',
] as const;

/** The bot answers this long after each visitor message. */
export const REPLY_DELAY_MS = 1500;
/** A quick question is sent this long after it fills the input. */
export const QUICK_SEND_DELAY_MS = 100;

export const whatsappHref = `https://wa.me/${brand.whatsapp.number}?text=${encodeURIComponent(brand.whatsapp.greeting)}`;
export const emailHref = `mailto:${brand.mailboxes.support}`;
