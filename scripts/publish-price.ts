import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_DIR } from './build-server';
import type { BuiltSite } from './built-site';
import { overHttp, publishRestaurantPrice, signInOverHttp } from './owner-http';

// For scripts that measure a published page (`npm run lighthouse -- --published`): an owner
// account made as the agency makes one, a new Restaurant Deluxe price saved and published through
// the API, and the wait until /products serves it (rendered in the server's worker, decision 124).

const OWNER = { email: 'owner@kumuldigital.com.pg', password: 'a long script owner password' };

/** Publishes `price` (whole Kina) for Restaurant Deluxe; resolves once /products shows it. */
export async function publishPriceOn(site: BuiltSite, price: number): Promise<number> {
  execFileSync(process.execPath, [join(SERVER_DIR, 'admin-create.js'), '--email', OWNER.email], {
    input: `${OWNER.password}\n`,
    env: { ...process.env, DATABASE_URL: site.databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const owner = await signInOverHttp(site.origin, OWNER);
  await publishRestaurantPrice(overHttp(site.origin, owner), price);
  const published = Date.now();
  const shown = `K${price.toLocaleString('en-US')}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const page = await fetch(`${site.origin}/products`).then((response) => response.text());
    if (page.includes(shown)) return Date.now() - published;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`/products did not show ${shown} within 60 s of Publish.`);
}
