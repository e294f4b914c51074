// What the quote's accept page and the server share without zod, so the page downloads none.

/** The page where a customer accepts a quote (also at /tpi/quote/accept); the token in its query. */
export const ACCEPT_QUOTE_PATH = '/quote/accept';

/** The token in a link: 32 random bytes in base64url. */
export const QUOTE_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const quoteLinkApi = {
  quote: (token: string) => `/api/quote-links/${token}`,
  accept: (token: string) => `/api/quote-links/${token}/accept`,
} as const;
