import { resolve } from 'node:path';
import { createDatabase } from '../src/server/db/database';
import { backupNow } from '../src/server/ops/backup-scheduler';
import { existingDatabaseConfig } from './operator';

// `npm run backup`: writes a checked backup of DATABASE_URL into BACKUP_DIR (./data/backups when
// unset), rotates the older ones, runs BACKUP_COPY_COMMAND when set, and records it (decision 066).

const config = existingDatabaseConfig('back up');
const { database } = config;
let dir = config.backup.dir;
if (!dir) {
  dir = resolve('data/backups');
  console.log(`BACKUP_DIR is not set: writing to ${dir}`);
}

/** The scheduler's log lines, said on the terminal: the message, then its facts one per line. */
const say =
  (write: (line: string) => void) =>
  (facts: Record<string, unknown>, message: string): void => {
    write(message);
    for (const [name, value] of Object.entries(facts)) {
      if (name === 'err') continue;
      if (name === 'rows') {
        for (const [table, rows] of Object.entries(value as Record<string, number>)) {
          write(`  ${table.padEnd(24)} ${rows} rows`);
        }
      } else write(`  ${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`);
    }
    if (facts.err instanceof Error) write(`  ${facts.err.message}`);
  };

const db = createDatabase(database);
try {
  const record = await backupNow({
    db,
    location: database,
    backup: { ...config.backup, dir },
    log: { info: say(console.log), error: say(console.error) } as never,
  });
  if (!record.ok) process.exitCode = 1;
  else console.log(`Backup ${record.file} (${record.bytes} bytes) is good.`);
} finally {
  await db.destroy();
}
