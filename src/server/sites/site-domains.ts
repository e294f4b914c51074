import { Resolver } from 'node:dns/promises';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import {
  dnsTargetOf,
  sitesWithPendingDomains,
  storeDomainCheck,
} from '../db/repositories/site-domains';
import type { SiteRow } from '../db/repositories/sites';
import { labelAt } from './site-address';

// Whether a customer's own domain points at their site (issue 46, decision 138): its CNAME names
// the site's host, or its addresses are the site host's. Asked when the domain is given, when its
// owner or staff ask again, and by itself every few minutes for three days.

/** What the DNS says of a host; empty lists when it has no such record. */
export interface DomainLookup {
  cnames(host: string): Promise<string[]>;
  addresses(host: string): Promise<string[]>;
}

/** Answers the DNS gives for a name it does not hold: not a failure of the lookup. */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/** The machine's own resolvers, each question given 3 s twice. */
export function dnsLookup(): DomainLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  const orNone = (error: NodeJS.ErrnoException): string[] => {
    if (error.code && NO_RECORD.has(error.code)) return [];
    throw error;
  };
  return {
    cnames: (host) => resolver.resolveCname(host).catch(orNone),
    addresses: async (host) => {
      const [v4, v6] = await Promise.all([
        resolver.resolve4(host).catch(orNone),
        resolver.resolve6(host).catch(orNone),
      ]);
      return [...v4, ...v6];
    },
  };
}

/** Why a domain may not be given to a site, or undefined when it may. */
export function domainRefusal(config: Pick<Config, 'sites' | 'publicUrl'>, domain: string) {
  if (domain === '') return undefined;
  const parent = config.sites.domain;
  if (labelAt(domain, parent) !== undefined || domain === parent) {
    return `A domain under ${parent} is a site’s own address: give the customer’s own domain.`;
  }
  if (domain === new URL(config.publicUrl).hostname) {
    return 'That is the agency’s own domain: give the customer’s own domain.';
  }
  return undefined;
}

const bare = (host: string) => host.toLowerCase().replace(/\.$/, '');

/** Why `domain` does not point at `target` yet, or undefined when it does. */
export async function domainProblem(
  lookup: DomainLookup,
  domain: string,
  target: string,
): Promise<string | undefined> {
  try {
    const cnames = (await lookup.cnames(domain)).map(bare);
    if (cnames.includes(target)) return undefined;
    const [theirs, ours] = await Promise.all([lookup.addresses(domain), lookup.addresses(target)]);
    if (theirs.length > 0 && theirs.every((address) => ours.includes(address))) return undefined;
    const found = [...cnames, ...theirs].join(', ');
    return found === ''
      ? `${domain} has no DNS record yet. Once it has one, it can take a few hours to be seen.`
      : `${domain} points to ${found}, not to ${target} yet.`;
  } catch {
    return `The DNS of ${domain} could not be asked just now: it is asked again in a few minutes.`;
  }
}

/** Checks a site's domain now, stores what was found, and serves it if it points here. */
export async function checkSiteDomain(
  app: FastifyInstance,
  site: SiteRow,
  actor: string,
): Promise<void> {
  if (!site.domain || site.domain_verified_at) return;
  const problem = await domainProblem(app.sites.dns, site.domain, dnsTargetOf(site));
  await storeDomainCheck(app.db, site, problem, actor, new Date());
  if (problem === undefined) {
    app.sites.forget(site.id);
    void app.sites.renderWaiting();
  }
}

/** Domains given in the last three days that did not point here yet, checked again. */
export async function checkPendingDomains(app: FastifyInstance, actor: string): Promise<void> {
  for (const site of await sitesWithPendingDomains(app.db, new Date(), 20)) {
    await checkSiteDomain(app, site, actor);
  }
}
