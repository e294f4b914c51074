/** Phone numbers as WhatsApp needs them: international form, digits only after the "+". */

export type WhatsAppNumber =
  | {
      ok: true;
      /** `+675 7123 4567` */ display: string;
      /** `67571234567`, as wa.me wants it */ digits: string;
    }
  | { ok: false; /** Why it cannot be used, as a sentence staff understand. */ problem: string };

const PNG_COUNTRY_CODE = '675';

/**
 * A customer's number in international form. PNG mobiles are 8 digits starting with 7
 * (`7123 4567` becomes `+675 7123 4567`); a number written with + or 00 keeps its country code.
 */
export function whatsAppNumber(raw: string): WhatsAppNumber {
  const text = raw.trim();
  if (!text) return { ok: false, problem: 'The customer gave no phone number.' };
  if (/[^\d\s()+.-]/.test(text)) {
    return { ok: false, problem: `"${text}" has characters a phone number cannot have.` };
  }
  let digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (!international) {
    if (digits.startsWith(PNG_COUNTRY_CODE) && digits.length === 11) {
      // Written as 675 7123 4567 without the +.
    } else if (digits.length === 8 && digits.startsWith('7')) {
      digits = `${PNG_COUNTRY_CODE}${digits}`;
    } else if (digits.length === 7) {
      return {
        ok: false,
        problem: `${text} looks like a PNG landline (7 digits); WhatsApp needs a mobile number.`,
      };
    } else {
      return {
        ok: false,
        problem: `${text} is not a PNG mobile number (8 digits starting with 7); ask the customer for their number with its country code.`,
      };
    }
  }
  if (digits.length < 8 || digits.length > 15) {
    return {
      ok: false,
      problem: `${text} is too ${digits.length < 8 ? 'short' : 'long'} to be an international number.`,
    };
  }
  if (digits.startsWith(PNG_COUNTRY_CODE)) {
    const local = digits.slice(PNG_COUNTRY_CODE.length);
    if (!(local.length === 8 && local.startsWith('7'))) {
      return {
        ok: false,
        problem: `${text} is not a PNG mobile number (+675 and 8 digits starting with 7).`,
      };
    }
    return { ok: true, digits, display: `+675 ${local.slice(0, 4)} ${local.slice(4)}` };
  }
  return { ok: true, digits, display: `+${digits}` };
}

/** A link that opens a WhatsApp chat with the number, the message already typed. */
export const whatsAppLink = (digits: string, text: string): string =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

/**
 * What a form says of a phone number staff cannot call back (issue 25): the same reading as
 * whatsAppNumber, but a landline is fine, since staff can ring it.
 */
export const PHONE_EXPECTED =
  'Please enter a phone number we can call: a PNG mobile (8 digits, like 7123 4567), a landline (7 digits, like 325 1234), or an international number with its country code (like +61 2 9876 5432).';

export type PhoneKind = 'png-mobile' | 'png-landline' | 'international';

/** What kind of number a visitor typed, or null when nobody could call it. */
export function phoneKind(raw: string): PhoneKind | null {
  const text = raw.trim();
  // A "+" only leads; anything but digits, spaces, ( ) . - is not a number.
  if (!text || /[^\d\s()+.-]/.test(text) || text.lastIndexOf('+') > 0) return null;
  let digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  let local = digits;
  if (digits.startsWith(PNG_COUNTRY_CODE) && (international || digits.length >= 10)) {
    local = digits.slice(PNG_COUNTRY_CODE.length);
  } else if (international) {
    // Another country: its code (never 0) and the number, 8 to 15 digits in all (E.164).
    return /^[1-9]\d{7,14}$/.test(digits) ? 'international' : null;
  }
  if (/^7\d{7}$/.test(local)) return 'png-mobile';
  // Landlines are 7 digits; a leading 7 was an old mobile, now 8 digits.
  if (/^[2-689]\d{6}$/.test(local)) return 'png-landline';
  return null;
}
