import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedSite } from '../../src/render/protocol';
import { buildApp } from '../../src/server/app';
import { codeFacts } from '../../src/server/content/code-content';
import { createDatabase } from '../../src/server/db/database';
import { RENDER_LEASE_MS } from '../../src/server/db/repositories/content-renders';
import type { Database } from '../../src/server/db/schema';
import { renderPublishedVersion } from '../../src/server/render/publish-render';
import type { PageContentSnapshot } from '../../src/shared/page-content-snapshot';
import { type Signed, signedInAs } from '../helpers/admin-session';
import { publishChange, renderOf } from '../helpers/content';
import { type TestApp, createTestApp, dialects } from '../helpers/test-app';

// Decision 127: a published version is rendered by one process at a time, under a lease taken in
// the database, and a version whose render never finished (its process died, or none rendered it)
// is rendered by the next process that looks. The renderer is a stand-in (Vitest runs before the
// build); e2e/admin-publish.spec.ts renders the real pages.

const silent = { info: () => undefined, error: () => undefined };

describe.each(dialects)('the render lease on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  /** A second connection to the same database: another process. */
  let other: Kysely<Database>;
  const rendered: number[] = [];
  /** Resolves when `held` is released: a render in progress, for as long as a test needs. */
  let held: Promise<void> = Promise.resolve();
  const render = async (content: PageContentSnapshot): Promise<RenderedSite> => {
    rendered.push(content.version);
    await held;
    return { pages: [], sitemap: '<urlset/>', chat: [] };
  };
  beforeAll(async () => {
    // No renderer here: what is published stays unrendered until a test renders it.
    t = await createTestApp(dialect, {}, { sendMail: false });
    other = createDatabase(t.database);
    owner = await signedInAs(t, 'owner@kumuldigital.com.pg', 'owner', 'a long lease password');
  });
  afterAll(async () => {
    await other.destroy();
    await t.close();
  });

  let phone = 7100_3000;
  /** A new version, published and left unrendered. */
  const publishUnrendered = () => {
    phone += 1;
    const data = { ...codeFacts, phone: `+675 ${String(phone).replace(/^(\d{4})/, '$1 ')}` };
    return publishChange(t.app, owner, { kind: 'facts', key: 'site', data });
  };
  const leaseAt = (version: number, msAgo: number) =>
    t.app.db
      .updateTable('content_versions')
      .set({ render_started_at: new Date(Date.now() - msAgo).toISOString() })
      .where('version', '=', version)
      .execute();

  it('lets one of two processes claiming a version at once render it', async () => {
    const version = await publishUnrendered();
    expect(await renderOf(t.app, version)).toMatchObject({
      render_status: null,
      render_started_at: null,
    });
    rendered.length = 0;
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    const claims = [
      renderPublishedVersion(t.app.db, version, render, silent),
      renderPublishedVersion(other, version, render, silent),
    ];
    // The one refused answers while the other has not finished: refused by the other's lease.
    expect(await Promise.race(claims)).toBe(false);
    release();
    expect((await Promise.all(claims)).sort()).toEqual([false, true]);
    expect(rendered).toEqual([version]);
    expect(await renderOf(t.app, version)).toMatchObject({ render_status: 'done' });
    // Rendered: nobody renders it again.
    expect(await renderPublishedVersion(other, version, render, silent)).toBe(false);
    expect(rendered).toEqual([version]);
  });

  it('leaves a fresh lease alone and takes over a stale one', async () => {
    const version = await publishUnrendered();
    rendered.length = 0;
    await leaseAt(version, 10_000);
    expect(await renderPublishedVersion(other, version, render, silent)).toBe(false);
    expect(rendered).toEqual([]);
    // Its process died mid-render: the lease grows stale and another process takes it over.
    await leaseAt(version, RENDER_LEASE_MS + 1_000);
    expect(await renderPublishedVersion(other, version, render, silent)).toBe(true);
    expect(rendered).toEqual([version]);
    expect(await renderOf(t.app, version)).toMatchObject({ render_status: 'done' });
  });

  it('renders at start-up the newest version no process rendered, and serves it', async () => {
    await publishUnrendered();
    const newest = await publishUnrendered();
    rendered.length = 0;
    const second = await buildApp({
      config: t.app.config,
      db: createDatabase(t.database),
      sendMail: false,
      backgroundJobs: false,
      render,
    });
    try {
      await second.ready();
      await expect.poll(async () => (await renderOf(t.app, newest)).render_status).toBe('done');
      await second.renders.idle();
      // The newest only: the one before it would never be served.
      expect(rendered).toEqual([newest]);
      expect(second.renderedSite.version).toBe(newest);
    } finally {
      await second.close();
    }
  });
});
