import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { takeBackup } from '../../src/server/ops/backup';
import { backupDir } from '../helpers/backup';
import { contact } from '../helpers/payloads';
import { type TestApp, createTestApp, json } from '../helpers/test-app';

// `npm run restore` as an operator runs it: the compiled script (dist/restore.js).
const restore = (...args: string[]) =>
  spawnSync(process.execPath, ['dist/restore.js', ...args], { encoding: 'utf8', input: '' });

describe('npm run restore', () => {
  let live: TestApp;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = backupDir();
    live = await createTestApp('sqlite');
    const stored = await live.app.inject({ method: 'POST', url: '/api/contact', ...json(contact) });
    expect(stored.statusCode).toBe(201);
    ({ file } = await takeBackup(live.database, dir));
  });
  afterAll(async () => {
    await live.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a database with data in it, and one a server has open, without --force', async () => {
    const path = live.database.dialect === 'sqlite' ? live.database.path : '';
    const refused = restore(file, '--to', `sqlite:${path}`, '--yes');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('already holds data');
    expect(refused.stderr).toContain('nothing was restored');

    const empty = await createTestApp('sqlite');
    try {
      const emptyPath = empty.database.dialect === 'sqlite' ? empty.database.path : '';
      const open = restore(file, '--to', `sqlite:${emptyPath}`, '--yes');
      expect(open.status).toBe(1);
      expect(open.stderr).toContain('is open in another process: stop the server first');
      expect(await empty.app.db.selectFrom('contact_messages').selectAll().execute()).toEqual([]);
    } finally {
      await empty.close();
    }
    expect(await live.app.db.selectFrom('contact_messages').selectAll().execute()).toHaveLength(1);
  });

  it('asks before restoring when there is no --yes, and replaces a stopped database with --force', async () => {
    const path = join(dir, 'stopped.db');
    const db = createDatabase({ dialect: 'sqlite', path });
    await migrateToLatest(db, { dialect: 'sqlite', path });
    await db
      .insertInto('contact_messages')
      .values({
        reference: 'C-STOP-01',
        name: 'Stopped',
        email: 'stopped@example.com',
        phone: '',
        service: 'web-design',
        message: 'Written before the restore.',
        created_at: new Date().toISOString(),
      })
      .execute();
    await db.destroy();

    const unasked = restore(file, '--to', `sqlite:${path}`, '--force');
    expect(unasked.status).toBe(1);
    expect(unasked.stderr).toContain('Add --yes to restore without a terminal');

    const forced = restore(file, '--to', `sqlite:${path}`, '--force', '--yes');
    expect(forced.stderr).toBe('');
    expect(forced.status).toBe(0);
    const aside = /kept at (\S+)\.\n/.exec(forced.stdout)?.[1] as string;
    expect(existsSync(aside)).toBe(true);
    const restored = createDatabase({ dialect: 'sqlite', path });
    try {
      const rows = await restored.selectFrom('contact_messages').select('reference').execute();
      expect(rows).toEqual([{ reference: expect.not.stringMatching('C-STOP-01') }]);
    } finally {
      await restored.destroy();
    }
  });
});
