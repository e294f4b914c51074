import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { startServerProcess } from '../scripts/server-process';
import { publishPrice, publishingTest as test, servesPrice } from './admin-fixtures';
import { smtpSinkPorts } from './admin-targets';

// Issue 45 point 2, decision 128: a second server process on the same PostgreSQL database serves
// a published price within 60 s, and both serve the same version, down to the worker's precache
// revisions. PostgreSQL only (playwright.config.ts): several processes or machines share a
// PostgreSQL database, never a SQLite file. Ends on the code's price.

const OLD_PRICE = 'K2,950';
const siteDir = join(process.cwd(), process.env.BUILD_DIR ?? 'build', 'client');

test('a second server process on the same database serves a published price within 60 s', async ({
  page,
  request,
  target,
}) => {
  test.setTimeout(240_000);
  const outboxDir = mkdtempSync(join(tmpdir(), 'kumul-second-process-'));
  const second = await startServerProcess({
    DATABASE_URL: target.databaseUrl,
    SITE_DIR: siteDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpSinkPorts().smtp}`,
    MAIL_OUTBOX_DIR: outboxDir,
  });
  try {
    await servesPrice(request, second.origin, OLD_PRICE, 'K3,150');
    await publishPrice(page, '3150');
    await servesPrice(request, second.origin, 'K3,150', OLD_PRICE);
    // Both processes serve the same version, down to the worker's precache revisions.
    await servesPrice(request, target.baseURL, 'K3,150', OLD_PRICE);
    const workers = await Promise.all(
      [target.baseURL, second.origin].map(async (origin) =>
        (await request.get(`${origin}/sw.js`)).text(),
      ),
    );
    expect(workers[1]).toBe(workers[0]);

    await publishPrice(page, '2950');
    await servesPrice(request, second.origin, OLD_PRICE, 'K3,150');
    await servesPrice(request, target.baseURL, OLD_PRICE, 'K3,150');
  } finally {
    await second.stop();
    rmSync(outboxDir, { recursive: true, force: true });
  }
});
