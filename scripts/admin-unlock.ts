import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { unlockSignIn } from '../src/server/db/repositories/sign-in-throttle';

// `npm run admin:unlock -- --email someone@example.com`: forgets the counted sign-in attempts on
// this email, at the /admin sign-in and the loyalty login, from every address (decision 036).

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let email: string;
try {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  email = z.email().parse(values.email?.trim()).toLowerCase();
} catch {
  fail(
    'Usage: npm run admin:unlock -- --email someone@example.com (a valid email address is needed).',
  );
}

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  fail((error as Error).message);
}
const db = createDatabase(config.database);
try {
  await migrateToLatest(db, config.database);
  const cleared = await unlockSignIn(db, email);
  console.log(
    cleared > 0
      ? `${email} can sign in again: ${cleared} throttle record${cleared === 1 ? '' : 's'} cleared.`
      : `${email} had no counted sign-in attempts; nothing to clear.`,
  );
} finally {
  await db.destroy();
}
