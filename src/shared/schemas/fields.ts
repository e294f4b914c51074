import * as z from 'zod/mini';

// zod/mini: the same validation as zod with a fraction of the code, since the browser downloads
// these schemas with the forms (decision 035).

// zod otherwise probes `new Function`, which our Content-Security-Policy forbids and reports.
z.config({ jitless: true });

const tooLong = (max: number) => ({ error: `Please keep this to ${max} characters or fewer.` });

/** Field builders whose messages are sentences a visitor understands; forms and the API show them as they are. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, tooLong(max)));

/** Optional text: absent, null or blank all become the empty string. */
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(
      z
        .string({ error: 'Please send text for this field.' })
        .check(z.trim(), z.maxLength(max, tooLong(max))),
    ),
    z.transform((value: string | null | undefined) => value ?? ''),
  );

export const emailAddress = () =>
  z.pipe(
    z
      .string({ error: 'Please enter your email address.' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'Please enter your email address.' }),
        z.maxLength(254, { error: 'Please enter a valid email address.' }),
      ),
    z.email({ error: 'Please enter a valid email address.' }),
  );

export const wholeNumber = (label: string, min: number, max: number) => {
  const error = `${label} must be a whole number from ${min} to ${max}.`;
  return z.int({ error }).check(z.gte(min, { error }), z.lte(max, { error }));
};

/** A figure the client may send for display; the server ignores it and computes its own. */
export const clientFigure = z.optional(z.number({ error: 'Totals must be numbers.' }));
