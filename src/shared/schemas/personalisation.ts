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

/** A logo as the browser sends it: a base64 data URL of a PNG, JPEG or WebP (the server sniffs the bytes). */
export const LOGO_DATA_URL = /^data:image\/(webp|png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

// Base64 grows bytes by 4/3; the prefix is at most 23 characters.
const LOGO_URL_MAX = Math.ceil(PERSONALISATION_LIMITS.logoBytes / 3) * 4 + 32;

export const ACCENT_COLOUR = /^#[0-9a-fA-F]{6}$/;

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
      z
        .string({ error: 'The logo must be a PNG, JPEG or WebP image.' })
        .check(
          z.maxLength(LOGO_URL_MAX, { error: 'The logo must be 50 KB or smaller.' }),
          z.regex(LOGO_DATA_URL, { error: 'The logo must be a PNG, JPEG or WebP image.' }),
        ),
    ),
  },
  { error: 'The personalisation must be an object with at least an accent colour.' },
);

export type PersonalisationInput = z.input<typeof PersonalisationSchema>;
export type Personalisation = z.output<typeof PersonalisationSchema>;
