import { brand } from './brand';
import type { Lang } from './i18n/lang';
import { whatsAppLink } from './phone';
import type { WhatsAppLinks } from './schemas/admin';
import { mail as englishMail } from './words/en/mail';
import { mail as tokPisinMail } from './words/tpi/mail';

/** A chat with the agency's WhatsApp number, its first message written in (the help chat's too). */
export const agencyWhatsAppHref = (text: string): string =>
  whatsAppLink(brand.whatsapp.number, text);

/**
 * A staff message with the links they chose under it, each named as the mails name it, in the
 * message's language (issue 43, point 6).
 */
export function messageWithLinks(text: string, lang: Lang, links: WhatsAppLinks | null): string {
  const words = lang === 'tpi' ? tokPisinMail : englishMail;
  const lines = [
    links?.accept && `${words.accept.link}:\n${links.accept.url}`,
    links?.invoice && `${words.invoice.link} (${links.invoice.number}):\n${links.invoice.url}`,
    links?.order && `${words.orderLink}:\n${links.order.url}`,
  ].filter((line): line is string => Boolean(line));
  return lines.length ? `${text}\n\n${lines.join('\n\n')}` : text;
}
