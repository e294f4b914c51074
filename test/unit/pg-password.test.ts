import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PG_TOOLS, pgConnection, takeBackup } from '../../src/server/ops/backup';

const URL_WITH_PASSWORD = 'postgres://postgres:S3cretPw@db.example:5432/site';

describe('the PostgreSQL password never reaches a tool’s command line (ps shows it)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-pg-tools-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('pg_dump gets the URL without its password, and the password in PGPASSWORD', async () => {
    // A pg_dump that writes down what it was given, then fails like a refused connection.
    const fake = join(dir, 'pg_dump');
    writeFileSync(
      fake,
      `#!/bin/sh\nprintf '%s\\n' "$@" > '${dir}/args'\nprintf '%s' "$PGPASSWORD" > '${dir}/password'\nexit 1\n`,
    );
    chmodSync(fake, 0o700);
    const location = { dialect: 'postgres', url: URL_WITH_PASSWORD, schema: 'site' } as const;

    await expect(
      takeBackup(location, join(dir, 'backups'), { tools: { ...PG_TOOLS, pgDump: fake } }),
    ).rejects.toThrow(/failed \(exit 1\)/);

    const args = readFileSync(join(dir, 'args'), 'utf8');
    expect(args).not.toContain('S3cretPw');
    expect(args).toContain('--dbname=postgres://postgres@db.example:5432/site');
    expect(args).toContain('--schema=site');
    expect(readFileSync(join(dir, 'password'), 'utf8')).toBe('S3cretPw');
  });

  it('pg_restore connects the same way: a password in the URL or its query goes to the environment', () => {
    expect(pgConnection('postgres://ana:p%40ss%3Aw0rd@db.example/site?sslmode=require')).toEqual({
      dbname: 'postgres://ana@db.example/site?sslmode=require',
      env: { PGPASSWORD: 'p@ss:w0rd' },
    });
    expect(pgConnection('postgres://ana@db.example/site?password=S3cretPw')).toEqual({
      dbname: 'postgres://ana@db.example/site',
      env: { PGPASSWORD: 'S3cretPw' },
    });
    // Without a password (peer or trust authentication, or ~/.pgpass): the environment is left as it is.
    expect(pgConnection('postgres://postgres@127.0.0.1:5432/test')).toEqual({
      dbname: 'postgres://postgres@127.0.0.1:5432/test',
      env: {},
    });
  });
});
