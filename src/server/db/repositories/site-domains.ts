import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { recordEvent } from './quote-events';
import type { SiteRow } from './sites';

// A delivered site's own domain (issue 46, decision 138): given by its owner or by staff, served
// only once its DNS is found pointing here; each change is a line of the quote's history.

/** The host a site's domain names in its CNAME record: its own address's. */
export const dnsTargetOf = (site: Pick<SiteRow, 'address'>) => new URL(site.address).hostname;

/** A site's own domain as the inbox and the editor show it. */
export const domainStateOf = (
  site: Pick<SiteRow, 'domain' | 'domain_verified_at' | 'domain_problem'>,
) =>
  site.domain
    ? {
        name: site.domain,
        verified: site.domain_verified_at !== null,
        problem: site.domain_problem,
      }
    : null;

/** How long a domain's DNS is checked again by itself after it was given. */
export const DOMAIN_PENDING_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Gives a site a domain (or none, for ''), unless another site has it: true when this changed it.
 * A domain that was served makes a new render (its sitemap names the site's address).
 */
export async function setSiteDomain(
  trx: Transaction<Database>,
  site: SiteRow,
  domain: string,
  actor: string,
  now: Date,
): Promise<'changed' | 'same' | 'taken'> {
  if (domain === (site.domain ?? '')) return 'same';
  if (domain) {
    const taken = await trx
      .selectFrom('sites')
      .select('id')
      .where('domain', '=', domain)
      .executeTakeFirst();
    if (taken) return 'taken';
  }
  await trx
    .updateTable('sites')
    .set({
      domain: domain || null,
      domain_added_at: domain ? now.toISOString() : null,
      domain_verified_at: null,
      domain_problem: null,
      ...(site.domain_verified_at ? { version: Number(site.version) + 1, render_error: null } : {}),
    })
    .where('id', '=', site.id)
    .execute();
  await recordEvent(trx, site.quote_id, {
    kind: 'site',
    actor,
    text: domain
      ? `Domain ${domain} given to site ${site.address}: served there once its DNS points here`
      : `Domain ${site.domain} taken off site ${site.address}`,
    at: now.toISOString(),
  });
  return 'changed';
}

/** What a check of a site's domain found: served from now on (and rendered anew), or why not. */
export async function storeDomainCheck(
  db: Kysely<Database>,
  site: Pick<SiteRow, 'id' | 'quote_id' | 'address' | 'domain'>,
  problem: string | undefined,
  actor: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('sites')
      .select(['domain', 'domain_verified_at', 'version'])
      .where('id', '=', site.id)
      .executeTakeFirst();
    // The domain changed meanwhile, or another check found it: nothing to say.
    if (!current || current.domain !== site.domain || current.domain_verified_at) return;
    if (problem !== undefined) {
      await trx
        .updateTable('sites')
        .set({ domain_problem: problem })
        .where('id', '=', site.id)
        .execute();
      return;
    }
    await trx
      .updateTable('sites')
      .set({
        domain_verified_at: now.toISOString(),
        domain_problem: null,
        version: Number(current.version) + 1,
        render_error: null,
      })
      .where('id', '=', site.id)
      .execute();
    await recordEvent(trx, site.quote_id, {
      kind: 'site',
      actor,
      text: `Domain ${site.domain} points here: site ${site.address} is served there over HTTPS`,
      at: now.toISOString(),
    });
  });
}

/** Sites whose domain was given lately and does not point here yet: checked again by themselves. */
export const sitesWithPendingDomains = (db: Kysely<Database>, now: Date, limit: number) =>
  db
    .selectFrom('sites')
    .selectAll()
    .where('domain', 'is not', null)
    .where('domain_verified_at', 'is', null)
    .where('domain_added_at', '>', new Date(now.getTime() - DOMAIN_PENDING_MS).toISOString())
    .orderBy('domain_added_at')
    .limit(limit)
    .execute();

/** Every checked domain with its site's label: the hosts this product serves besides its own. */
export const checkedDomains = (db: Kysely<Database>) =>
  db
    .selectFrom('sites')
    .select(['domain', 'label'])
    .where('domain', 'is not', null)
    .where('domain_verified_at', 'is not', null)
    .execute();
