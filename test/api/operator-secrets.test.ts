import { rmSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/database';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import type { Database } from '../../src/server/db/schema';
import { escapeHtml } from '../../src/server/html';
import { AlertMonitor } from '../../src/server/ops/alerts';
import { readLastBackup, readLastGoodBackup } from '../../src/server/ops/backup-record';
import { backupNow } from '../../src/server/ops/backup-scheduler';
import { type SystemView, adminApi } from '../../src/shared/schemas/admin';
import { as, signedIn } from '../helpers/admin-session';
import { backupDir, tableNames } from '../helpers/backup';
import { TestSmtpServer, waitUntil } from '../helpers/smtp';
import {
  type Dialect,
  createTestApp,
  createTestDatabase,
  dialects,
  hashTestPassword,
} from '../helpers/test-app';

const SECRET = 'SECRET-TOKEN-123';
/** A copy command that holds a token and fails printing it (once after token=, once alone). */
const COMMAND = `printf 'upload refused (token=${SECRET}); key ${SECRET} is not valid\\n' >&2; exit 22`;
const OWNER = 'ana@kumuldigital.com.pg';
const PASSWORD = 'a long owner password';

/** Every row of every table, as one text to search. */
async function everyRow(db: Kysely<Database>, dialect: Dialect): Promise<string> {
  const tables = await tableNames(db as Kysely<unknown>, dialect);
  const rows = [];
  for (const table of tables) {
    rows.push(...(await sql`select * from ${sql.table(table)}`.execute(db)).rows);
  }
  return JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'bigint' || Buffer.isBuffer(value) ? String(value) : value,
  );
}

describe.each(dialects)('operator secrets on %s', (dialect) => {
  const cleanUps: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  it('a failing copy command and what it printed reach no page, row, mail or log line', async () => {
    const smtp = await new TestSmtpServer().start();
    cleanUps.push(() => smtp.stop());
    const log: string[] = [];
    const t = await createTestApp(
      dialect,
      { logLevel: 'info', mail: { smtpUrl: smtp.url, retryBaseMs: 20, retryMaxMs: 50 } },
      { logStream: { write: (line) => void log.push(line) } },
    );
    cleanUps.push(t.close);
    const dir = backupDir();
    cleanUps.push(() => rmSync(dir, { recursive: true, force: true }));
    await saveAdmin(t.app.db, OWNER, await hashTestPassword(PASSWORD));
    const owner = await signedIn(t, OWNER, PASSWORD);

    const backup = {
      dir,
      intervalHours: 24,
      keepDaily: 7,
      keepWeekly: 4,
      copyCommand: COMMAND,
      copyTarget: 'offsite bucket',
    };
    const record = await backupNow({
      db: t.app.db,
      location: t.database,
      backup,
      log: t.app.log.child({ module: 'backup' }),
    });
    expect(record).toMatchObject({ ok: false, copyOk: false, copyTarget: 'offsite bucket' });
    // What went wrong stays readable: the exit code and the words around the secret.
    expect(record.error).toBe(
      'the copy command failed (exit 22): upload refused [redacted]; key [redacted] is not valid',
    );

    const alerts = new AlertMonitor({
      db: t.app.db,
      config: t.app.config,
      mailer: t.app.mailer,
      log: t.app.log.child({ module: 'alerts' }),
    });
    expect(await alerts.checkOnce()).toEqual(['backup-failed']);
    await waitUntil(() => smtp.received.length === 1, 'the alert mail');
    const [mail] = smtp.received;
    expect(mail?.headers.subject).toMatch(/^The last backup failed/);
    expect(mail?.text).toContain('its copy to offsite bucket failed');

    const res = await t.app.inject({ method: 'GET', url: adminApi.system, ...as(owner) });
    expect(res.statusCode).toBe(200);
    const { backup: part } = res.json<SystemView>().parts;
    expect(part.state).toBe('problem');
    expect(part.facts).toContainEqual({ label: 'Copied to', value: 'offsite bucket' });

    const seen = {
      page: res.body,
      rows: await everyRow(t.app.db, dialect),
      mail: `${mail?.raw}${mail?.text}${mail?.html}`,
      log: log.join(''),
    };
    expect(seen.log).toContain('backup: the copy failed');
    for (const [where, text] of Object.entries(seen)) {
      expect(text, where).not.toContain(SECRET);
      // Nor the command itself, secret or not.
      expect(text, where).not.toContain('printf');
    }
  });

  it('migration 025 rewrites what was recorded before, and counts who had signed in', async () => {
    const { database, drop } = await createTestDatabase(dialect);
    cleanUps.push(drop);
    const db = createDatabase(database);
    cleanUps.push(() => db.destroy());
    await migrateTo(db, database, '019-word-proposals');

    const at = '2026-11-20T02:00:00.000Z';
    const failed = {
      at,
      ok: false,
      file: '/var/backups/kumul-digital/site-2026-11-20T020000Z.sqlite3',
      bytes: 4096,
      copiedTo: COMMAND,
      copyOk: false,
      error: `the copy command failed (exit 22): upload refused (token=${SECRET}); key ${SECRET} is not valid`,
    };
    const good = { ...failed, ok: true, copyOk: true, error: null };
    const settings = [
      { key: 'last_backup', value: JSON.stringify(failed) },
      { key: 'last_good_backup', value: JSON.stringify(good) },
    ];
    await db.insertInto('settings').values(settings).execute();
    const alertText = `The backup of 20 Nov ${at} was taken but its copy (${COMMAND}) failed: ${failed.error}.`;
    await db
      .insertInto('outbox')
      .values({
        kind: 'owner-alert',
        audience: 'agency',
        recipient: OWNER,
        recipient_key: OWNER,
        client_address: '',
        reply_to: '',
        subject: 'The last backup failed (Kumul Digital site)',
        text_body: alertText,
        html_body: `<p>${escapeHtml(alertText)}</p>`,
        headers: '{}',
        attachments: '[]',
        message_id: '<m@kumul>',
        created_at: at,
        next_attempt_at: at,
        attempts: 0,
        last_error: '',
      })
      .execute();
    const account = (email: string, passwordHash: string) => ({
      email_key: email,
      email,
      password_hash: passwordHash,
      role: 'owner' as const,
      disabled_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
    });
    await db
      .insertInto('admin_users')
      .values([
        account('signed@kumuldigital.com.pg', 'scrypt$x'),
        account('terminal@kumuldigital.com.pg', 'scrypt$y'),
        account('typo-owner@exmaple.com', ''),
      ])
      .execute();
    const ids = await db.selectFrom('admin_users').select(['id', 'email']).execute();
    const signedId = Number(ids.find((row) => row.email.startsWith('signed'))?.id);
    await db
      .insertInto('admin_sessions')
      .values({ id: 'h', user_id: signedId, created_at: at, last_seen_at: at })
      .execute();

    await migrateToLatest(db, database);

    const rows = await everyRow(db, dialect);
    expect(rows).not.toContain(SECRET);
    expect(rows).not.toContain('printf');
    const { copiedTo: _command, ...kept } = failed;
    expect(await readLastBackup(db)).toEqual({
      ...kept,
      copyTarget: null,
      error:
        'the copy command failed (exit 22): upload refused [redacted]; key [redacted] is not valid',
    });
    expect(await readLastGoodBackup(db)).toEqual({
      ...kept,
      ok: true,
      copyOk: true,
      copyTarget: null,
      error: null,
    });
    const signIns = await db
      .selectFrom('admin_users')
      .select(['email', 'last_signed_in_at'])
      .orderBy('email')
      .execute();
    expect(signIns).toEqual([
      { email: 'signed@kumuldigital.com.pg', last_signed_in_at: at },
      // Made at the terminal (npm run admin:create), its sessions long gone: known by its password.
      { email: 'terminal@kumuldigital.com.pg', last_signed_in_at: '2026-01-02T00:00:00.000Z' },
      { email: 'typo-owner@exmaple.com', last_signed_in_at: null },
    ]);
  });
});
