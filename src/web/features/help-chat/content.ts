import { whatsAppLink } from '../../../shared/phone';

/** The conversation's timings and links (spec sections 2, 4 and 9); its words come from /chat/<lang>.json (src/render/chat-content.ts). */

/** The bot answers this long after each visitor message. */
export const REPLY_DELAY_MS = 1500;
/** A quick question is sent this long after it fills the input. */
export const QUICK_SEND_DELAY_MS = 100;

/** A WhatsApp chat with the agency, its first message written in the visitor's language. */
export const whatsappHref = (number: string, greeting: string) => whatsAppLink(number, greeting);
export const emailHref = (email: string) => `mailto:${email}`;
