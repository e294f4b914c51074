import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { loadConfig } from '../../src/server/config';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { recordBackup } from '../../src/server/ops/backup-record';
import { SYSTEM_PARTS, type SystemView, adminApi } from '../../src/shared/schemas/admin';
import type { RenderedSite } from '../../src/render/protocol';
import { codeFacts } from '../../src/server/content/code-content';
import type { PageContentSnapshot } from '../../src/shared/page-content-snapshot';
import { as, signedIn, signedInAs } from '../helpers/admin-session';
import { publishChange } from '../helpers/content';
import {
  type TestApp,
  createTestApp,
  dialects,
  queueMail,
  hashTestPassword,
} from '../helpers/test-app';

const OWNER = 'owner@kumuldigital.com.pg';
const STAFF = 'staff@kumuldigital.com.pg';
const PASSWORD = 'a long owner password';
const base = loadConfig({});
const redisUrl = process.env.TEST_REDIS_URL;

describe.each(dialects)('the System page’s API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // The outbox is not delivered, so the waiting mail below stays waiting.
    t = await createTestApp(
      dialect,
      {
        redisUrl,
        backup: { ...base.backup, dir: tmpdir() },
        ops: { diskLowMb: 1, dataDir: tmpdir() },
      },
      { sendMail: false },
    );
    const hash = await hashTestPassword(PASSWORD);
    await saveAdmin(t.app.db, OWNER, hash);
    await saveAdmin(t.app.db, STAFF, hash);
    await t.app.db
      .updateTable('admin_users')
      .set({ role: 'staff' })
      .where('email', '=', STAFF)
      .execute();
  });
  afterAll(async () => t.close());

  it('shows an owner every part, each with its state in words', async () => {
    // The scheduler's own first backup (taken at start) must not land after the one recorded here.
    await t.app.backups?.idle();
    // A mail queued 40 minutes ago that the mail server refused, and a backup taken an hour ago.
    await queueMail(t.app);
    await t.app.db
      .updateTable('outbox')
      .set({
        created_at: new Date(Date.now() - 40 * 60_000).toISOString(),
        last_error: '451 Try again later',
      })
      .execute();
    await recordBackup(t.app.db, {
      at: new Date(Date.now() - 60 * 60_000).toISOString(),
      ok: true,
      file: '/backups/site-1.db',
      bytes: 3 * 1024 * 1024,
      copyTarget: 'offsite bucket',
      copyOk: true,
      error: null,
    });

    const owner = await signedIn(t, OWNER, PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: adminApi.system, ...as(owner) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parts, alerts } = res.json<SystemView>();
    expect(Object.keys(parts)).toEqual([...SYSTEM_PARTS]);
    const facts = (part: keyof SystemView['parts']) =>
      Object.fromEntries(parts[part].facts.map(({ label, value }) => [label, value]));

    expect(parts.database.state).toBe('ok');
    expect(parts.database.summary).toBe('Reachable, and takes writes.');
    expect(parts.redis.state).toBe('ok');
    expect(parts.redis.summary).toMatch(redisUrl ? /^Answering/ : /^Not configured/);
    // Mail is the problem: the page says so, and that the alerts wait behind it.
    expect(parts.mail.state).toBe('problem');
    expect(parts.mail.summary).toMatch(/waited more than 30 minutes.*this page and the server log/);
    expect(facts('mail')).toMatchObject({
      // The mail, and the owners' alert about it once the minute's check has queued it.
      Waiting: expect.stringMatching(/^[12]$/),
      'Oldest unsent': '40 min ago',
      'Last error': '451 Try again later',
    });
    expect(parts.disk).toMatchObject({ state: 'ok', summary: 'Enough free space.' });
    expect(facts('disk').Free).toMatch(/^[\d,]+ MB$/);
    expect(parts.backup).toMatchObject({
      state: 'ok',
      summary: 'Taken, and copied off this machine.',
    });
    expect(facts('backup')).toMatchObject({
      Size: '3.0 MB',
      'Copied to': 'offsite bucket',
    });
    expect(facts('backup').Taken).toMatch(/\(1 h ago\)$/);
    expect(parts.version.state).toBeNull();
    expect(facts('version').Version).toBe(version);
    expect(parts.version.summary).toMatch(/^This process started (just now|\d+ min ago)\.$/);
    expect(alerts.recipients).toEqual([OWNER]);
  });

  it('says when backups are not configured', async () => {
    const other = await createTestApp(dialect, {}, { sendMail: false });
    try {
      await saveAdmin(other.app.db, OWNER, await hashTestPassword(PASSWORD));
      const owner = await signedIn(other, OWNER, PASSWORD);
      const res = await other.app.inject({ method: 'GET', url: adminApi.system, ...as(owner) });
      expect(res.json<SystemView>().parts.backup).toMatchObject({
        state: 'warning',
        summary: expect.stringMatching(/^Backups are not configured/),
      });
    } finally {
      await other.close();
    }
  });

  it('refuses staff with a sentence (403) and strangers without a session (401)', async () => {
    const staff = await signedIn(t, STAFF, PASSWORD);
    const refused = await t.app.inject({ method: 'GET', url: adminApi.system, ...as(staff) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "Only an owner can see the system's state." });

    const stranger = await t.app.inject({ method: 'GET', url: adminApi.system });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ error: 'Please sign in to the admin inbox first.' });
  });

  it('lists the newest published versions with who, when, their render and why one failed', async () => {
    const failing = 'The page /products could not be rendered.';
    /** How the next render ends: in pages, in an error, or held until released. */
    let next: 'done' | 'failed' | Promise<void> = 'done';
    const render = async (content: PageContentSnapshot): Promise<RenderedSite> => {
      if (next === 'failed') throw new Error(failing);
      await next;
      return { pages: [], sitemap: `<urlset>${content.version}</urlset>`, chat: [] };
    };
    const other = await createTestApp(dialect, {}, { sendMail: false, render });
    try {
      const owner = await signedInAs(other, OWNER, 'owner', PASSWORD);
      const publish = (phone: string) =>
        publishChange(other.app, owner, {
          kind: 'facts',
          key: 'site',
          data: { ...codeFacts, phone },
        });
      await publish('+675 7100 2041');
      await other.app.renders.idle();
      next = 'failed';
      await publish('+675 7100 2042');
      await other.app.renders.idle();
      let release!: () => void;
      next = new Promise((resolve) => (release = resolve));
      await publish('+675 7100 2043');

      const res = await other.app.inject({ method: 'GET', url: adminApi.system, ...as(owner) });
      expect(res.statusCode, res.body).toBe(200);
      const { renders } = res.json<SystemView>();
      const by = { publishedBy: OWNER, publishedAt: expect.any(String) };
      const summary = "Published 1 change: the agency's facts.";
      expect(renders).toEqual({
        // The failed version 2 left version 1 served.
        served: 1,
        versions: [
          { version: 3, ...by, summary, state: 'rendering', error: null },
          { version: 2, ...by, summary, state: 'failed', error: failing },
          { version: 1, ...by, summary, state: 'done', error: null },
        ],
      });
      release();
      await other.app.renders.idle();
      const after = await other.app.inject({ method: 'GET', url: adminApi.system, ...as(owner) });
      expect(after.json<SystemView>().renders).toMatchObject({
        served: 3,
        versions: [{ version: 3, state: 'done' }, { version: 2 }, { version: 1 }],
      });
    } finally {
      await other.close();
    }
  });
});
