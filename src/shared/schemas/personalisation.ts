import * as z from 'zod/mini';
import {
  ACCENT_COLOUR,
  LOGO_REFUSED,
  PERSONALISATION_LIMITS,
  type Personalisation,
  isLogo,
} from '../personalisation';
import { optionalPhone, optionalText } from './fields';

// The personalisation's schema, for the panel, the checkout and the server (the rules live in
// src/shared/personalisation.ts).

export const PersonalisationSchema = z.object(
  {
    name: optionalText(PERSONALISATION_LIMITS.name, { name: true }),
    tagline: optionalText(PERSONALISATION_LIMITS.tagline),
    phone: optionalPhone(PERSONALISATION_LIMITS.phone),
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
  // What it accepts is exactly the stored shape.
) satisfies z.ZodMiniType<Personalisation>;

export type PersonalisationInput = z.input<typeof PersonalisationSchema>;
