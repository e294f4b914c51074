import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Personalisation } from '../../shared/personalisation';
import type { SiteContent } from '../../shared/site-content';
import type { DeliveredFile, DeliveredSiteJob } from '../../render/protocol';
import { compressBoth } from '../compression';
import { newCustomerLink } from '../db/repositories/customer-links';
import { readLogo } from '../db/repositories/logos';
import { DELIVERY_LINK_MS, newSiteLink } from '../db/repositories/site-editor';
import { quoteMoney } from '../db/repositories/order-money';
import { type QuoteRow, recordEvent } from '../db/repositories/quote-events';
import { markDelivered } from '../db/repositories/quote-history';
import {
  type SiteRow,
  claimSiteRender,
  createSites,
  markSiteRenderFailed,
  offersLoyalty,
  publicAddressOf,
  sitesOfQuote,
  storeSiteRender,
} from '../db/repositories/sites';
import type { Database } from '../db/schema';
import { siteUrl } from './site-address';

// A paid template becomes the customer's own live site (issue 46, decision 137): its sites are
// made in the transaction that records the payment; a process renders each off the request; the
// render of a quote's last site delivers the order: its address on the order page, the mail, the
// history, and the delivery clock stopped.

/**
 * A served file as stored: its Brotli and gzip bodies (base64) made once, at the render, so a
 * process that reads a site it does not hold compresses nothing.
 */
export type StoredSiteFile = DeliveredFile & { br?: string; gzip?: string };

/** The files as `site_renders` keeps them: the served ones compressed beside their text. */
export async function storedFiles(files: DeliveredFile[]): Promise<StoredSiteFile[]> {
  return Promise.all(
    files.map(async (file) => {
      if (!file.path.startsWith('/')) return file;
      const { br, gzip } = await compressBoth(Buffer.from(file.body));
      return { ...file, br: br.toString('base64'), gzip: gzip.toString('base64') };
    }),
  );
}

/** Renders a delivered site's files: the render worker on the kept build, or a test's own. */
export type DeliveredSiteRenderer = (
  job: DeliveredSiteJob['delivered'],
) => Promise<DeliveredFile[]>;

/** Who the history names for what the product did by itself. */
export const PRODUCT_ACTOR = 'Automatic delivery';

/**
 * Makes the sites of a template order paid in full, once, in the payment's transaction (or, with
 * `force`, when staff press "Deliver now"): true when it made any, so the caller wakes a render.
 */
export async function createPaidSites(
  trx: Transaction<Database>,
  app: FastifyInstance,
  quote: QuoteRow,
  actor: string,
  now: Date,
  force = false,
): Promise<boolean> {
  if (quote.delivered_at !== null) return false;
  if (!force && (await quoteMoney(trx, quote.id)).state !== 'paid') return false;
  const made = await createSites(trx, quote, (label) => siteUrl(app.config, label), actor, now);
  for (const site of made) {
    await recordEvent(trx, quote.id, {
      kind: 'site',
      actor,
      text: `Site ${site.address} made from the ${site.template_slug} template: it is being published`,
      at: now.toISOString(),
    });
  }
  return made.length > 0;
}

/** The site's personalisation as its page takes it: the logo is the site's own /logo.webp. */
function personalisationOf(site: SiteRow): Personalisation | null {
  const stored = JSON.parse(site.personalisation) as Partial<Personalisation> & {
    logoHash?: string;
  };
  if (Object.keys(stored).length === 0) return null;
  const { logoHash, ...rest } = stored;
  return {
    name: rest.name ?? '',
    tagline: rest.tagline ?? '',
    phone: rest.phone ?? '',
    email: rest.email ?? '',
    town: rest.town ?? '',
    accent: rest.accent ?? '',
    ...(logoHash ? { logo: '/logo.webp' } : {}),
  };
}

/** The stored logo's hash of a site, if it has one. */
export const logoHashOf = (site: Pick<SiteRow, 'personalisation'>): string | undefined =>
  (JSON.parse(site.personalisation) as { logoHash?: string }).logoHash;

/** What the render worker needs to render a site as its row stands. */
export async function renderJobOf(
  app: FastifyInstance,
  site: SiteRow,
): Promise<DeliveredSiteJob['delivered']> {
  const hash = logoHashOf(site);
  const logo = hash ? await readLogo(app.db, hash) : undefined;
  return {
    slug: site.template_slug,
    personalisation: personalisationOf(site),
    // A checked domain of its own is the site's address: its sitemap names it.
    url: publicAddressOf(site),
    content: JSON.parse(site.content) as SiteContent,
    loyalty: offersLoyalty(site),
    ...(logo
      ? { logoDataUrl: `data:${logo.contentType};base64,${logo.bytes.toString('base64')}` }
      : {}),
  };
}

/**
 * Renders every site waiting for a render that no other process holds, one after the other, and
 * delivers each order whose sites are all rendered. Never throws: it runs off any request.
 */
export async function renderWaitingSites(
  app: FastifyInstance,
  render: DeliveredSiteRenderer,
): Promise<number> {
  let rendered = 0;
  for (;;) {
    const site = await claimSiteRender(app.db, new Date()).catch((err: unknown) => {
      app.log.error({ err }, 'site render not claimed: the next poll asks again');
      return undefined;
    });
    if (!site) return rendered;
    const started = performance.now();
    try {
      const files = await render(await renderJobOf(app, site));
      const stored = await storedFiles(files);
      await app.db.transaction().execute(async (trx) => {
        const now = new Date();
        await storeSiteRender(trx, site, site.version, JSON.stringify(stored), now);
        await deliverWhenAllRendered(trx, app, site.quote_id, now);
      });
      app.sites.forget(site.id);
      rendered += 1;
      app.log.info(
        { site: site.id, label: site.label, ms: Math.round(performance.now() - started) },
        'site rendered',
      );
    } catch (error) {
      app.log.error({ err: error, site: site.id }, 'site render failed');
      await markSiteRenderFailed(
        app.db,
        site,
        error instanceof Error ? error.message : String(error),
      ).catch((err: unknown) => app.log.error({ err }, 'site render failure not stored'));
    }
  }
}

/** The order is delivered when every site of it is rendered: its first site's address is the one shown. */
async function deliverWhenAllRendered(
  trx: Transaction<Database>,
  app: FastifyInstance,
  quoteId: number,
  now: Date,
): Promise<void> {
  const quote = await trx
    .selectFrom('quote_requests')
    .selectAll()
    .where('id', '=', quoteId)
    .executeTakeFirstOrThrow();
  if (quote.delivered_at !== null) return;
  const sites = await sitesOfQuote(trx, quoteId);
  if (sites.length === 0 || sites.some((site) => site.rendered_version < 1)) return;
  const address = sites[0]!.address;
  if (!(await markDelivered(trx, quote, address, PRODUCT_ACTOR, now.getTime(), false))) return;
  const order = await newCustomerLink(trx, { quoteId, purpose: 'order' }, PRODUCT_ACTOR, now);
  const edit = await newSiteLink(trx, sites[0]!.id, DELIVERY_LINK_MS, now);
  await app.mailer.siteDelivered(
    trx,
    {
      lang: quote.lang,
      customerName: quote.customer_name,
      customerEmail: quote.customer_email,
      quoteReference: quote.reference,
      siteUrl: address,
      editUrl: app.mailer.siteEditorUrl(edit, quote.lang),
    },
    order,
  );
}
