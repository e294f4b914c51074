import type { Config } from '../config';

// Where a delivered site is (issue 46, decision 137): `<label>.<SITES_DOMAIN>`, with the agency's
// scheme and port, so a developer's machine serves http://mamas-kitchen.localhost:3000.

/** The site's address: PUBLIC_URL with its host name made the site's. */
export function siteUrl(config: Pick<Config, 'publicUrl' | 'sites'>, label: string): string {
  const url = new URL(config.publicUrl);
  url.hostname = `${label}.${config.sites.domain}`;
  return url.origin;
}

/** The site label a host name names under SITES_DOMAIN, or undefined for any other host. */
export function labelAt(hostname: string, sitesDomain: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const suffix = `.${sitesDomain}`;
  if (!host.endsWith(suffix)) return undefined;
  const label = host.slice(0, -suffix.length);
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(label) ? label : undefined;
}
