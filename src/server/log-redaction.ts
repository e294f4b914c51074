/**
 * Link tokens in the log (issue 42, decision 104): a copy of the journal must open nothing, so
 * each token is cut to its first characters, enough to match a support case. A token is the value
 * of a `token` query parameter, or the path segment after an address that takes one.
 */

const KEEP = 6;

/** The addresses whose next path segment is a token (mailed links, staff sign-in and invites). */
const TOKEN_PATHS = [
  '/api/order-links/',
  '/api/invoice-links/',
  '/api/quote-links/',
  '/api/admin/links/',
  '/api/site-editor/',
  '/admin/welcome/',
];

// The token runs to the next path, query or fragment separator, space, quote or JSON escape.
const TOKEN = new RegExp(
  `(${[...TOKEN_PATHS, '?token=', '&token='].map((start) => start.replace(/[?]/g, '\\?')).join('|')})([^/?&#\\s"\\\\]+)`,
  'g',
);

/** The text with every token in it cut to its first 6 characters and an ellipsis. */
export const redactTokens = (text: string): string =>
  text.replace(TOKEN, (_whole, start: string, token: string) =>
    token.length > KEEP ? `${start}${token.slice(0, KEEP)}…` : `${start}${token}`,
  );

/** A log destination that writes each line with its tokens cut (every line: requests, errors, messages). */
export const redactingStream = (to: { write: (line: string) => unknown }) => ({
  write: (line: string) => void to.write(redactTokens(line)),
});
