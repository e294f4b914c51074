import type { Kysely } from 'kysely';
import { renderDeliveredSite } from '../src/server/render/render-site';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import type { Database } from '../src/server/db/schema';
import { LOYALTY_TEMPLATE } from '../src/server/db/repositories/sites';
import { EMPTY_SITE_CONTENT } from '../src/shared/site-content';
import { storedFiles } from '../src/server/sites/delivery';
import type { DeliveredFile } from '../src/render/protocol';

// Issue 46's "many sites, one product" figures for `npm run bench`: SITES delivered sites in a
// SQLite file (each its own row, render and label), the CPU one publish costs among them, and the
// hosts bench.ts serves beside a sample page.

export const SITES = 1000;
export const SITES_DOMAIN = 'sites.example';
export const siteHost = (n: number, domain = SITES_DOMAIN) => `bench-site-${n}.${domain}`;
/** The sample every site is made from, served at /templates/<slug> on the agency's host. */
export const SITE_TEMPLATE = { id: 2, slug: 'fitness' };
/** A resort with Paradise Rewards on (decision 138), for Lighthouse's `--delivered=resort`. */
export const RESORT_TEMPLATE = { id: 16, slug: LOYALTY_TEMPLATE };
const PUBLISHES = 5;

const location = (path: string) => ({ dialect: 'sqlite' as const, path });

/** One order of `count` copies of the template, each copy a published site with its real render. */
export async function seedDeliveredSites(
  path: string,
  siteDir: string,
  { count = SITES, domain = SITES_DOMAIN, template = SITE_TEMPLATE } = {},
): Promise<void> {
  const loyalty = template === RESORT_TEMPLATE;
  const db = createDatabase(location(path));
  try {
    await migrateToLatest(db, location(path));
    const render = async (n: number) =>
      renderDeliveredSite({
        siteDir,
        delivered: {
          slug: template.slug,
          personalisation: {
            name: `Bench Gym ${n}`,
            tagline: 'Strong every day',
            phone: '+675 7000 0000',
            email: 'gym@example.pg',
            town: 'Lae',
            accent: '#0f766e',
          },
          url: `http://${siteHost(n, domain)}`,
          content: EMPTY_SITE_CONTENT,
          loyalty,
        },
      });
    // One render by the build's worker, its name swapped per site and stored as the server stores
    // a render (compressed beside its text): the files are as large as real ones.
    const files = JSON.stringify(await render(0));
    const at = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      const quote = await trx
        .insertInto('quote_requests')
        .values({
          reference: 'Q-BNCH-01',
          customer_name: 'Bench Owner',
          customer_email: 'owner@example.pg',
          customer_phone: '+675 7000 0000',
          customer_company: 'Bench Gyms',
          customer_message: '',
          message: '',
          total_amount: 0,
          total_items: count,
          extra_trees: 0,
          contribution_amount: 0,
          trees_funded: 0,
          status: 'won',
          note: '',
          lang: 'en',
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const line = await trx
        .insertInto('quote_items')
        .values({
          quote_id: quote.id,
          template_id: template.id,
          title: 'Bench gym',
          unit_price: 0,
          quantity: count,
          line_total: 0,
          personalisation: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let n = 0; n < count; n += 1) {
        const personalisation = JSON.stringify({ name: `Bench Gym ${n}`, accent: '#0f766e' });
        const site = await trx
          .insertInto('sites')
          .values({
            quote_id: quote.id,
            quote_item_id: line.id,
            copy: n + 1,
            template_slug: template.slug,
            loyalty_enabled_at: loyalty ? at : null,
            label: `bench-site-${n}`,
            address: `http://${siteHost(n, domain)}`,
            status: 'live',
            personalisation,
            content: JSON.stringify(EMPTY_SITE_CONTENT),
            version: 1,
            rendered_version: 1,
            created_by: 'bench',
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('site_versions')
          .values({
            site_id: site.id,
            version: 1,
            personalisation,
            content: JSON.stringify(EMPTY_SITE_CONTENT),
            created_by: 'bench',
            created_at: at,
          })
          .execute();
        await trx
          .insertInto('site_renders')
          .values({
            site_id: site.id,
            version: 1,
            files: JSON.stringify(
              await storedFiles(
                JSON.parse(files.replaceAll('Bench Gym 0', `Bench Gym ${n}`)) as DeliveredFile[],
              ),
            ),
            rendered_at: at,
          })
          .execute();
      }
    });
  } finally {
    await db.destroy();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Publishes one site among SITES PUBLISHES times, as the server does it (a new version, rendered in
 * the worker thread and stored), and answers the CPU each took (every thread of this process) and
 * its wall time, in milliseconds.
 */
export async function publishCost(
  path: string,
  siteDir: string,
): Promise<{ cpuMs: number; wallMs: number; runs: number }> {
  const config = loadConfig({
    DATABASE_URL: `sqlite:${path}`,
    SITE_DIR: siteDir,
    SITES_DOMAIN,
    LOG_LEVEL: 'silent',
  });
  const db: Kysely<Database> = createDatabase(location(path));
  const app = await buildApp({ config, db, sendMail: false, backgroundJobs: false });
  await app.ready();
  try {
    const middle = await db
      .selectFrom('sites')
      .select('id')
      .where('label', '=', `bench-site-${SITES >> 1}`)
      .executeTakeFirstOrThrow();
    const cpu: number[] = [];
    const wall: number[] = [];
    for (let run = 0; run < PUBLISHES; run += 1) {
      await db
        .updateTable('sites')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', middle.id)
        .execute();
      const before = process.cpuUsage();
      const started = performance.now();
      await app.sites.renderWaiting();
      wall.push(performance.now() - started);
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
    }
    const site = await db
      .selectFrom('sites')
      .select(['version', 'rendered_version'])
      .where('id', '=', middle.id)
      .executeTakeFirstOrThrow();
    if (Number(site.rendered_version) !== Number(site.version)) {
      throw new Error('The publish was not rendered: is there a build (npm run build)?');
    }
    return { cpuMs: median(cpu), wallMs: median(wall), runs: PUBLISHES };
  } finally {
    await app.close();
  }
}
