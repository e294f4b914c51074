import { sniffImageType } from './image-type';

// What a visitor typed into "Try it with your business" on a sample site: kept in their browser
// per template, sent with that template's line of a quote request (issue 14). A blank field means
// "keep the sample's own"; only the accent is always set. No zod here: sample pages read stored
// personalisations with isStoredPersonalisation, and only forms and the server load the schema
// (src/shared/schemas/personalisation.ts).

/** A personalisation as stored in the browser and sent with a quote item. */
export interface Personalisation {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  town: string;
  /** #rrggbb */
  accent: string;
  /** A data URL of a PNG, JPEG or WebP of at most logoBytes. */
  logo?: string;
}

export const PERSONALISATION_LIMITS = {
  name: 60,
  tagline: 120,
  phone: 30,
  email: 120,
  town: 60,
  /** The logo after the browser re-encodes it: WebP, at most 256 px on its longer side. */
  logoBytes: 50_000,
  logoPixels: 256,
  /** The largest file the panel agrees to read before re-encoding it. */
  logoUploadBytes: 5_000_000,
} as const;

/** What the server takes and keeps of a logo (decision 070). */
export const LOGO_LIMITS = {
  /** Pixels a logo may declare: 1024 x 1024, four times the panel's on each side. */
  inputPixels: 1024 * 1024,
  /** Pixels on either side: a 1 x 1,048,576 PNG is 2 KB and ten times as slow to re-encode. */
  inputSide: 2048,
  /** The longer side at most this many times the shorter (decision 105). */
  inputAspect: 8,
  /** The server's re-encoding fits inside this square, never enlarged. */
  storedPixels: 512,
  webpQuality: 90,
  /** Logos one quote may carry: each is decoded on the server. */
  perQuote: 10,
} as const;

/** A logo as the browser sends it: a base64 data URL of a PNG, JPEG or WebP (the bytes are sniffed too). */
export const LOGO_DATA_URL = /^data:image\/(webp|png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The longest data URL of `bytes` bytes: base64 grows bytes by 4/3; the prefix is at most 23 characters. */
export const dataUrlMax = (bytes: number) => Math.ceil(bytes / 3) * 4 + 32;
const LOGO_URL_MAX = dataUrlMax(PERSONALISATION_LIMITS.logoBytes);

/** The most one personalisation takes in a JSON body: the logo at its cap, every text \u-escaped. */
export const PERSONALISATION_JSON_MAX =
  LOGO_URL_MAX +
  6 *
    (PERSONALISATION_LIMITS.name +
      PERSONALISATION_LIMITS.tagline +
      PERSONALISATION_LIMITS.phone +
      PERSONALISATION_LIMITS.email +
      PERSONALISATION_LIMITS.town) +
  200;

export const LOGO_REFUSED = 'The logo must be a PNG, JPEG or WebP image of 50 KB or less.';
export const LOGO_TOO_MANY_PIXELS =
  'The logo has too many pixels: it may have at most 1024 x 1024 pixels in all.';
export const LOGO_SIDE_TOO_LONG = 'The logo is too large: each side may have at most 2048 pixels.';
export const LOGO_TOO_NARROW =
  'The logo is too long and thin: its longer side may be at most 8 times its shorter side.';
// The figures are written out (LOGO_LIMITS) so each sentence has its own Tok Pisin line.
export const TOO_MANY_LOGOS = 'A quote can carry at most 10 logos; please leave out the rest.';

export const ACCENT_COLOUR = /^#[0-9a-fA-F]{6}$/;

// Enough base64 for the longest signature sniffImageType reads (12 bytes).
const SNIFFED_CHARS = 16;

/**
 * A data URL of a PNG, JPEG or WebP of at most logoBytes whose first bytes are the type it
 * declares: a quick answer for the panel and the form. Only the first bytes are read, so this is
 * cheap; the server decodes every logo before it keeps one (decision 070).
 */
export const isLogo = (value: string): boolean =>
  isImageDataUrl(value, PERSONALISATION_LIMITS.logoBytes);

/** A data URL of a PNG, JPEG or WebP of at most `maxBytes` whose first bytes are the type it declares. */
export function isImageDataUrl(value: string, maxBytes: number): boolean {
  if (value.length > dataUrlMax(maxBytes)) return false;
  const match = LOGO_DATA_URL.exec(value);
  if (!match) return false;
  const base64 = value.slice(value.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (base64.length % 4 !== 0) return false;
  if ((base64.length / 4) * 3 - padding > maxBytes) return false;
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(base64.slice(0, SNIFFED_CHARS)), (char) => char.charCodeAt(0));
  } catch {
    return false;
  }
  return sniffImageType(bytes) === `image/${match[1]}`;
}

const TEXT_FIELDS = ['name', 'tagline', 'phone', 'email', 'town'] as const;

/** A stored value with the shape and limits of a personalisation (the schema checks the rest on sending). */
export function isStoredPersonalisation(value: unknown): value is Personalisation {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => {
      const text = record[field];
      return typeof text === 'string' && text.length <= PERSONALISATION_LIMITS[field];
    }) &&
    typeof record.accent === 'string' &&
    ACCENT_COLOUR.test(record.accent) &&
    (record.logo === undefined || (typeof record.logo === 'string' && isLogo(record.logo)))
  );
}
