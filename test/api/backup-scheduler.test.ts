import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createDatabase } from '../../src/server/db/database';
import { takeBackup } from '../../src/server/ops/backup';
import { backupNow } from '../../src/server/ops/backup-scheduler';
import { readLastBackup, readLastGoodBackup } from '../../src/server/ops/backup-record';
import { backupDir } from '../helpers/backup';
import { type TestApp, createTestApp, dialects } from '../helpers/test-app';

const HOUR_MS = 3600_000;

describe.each(dialects)('backups the server takes by itself on %s', (dialect) => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  it('two apps on one database take one backup per interval between them', async () => {
    const dir = backupDir();
    const backup = { dir, intervalHours: 24, copyCommand: undefined, keepDaily: 7, keepWeekly: 4 };
    const first: TestApp = await createTestApp(dialect, { backup });
    cleanUps.push(async () => rmSync(dir, { recursive: true, force: true }), first.close);
    const second = await buildApp({
      config: first.app.config,
      db: createDatabase(first.database),
      sendMail: false,
    });
    await second.ready();
    cleanUps.push(() => second.close());
    const apps = [first.app, second];
    // Each started with its app and looked at once.
    await Promise.all(apps.map((app) => app.backups?.idle()));
    expect(readdirSync(dir)).toHaveLength(1);

    const at = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
    const later = await Promise.all(apps.map((app) => app.backups?.runIfDue(at(1))));
    expect(later).toEqual([undefined, undefined]);
    const nextDay = await Promise.all(apps.map((app) => app.backups?.runIfDue(at(25))));
    expect(nextDay.filter(Boolean)).toHaveLength(1);
    expect(readdirSync(dir)).toHaveLength(2);
    expect(await readLastBackup(first.app.db)).toMatchObject({ ok: true, copyOk: null });
  });

  it('writes backups only its owner can read (0600), whatever the umask of whoever runs it', async () => {
    const dir = backupDir();
    const t = await createTestApp(dialect);
    // npm run backup from a login shell: umask 022 would make new files 0644.
    const umask = process.umask(0o022);
    try {
      const { file } = await takeBackup(t.database, join(dir, 'new'));
      expect(readdirSync(join(dir, 'new'))).toEqual([file.split('/').pop()]);
      expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
      expect((statSync(join(dir, 'new')).mode & 0o777).toString(8)).toBe('700');
    } finally {
      process.umask(umask);
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a copy command that fails', () => {
  it('is recorded as failed and logged at error; the last good backup stays the one before', async () => {
    const dir = backupDir();
    const t = await createTestApp('sqlite');
    try {
      const log = { info: vi.fn(), error: vi.fn() };
      const run = { db: t.app.db, location: t.database, log };
      const backup = { dir, intervalHours: 24, keepDaily: 7, keepWeekly: 4 };
      const good = await backupNow({
        ...run,
        backup: { ...backup, copyCommand: 'test -s "$BACKUP_FILE"' },
        now: new Date('2025-03-01T02:00:00Z'),
      });
      expect(good).toMatchObject({ ok: true, copyOk: true, error: null });

      const command = 'echo "no route to the bucket" >&2; exit 3';
      const failed = await backupNow({
        ...run,
        backup: { ...backup, copyCommand: command },
        now: new Date('2025-03-02T02:00:00Z'),
      });

      const expected = {
        ok: false,
        file: `${dir}/site-2025-03-02T020000Z.sqlite3`,
        // The command is never recorded: it may hold a token (decision 107).
        copyTarget: null,
        copyOk: false,
        error: 'the copy command failed (exit 3): no route to the bucket',
      };
      expect(failed).toMatchObject(expected);
      expect(failed.bytes).toBeGreaterThan(0);
      expect(await readLastBackup(t.app.db)).toEqual(failed);
      expect(await readLastGoodBackup(t.app.db)).toEqual(good);
      expect(log.error).toHaveBeenCalledOnce();
      expect(log.error.mock.calls[0]?.[1]).toBe('backup: the copy failed');
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
