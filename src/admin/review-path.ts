// The page the review mode frames comes from the address (?page=): only a page of this site, so
// a crafted link can never frame another origin or the inbox itself.

export type ReviewPath = { ok: true; path: string } | { ok: false; error: string };

const NOT_A_PAGE = 'The page must be a path on this site, like /tpi/products.';

/** The path to frame, or why not: starts with one '/', not the inbox or the API, 300 characters at most. */
export function reviewPath(value: string | null): ReviewPath {
  if (!value) return { ok: false, error: 'Choose a page to review.' };
  // '//host' and '/\host' are other origins to a browser; spaces and controls are no path of ours.
  if (!/^\/(?![/\\])[^\s\\]{0,300}$/.test(value)) return { ok: false, error: NOT_A_PAGE };
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return { ok: false, error: NOT_A_PAGE };
  }
  if (url.origin !== base) return { ok: false, error: NOT_A_PAGE };
  let decoded: string;
  try {
    // '/%61dmin' is the inbox too.
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return { ok: false, error: NOT_A_PAGE };
  }
  if (/^\/(admin|api)(\/|$)/i.test(decoded)) {
    return { ok: false, error: 'The inbox cannot be reviewed: choose a public page, like /tpi/.' };
  }
  return { ok: true, path: `${url.pathname}${url.search}${url.hash}` };
}

/** The review mode's address for a page. */
export const reviewHref = (path: string): string =>
  `/admin/words/review?page=${encodeURIComponent(path)}`;
