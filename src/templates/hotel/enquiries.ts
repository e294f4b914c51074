import type { ContactInput, ContactResponse } from '../../shared/schemas/contact';
import { requestJson } from '../../shared/json-client';
import { mailboxes, quoteForm, type Room, roomInquiry } from './content';

// The three uses of POST /api/contact (spec section 7): the bodies are built here, apart from
// the forms, so their wording is tested on its own.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 Adults, 1 Child": the quote's name is this summary of the party. */
export const guestSummary = (adults: number, children: number) =>
  `${plural(adults, 'Adult', 'Adults')}, ${plural(children, 'Child', 'Children')}`;

export interface QuoteRequest {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  /** Never offered in the form (spec section 3), so it falls back to Any available. */
  roomType?: string;
}

export function quoteBody(quote: QuoteRequest, now = new Date()): ContactInput {
  const roomPreference = quote.roomType || quoteForm.roomPreference;
  return {
    name: `Quote Request - ${guestSummary(quote.adults, quote.children)}`,
    email: mailboxes.quotes,
    service: quoteForm.service,
    message: [
      'Hotel reservation quote request',
      `Check-in: ${quote.checkIn}`,
      `Check-out: ${quote.checkOut}`,
      `Adults: ${quote.adults}`,
      `Children: ${quote.children}`,
      `Room preference: ${roomPreference}`,
      `Requested at: ${now.toISOString()}`,
    ].join('\n'),
  };
}

export function roomInquiryBody(room: Room): ContactInput {
  return {
    name: `Room Inquiry - ${room.name}`,
    email: mailboxes.reservations,
    service: roomInquiry.service,
    message: [
      `Interest in the ${room.name}. Please send pricing and availability.`,
      `Size: ${room.size} sqm`,
      `Max guests: ${room.maxGuests}`,
      `Features: ${room.features.join(', ')}`,
    ].join('\n'),
  };
}

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** The visitor's own message: service is the subject, and the text opens with their phone. */
export function contactBody(form: ContactMessage): ContactInput {
  return {
    name: form.name,
    email: form.email,
    service: form.subject,
    message: `Phone: ${form.phone || 'Not given'}\n\n${form.message}`,
  };
}

/** Sends one enquiry; true when it was stored. The server's error text is logged, never shown. */
export async function sendEnquiry(body: ContactInput): Promise<boolean> {
  const answer = await requestJson<ContactResponse>('/api/contact', { method: 'POST', body });
  if (answer.kind !== 'ok') console.error('Enquiry not sent:', answer);
  return answer.kind === 'ok';
}
