import type { Kysely, Selectable, Transaction } from 'kysely';
import { findTemplate, sampleSlugs } from '../../../shared/catalogue';
import { EMPTY_SITE_CONTENT } from '../../../shared/site-content';
import type { Database, SiteStatus, SiteTable } from '../schema';
import { RENDER_LEASE_MS } from './content-renders';
import type { QuoteRow } from './quote-events';
import { recordEvent } from './quote-events';

// Delivered sites (issue 46, decision 137): made once per copy of a paid template line, rendered
// off the request by one process at a time (a lease, as content renders take, decision 127).

export type SiteRow = Selectable<SiteTable>;

/** Labels that name the agency's own hosts or common services, never a customer's site. */
const RESERVED_LABELS = new Set(['www', 'mail', 'admin', 'api', 'app', 'sites', 'ftp', 'smtp']);

/** The longest label: DNS allows 63; a short one reads better on a phone. */
export const LABEL_MAX = 40;

/** A readable DNS label from a business name: "Mama's Kitchen" is "mamas-kitchen". */
export function labelOf(name: string): string {
  const label = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, LABEL_MAX)
    .replace(/^-+|-+$/g, '');
  if (!label) return 'site';
  return RESERVED_LABELS.has(label) ? `${label}-site` : label;
}

/** Whether a label may be given by staff: what labelOf would make of itself, and not reserved. */
export const isValidLabel = (label: string) => label.length > 0 && labelOf(label) === label;

/** The stored personalisation of a quote line, or an empty one (the sample's own identity). */
interface StoredPersonalisation {
  name?: string;
  tagline?: string;
  phone?: string;
  email?: string;
  town?: string;
  accent?: string;
  logoHash?: string;
}

const staleBefore = (now: Date) => new Date(now.getTime() - RENDER_LEASE_MS).toISOString();

/**
 * Makes the sites of a quote's template lines that have a sample to build from, one per copy,
 * unless made already: true when this call made any. Of two processes delivering one quote at
 * once, the unique key (line, copy) lets one insert each site; a label another quote took in the
 * meantime is skipped for the next free one.
 */
export async function createSites(
  trx: Transaction<Database>,
  quote: QuoteRow,
  addressOf: (label: string) => string,
  actor: string,
  now: Date,
): Promise<SiteRow[]> {
  const lines = await trx
    .selectFrom('quote_items')
    .select(['id', 'template_id', 'quantity', 'personalisation'])
    .where('quote_id', '=', quote.id)
    .orderBy('id')
    .execute();
  const at = now.toISOString();
  const made: SiteRow[] = [];
  for (const line of lines) {
    const slug = findTemplate(line.template_id)?.slug;
    if (!slug || !sampleSlugs.includes(slug)) continue;
    const stored: StoredPersonalisation = line.personalisation
      ? (JSON.parse(line.personalisation) as StoredPersonalisation)
      : {};
    const base = labelOf(stored.name || quote.customer_company || quote.customer_name);
    for (let copy = 1; copy <= line.quantity; copy += 1) {
      const site = await insertSite(trx, addressOf, {
        quote_id: quote.id,
        quote_item_id: line.id,
        copy,
        template_slug: slug,
        status: 'live',
        personalisation: JSON.stringify(stored),
        content: JSON.stringify(EMPTY_SITE_CONTENT),
        version: 1,
        created_by: actor,
        created_at: at,
        label: base,
      });
      if (site) made.push(site);
    }
  }
  return made;
}

async function insertSite(
  trx: Transaction<Database>,
  addressOf: (label: string) => string,
  values: Omit<
    SiteTable,
    | 'id'
    | 'address'
    | 'rendered_version'
    | 'render_started_at'
    | 'render_error'
    | 'domain'
    | 'domain_added_at'
    | 'domain_verified_at'
    | 'domain_problem'
    | 'loyalty_enabled_at'
  >,
): Promise<SiteRow | undefined> {
  const made = () =>
    trx
      .selectFrom('sites')
      .select('id')
      .where('quote_item_id', '=', values.quote_item_id)
      .where('copy', '=', values.copy)
      .executeTakeFirst();
  if (await made()) return undefined;
  const taken = new Set(
    (
      await trx
        .selectFrom('sites')
        .select('label')
        .where('label', 'like', `${values.label}%`)
        .execute()
    ).map((row) => row.label),
  );
  for (let n = 1; n < 1000; n += 1) {
    const label = n === 1 ? values.label : `${values.label.slice(0, LABEL_MAX - 4)}-${n}`;
    if (taken.has(label)) continue;
    const inserted = await trx
      .insertInto('sites')
      .values({ ...values, label, address: addressOf(label) })
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) {
      await trx
        .insertInto('site_versions')
        .values({
          site_id: inserted.id,
          version: 1,
          personalisation: inserted.personalisation,
          content: inserted.content,
          created_by: values.created_by,
          created_at: values.created_at,
        })
        .execute();
      return inserted;
    }
    // Another transaction made this line's site, or took the label: look again.
    if (await made()) return undefined;
    taken.add(label);
  }
  throw new Error(`No free label for ${values.label}.`);
}

export const sitesOfQuote = (db: Kysely<Database>, quoteId: number) =>
  db.selectFrom('sites').selectAll().where('quote_id', '=', quoteId).orderBy('id').execute();

/** Where visitors find a site: its checked domain of its own, else its address as made. */
export const publicAddressOf = (
  site: Pick<SiteRow, 'address' | 'domain' | 'domain_verified_at'>,
): string => (site.domain_verified_at ? `https://${site.domain}` : site.address);

/** The site's address and whose it is: the order's email and language, for mails about it. */
export const ownerOfSite = (db: Kysely<Database>, siteId: number) =>
  db
    .selectFrom('sites')
    .innerJoin('quote_requests', 'quote_requests.id', 'sites.quote_id')
    .select([
      'quote_requests.customer_email',
      'quote_requests.lang',
      'sites.address',
      'sites.domain',
      'sites.domain_verified_at',
    ])
    .where('sites.id', '=', siteId)
    .executeTakeFirstOrThrow();

export const siteById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();

/** The site at a label or at a checked domain of its own, as the server needs it to serve a request. */
export async function siteAtHost(
  db: Kysely<Database>,
  where: { label: string } | { domain: string },
): Promise<
  | Pick<
      SiteRow,
      | 'id'
      | 'status'
      | 'rendered_version'
      | 'personalisation'
      | 'template_slug'
      | 'loyalty_enabled_at'
    >
  | undefined
> {
  const query = db
    .selectFrom('sites')
    .select([
      'id',
      'status',
      'rendered_version',
      'personalisation',
      'template_slug',
      'loyalty_enabled_at',
    ]);
  return (
    'label' in where
      ? query.where('label', '=', where.label)
      : query.where('domain', '=', where.domain).where('domain_verified_at', 'is not', null)
  ).executeTakeFirst();
}

/**
 * Takes the next site whose newest version is not rendered, and that no process holds a fresh
 * lease on, for this process to render: one conditional UPDATE, so two processes never take one.
 */
export async function claimSiteRender(
  db: Kysely<Database>,
  now: Date,
): Promise<SiteRow | undefined> {
  const candidates = await db
    .selectFrom('sites')
    .selectAll()
    .whereRef('rendered_version', '<', 'version')
    .where('render_error', 'is', null)
    .where((eb) =>
      eb.or([eb('render_started_at', 'is', null), eb('render_started_at', '<', staleBefore(now))]),
    )
    .orderBy('id')
    .limit(5)
    .execute();
  for (const site of candidates) {
    const result = await db
      .updateTable('sites')
      .set({ render_started_at: now.toISOString() })
      .where('id', '=', site.id)
      .where('version', '=', site.version)
      .where((eb) =>
        site.render_started_at === null
          ? eb('render_started_at', 'is', null)
          : eb('render_started_at', '=', site.render_started_at),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return site;
  }
  return undefined;
}

/** Stores a site's render of `version`, and lets the lease go. */
export async function storeSiteRender(
  trx: Transaction<Database>,
  site: Pick<SiteRow, 'id'>,
  version: number,
  files: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('site_renders')
    .values({ site_id: site.id, version, files, rendered_at: at })
    .onConflict((conflict) =>
      conflict.column('site_id').doUpdateSet({ version, files, rendered_at: at }),
    )
    .execute();
  await trx
    .updateTable('sites')
    .set({ rendered_version: version, render_started_at: null, render_error: null })
    .where('id', '=', site.id)
    .execute();
}

/** A render that failed: kept with its reason, for staff to see; it is not tried again by itself. */
export async function markSiteRenderFailed(
  db: Kysely<Database>,
  site: Pick<SiteRow, 'id'>,
  error: string,
): Promise<void> {
  await db
    .updateTable('sites')
    .set({ render_started_at: null, render_error: error.slice(0, 2000) })
    .where('id', '=', site.id)
    .execute();
}

export async function readSiteRender(
  db: Kysely<Database>,
  siteId: number,
): Promise<{ version: number; files: string } | undefined> {
  return db
    .selectFrom('site_renders')
    .select(['version', 'files'])
    .where('site_id', '=', siteId)
    .executeTakeFirst();
}

/** Suspends or resumes a site: true when this changed it; the quote's history says who and when. */
export async function setSiteStatus(
  trx: Transaction<Database>,
  site: SiteRow,
  status: SiteStatus,
  actor: string,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('sites')
    .set({ status })
    .where('id', '=', site.id)
    .where('status', '!=', status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await recordEvent(trx, site.quote_id, {
    kind: 'site',
    actor,
    text:
      status === 'suspended'
        ? `Site ${site.address} suspended: visitors see a neutral page`
        : `Site ${site.address} resumed`,
    at: now.toISOString(),
  });
  return true;
}

/** Gives a site another label, when no other site has it: a new render follows (its links name it). */
export async function setSiteLabel(
  trx: Transaction<Database>,
  site: SiteRow,
  label: string,
  address: string,
): Promise<'changed' | 'same' | 'taken'> {
  if (label === site.label) return 'same';
  const taken = await trx
    .selectFrom('sites')
    .select('id')
    .where('label', '=', label)
    .executeTakeFirst();
  if (taken) return 'taken';
  await trx
    .updateTable('sites')
    .set({ label, address, version: site.version + 1, render_error: null })
    .where('id', '=', site.id)
    .execute();
  return 'changed';
}

/** Only a resort (the hotel template) has a loyalty programme to offer (decision 138). */
export const LOYALTY_TEMPLATE = 'hotel';

/** Whether a site offers its own loyalty programme: staff turned it on, and it is a resort. */
export const offersLoyalty = (site: Pick<SiteRow, 'template_slug' | 'loyalty_enabled_at'>) =>
  site.template_slug === LOYALTY_TEMPLATE && site.loyalty_enabled_at !== null;

/**
 * Turns a resort's loyalty programme on or off: true when this changed it. The site is rendered
 * anew (its page shows or hides the section, its /rewards page comes or goes); members are kept.
 */
export async function setSiteLoyalty(
  trx: Transaction<Database>,
  site: SiteRow,
  on: boolean,
  actor: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const result = await trx
    .updateTable('sites')
    .set((eb) => ({
      loyalty_enabled_at: on ? at : null,
      version: eb('version', '+', 1),
      render_error: null,
    }))
    .where('id', '=', site.id)
    .where('loyalty_enabled_at', on ? 'is' : 'is not', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await recordEvent(trx, site.quote_id, {
    kind: 'site',
    actor,
    text: on
      ? `Paradise Rewards turned on for site ${site.address}: guests join and sign in at its /rewards page`
      : `Paradise Rewards turned off for site ${site.address}: its page no longer offers it; its members are kept`,
    at,
  });
  return true;
}
