/** Our own origin only; inline scripts of prerendered pages are allowed one by one through their hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return serialise(directives(scriptHashes));
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

function directives(scriptHashes: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'"],
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
