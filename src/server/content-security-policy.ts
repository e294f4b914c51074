/**
 * Our own origin only; inline scripts of prerendered pages are allowed one by one through their
 * hashes, and so are their style attributes (a sample site's accent colours, decision 049).
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  styleAttributeHashes: readonly string[] = [],
): string {
  return serialise(directives(scriptHashes, styleAttributeHashes));
}

/**
 * The staff inbox: as strict as the public pages, and also never framed, no <base>, no plugins,
 * forms and fetches to our own origin only (decision 048).
 */
export function adminContentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return serialise({
    ...directives(scriptHashes),
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
}

const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);

function directives(
  scriptHashes: readonly string[],
  styleAttributeHashes: readonly string[] = [],
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...quoted(scriptHashes)],
    // 'unsafe-hashes' lets exactly these style attributes apply, and no other inline style.
    'style-src': [
      "'self'",
      ...(styleAttributeHashes.length > 0
        ? ["'unsafe-hashes'", ...quoted(styleAttributeHashes)]
        : []),
    ],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

const serialise = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
