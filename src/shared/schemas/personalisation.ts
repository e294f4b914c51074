import * as z from 'zod/mini';
import { optionalText } from './fields';

// What a visitor typed into "Try it with your business" on a sample site: kept in their browser
// per template, sent with that template's line of a quote request (issue 14). A blank field means
// "keep the sample's own"; only the accent is always set.

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

/** A logo as the browser sends it: a base64 data URL of a PNG, JPEG or WebP (the bytes are sniffed too). */
export const LOGO_DATA_URL = /^data:image\/(webp|png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

// Base64 grows bytes by 4/3; the prefix is at most 23 characters.
const LOGO_URL_MAX = Math.ceil(PERSONALISATION_LIMITS.logoBytes / 3) * 4 + 32;

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

export const ACCENT_COLOUR = /^#[0-9a-fA-F]{6}$/;

type LogoType = 'png' | 'jpeg' | 'webp';

// The first bytes each image type starts with ('.' is any byte: WebP's RIFF chunk size).
const SIGNATURES: Record<LogoType, string> = {
  png: '\x89PNG\r\n\x1a\n',
  jpeg: '\xff\xd8\xff',
  webp: 'RIFF....WEBP',
};

const startsWith = (bytes: string, signature: string): boolean =>
  bytes.length >= signature.length &&
  [...signature].every((char, i) => char === '.' || bytes[i] === char);

/**
 * A data URL of a PNG, JPEG or WebP of at most logoBytes, whose bytes really are the type it
 * declares: an SVG, or a text file renamed as an image, is refused (atob runs in browsers and Node).
 */
export function isLogo(value: string): boolean {
  if (value.length > LOGO_URL_MAX) return false;
  const match = LOGO_DATA_URL.exec(value);
  if (!match) return false;
  let bytes: string;
  try {
    bytes = atob(value.slice(value.indexOf(',') + 1));
  } catch {
    return false;
  }
  return (
    bytes.length <= PERSONALISATION_LIMITS.logoBytes &&
    startsWith(bytes, SIGNATURES[match[1] as LogoType])
  );
}

export const PersonalisationSchema = z.object(
  {
    name: optionalText(PERSONALISATION_LIMITS.name),
    tagline: optionalText(PERSONALISATION_LIMITS.tagline),
    phone: optionalText(PERSONALISATION_LIMITS.phone),
    email: optionalText(PERSONALISATION_LIMITS.email),
    town: optionalText(PERSONALISATION_LIMITS.town),
    accent: z
      .string({ error: 'The accent colour must be a colour like #1d4ed8.' })
      .check(z.regex(ACCENT_COLOUR, { error: 'The accent colour must be a colour like #1d4ed8.' })),
    logo: z.optional(
      z.string({ error: LOGO_REFUSED }).check(z.refine(isLogo, { error: LOGO_REFUSED })),
    ),
  },
  { error: 'The personalisation must be an object with at least an accent colour.' },
);

export type PersonalisationInput = z.input<typeof PersonalisationSchema>;
export type Personalisation = z.output<typeof PersonalisationSchema>;
