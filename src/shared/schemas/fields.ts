import * as z from 'zod/mini';
import { defaultLang, langs } from '../i18n/lang';
import { PHONE_EXPECTED, phoneKind } from '../phone';

// zod/mini: the same validation as zod with a fraction of the code, since the browser downloads
// these schemas with the forms (decision 035).

// zod otherwise probes `new Function`, which our Content-Security-Policy forbids and reports.
z.config({ jitless: true });

const tooLong = (max: number) => ({ error: `Please keep this to ${max} characters or fewer.` });

/* eslint-disable no-control-regex -- finding control characters is the point */
// C0 and C1 controls, bidi overrides and isolates (they can disguise text), and lone surrogates.
const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]*$/u;
// The same, but line breaks and tabs are allowed.
const LINES =
  /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]*$/u;
/* eslint-enable no-control-regex */

/** True when the text has no control character, bidi override or isolate, or lone surrogate. */
export const isOneLine = (text: string): boolean => ONE_LINE.test(text);

/** The same, but line breaks and tabs are allowed. */
export const isPlainLines = (text: string): boolean => LINES.test(text);

/** Refuses invisible control characters; only a multi-line field (a message, a note) keeps line breaks and tabs. */
export const plainText = ({ multiline = false } = {}) =>
  multiline
    ? z.regex(LINES, { error: 'Please remove the invisible control characters from this text.' })
    : z.regex(ONE_LINE, {
        error: 'Please write this on one line, without tabs or invisible control characters.',
      });

// Characters that show nothing (zero-width spaces, soft hyphens, direction marks, byte order marks,
// fillers) and line or paragraph separators. Joiners and variation selectors stay: emoji sequences
// and Persian or Indic names need them (decision 068).
const INVISIBLE =
  /(?!\u200c|\u200d|\p{Variation_Selector})[\p{Default_Ignorable_Code_Point}\u2028\u2029]/u;

/** Refuses a name that hides characters: it must read as it is stored, in mails and the inbox. */
const visibleName = () =>
  z.refine<string>((value) => !INVISIBLE.test(value), {
    error:
      'Please write your name without invisible characters such as zero-width spaces or direction marks.',
  });

interface TextOptions {
  multiline?: boolean;
  /** A person's name: invisible characters are refused too. */
  name?: boolean;
}

const textChecks = (options: TextOptions) =>
  options.name ? [plainText(options), visibleName()] : [plainText(options)];

/** Field builders whose messages are sentences a visitor understands; forms and the API show them as they are. */
export const requiredText = (message: string, max: number, options: TextOptions = {}) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, tooLong(max)),
      ...textChecks(options),
    );

/** Optional text: absent, null or blank all become the empty string. */
export const optionalText = (max: number, options: TextOptions = {}) =>
  z.pipe(
    z.nullish(
      z
        .string({ error: 'Please send text for this field.' })
        .check(z.trim(), z.maxLength(max, tooLong(max)), ...textChecks(options)),
    ),
    z.transform((value: string | null | undefined) => value ?? ''),
  );

// The rule the inbox reads numbers by (src/shared/phone.ts): one staff can call back (issue 25).
const callable = () =>
  z.refine<string>((value) => value === '' || phoneKind(value) !== null, { error: PHONE_EXPECTED });

/** A phone number the visitor must give; `missing` says so when it is blank. */
export const requiredPhone = (missing: string, max = 50) =>
  requiredText(missing, max).check(callable());

/** A phone number the visitor may leave empty (it becomes ''). */
export const optionalPhone = (max = 50) => optionalText(max).check(callable());

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

/** The language of the page a request came from: its answer and mails are in it (issue 15). */
export const pageLang = () =>
  z._default(
    z.enum(langs, { error: 'The language must be en (English) or tpi (Tok Pisin).' }),
    defaultLang,
  );

/** An amount in toea as the API answers it: a number at run time, `Toea` in the types. */
export const toeaAmount = () => z.number().brand<'Toea'>();
