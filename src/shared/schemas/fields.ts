import { z } from 'zod';

// zod otherwise probes `new Function`, which our Content-Security-Policy forbids and reports.
z.config({ jitless: true });

/** Field builders whose messages are sentences a visitor understands; forms and the API show them as they are. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Please keep this to ${max} characters or fewer.` });

/** Optional text: absent, null or blank all become the empty string. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Please send text for this field.' })
    .trim()
    .max(max, { error: `Please keep this to ${max} characters or fewer.` })
    .nullish()
    .transform((value) => value ?? '');

export const emailAddress = () =>
  z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, { error: 'Please enter your email address.' })
    .max(254, { error: 'Please enter a valid email address.' })
    .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .int({ error: `${label} must be a whole number from ${min} to ${max}.` })
    .min(min, {
      error: `${label} must be a whole number from ${min} to ${max}.`,
    })
    .max(max, { error: `${label} must be a whole number from ${min} to ${max}.` });

/** A figure the client may send for display; the server ignores it and computes its own. */
export const clientFigure = z.number({ error: 'Totals must be numbers.' }).optional();
