import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { type DatabaseLocation, parseDatabaseUrl } from '../src/server/db/database';
import { RestoreRefused, restoreBackup, targetIsLive } from '../src/server/ops/restore';
import { fail } from './operator';

// `npm run restore -- FILE [--to sqlite:PATH | postgres://...] [--yes] [--force]`: restores a
// backup into DATABASE_URL's database (or --to), after a y/N question, and migrates it forward.

const USAGE =
  'Usage: npm run restore -- FILE [--to sqlite:PATH | --to postgres://...] [--yes] [--force]';

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      yes: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const [file, ...extra] = args.positionals;
if (!file || extra.length > 0) fail(USAGE);
const size = await stat(file).then(
  (stats) => stats.size,
  () => fail(`There is no backup file at ${file}.`),
);

let target: DatabaseLocation;
try {
  target = args.values.to ? parseDatabaseUrl(args.values.to) : loadConfig(process.env).database;
} catch (error) {
  fail((error as Error).message);
}
const where =
  target.dialect === 'sqlite'
    ? `the SQLite file ${target.path}`
    : `PostgreSQL ${new URL(target.url).pathname.slice(1)} (schema ${target.schema ?? 'public'}) on ${new URL(target.url).host}`;

const live = await targetIsLive(target).catch((error: unknown) =>
  fail(`Could not look at ${where}: ${(error as Error).message}`),
);
if (live && !args.values.force) {
  fail(
    `${where} already holds data (quotes, messages or accounts): nothing was restored. Restore into another database with --to, or add --force to replace it.`,
  );
}

if (!args.values.yes) {
  if (!process.stdin.isTTY) fail('Add --yes to restore without a terminal to confirm on.');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(
    `Restore ${file} (${size} bytes) into ${where}${live ? ', REPLACING its data' : ''}? [y/N] `,
  );
  rl.close();
  if (!/^y(es)?$/i.test(answer.trim())) fail('Nothing was restored.');
}

try {
  const outcome = await restoreBackup({ file, target, force: args.values.force });
  console.log(`Restored ${file} into ${where}.`);
  for (const [table, rows] of Object.entries(outcome.rows ?? {})) {
    console.log(`  ${table.padEnd(24)} ${rows} rows`);
  }
  if (outcome.setAside) console.log(`The database it replaced is kept at ${outcome.setAside}.`);
  console.log(
    outcome.migrated.length > 0
      ? `Migrated forward to this release: ${outcome.migrated.join(', ')}.`
      : 'Its schema is already this release’s: no migration was needed.',
  );
  console.log('Start the server on it (npm run serve) and check /admin.');
} catch (error) {
  fail(
    error instanceof RestoreRefused
      ? `${error.message} Nothing was restored.`
      : `The restore failed: ${(error as Error).message}`,
  );
}
