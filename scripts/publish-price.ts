import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { codeValue } from '../src/server/content/code-content';
import type { ContentData } from '../src/shared/schemas/content';
import { contentApi } from '../src/shared/schemas/content';
import { SERVER_DIR } from './build-server';
import type { BuiltSite } from './built-site';

// For scripts that measure a published page (`npm run lighthouse -- --published`): an owner
// account made as the agency makes one, a new Restaurant Deluxe price saved and published through
// the API, and the wait until /products serves it (rendered in the server's worker, decision 124).

const OWNER = { email: 'owner@kumuldigital.com.pg', password: 'a long script owner password' };

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** Publishes `price` (whole Kina) for Restaurant Deluxe; resolves once /products shows it. */
export async function publishRestaurantPrice(site: BuiltSite, price: number): Promise<number> {
  execFileSync(process.execPath, [join(SERVER_DIR, 'admin-create.js'), '--email', OWNER.email], {
    input: `${OWNER.password}\n`,
    env: { ...process.env, DATABASE_URL: site.databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const session = await fetch(`${site.origin}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (!session.ok) throw new Error(`Sign-in answered ${session.status}: ${await session.text()}`);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const headers = {
    cookie: cookiesOf(session),
    'x-csrf-token': csrfToken,
    'content-type': 'application/json',
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${site.origin}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  };
  const restaurant = codeValue('template', 'restaurant') as ContentData['template'];
  await post(contentApi.changes, {
    kind: 'template',
    key: 'restaurant',
    data: { ...restaurant, price },
  });
  const published = Date.now();
  await post(contentApi.versions, { note: 'A measured price change.' });
  const shown = `K${price.toLocaleString('en-US')}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const page = await fetch(`${site.origin}/products`).then((response) => response.text());
    if (page.includes(shown)) return Date.now() - published;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`/products did not show ${shown} within 60 s of Publish.`);
}
