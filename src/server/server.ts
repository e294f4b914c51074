import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

// The process: configure, migrate, listen, and shut down cleanly. Everything else is in app.ts.
let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

let db;
try {
  db = createDatabase(config.database);
  await migrateToLatest(db, config.database);
} catch (error) {
  console.error(
    `Could not prepare the database (${config.database.dialect}): ${(error as Error).message}`,
  );
  await db?.destroy().catch(() => undefined);
  process.exit(1);
}

const app = await buildApp({ config, db });
await app.listen({ port: config.port, host: config.host });

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // app.close() lets in-flight requests finish, then its onClose hook closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
