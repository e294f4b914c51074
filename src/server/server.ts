import type { FastifyBaseLogger } from 'fastify';
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

// The app's logger once there is an app; a connection lost before that has nobody to tell.
const appLog: { current?: FastifyBaseLogger } = {};
let db;
try {
  db = createDatabase(config.database, {
    onConnectionLost: (error) =>
      appLog.current?.warn(
        { err: error },
        'database connection lost: the next query connects again',
      ),
  });
  await migrateToLatest(db, config.database);
} catch (error) {
  console.error(
    `Could not prepare the database (${config.database.dialect}): ${(error as Error).message}`,
  );
  await db?.destroy().catch(() => undefined);
  process.exit(1);
}

const app = await buildApp({ config, db });
appLog.current = app.log;
await app.listen({ port: config.port, host: config.host });

// Connections still open at the deadline are cut; hooks that hang after that get this long.
const FORCED_EXIT_MS = 5_000;

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    const { shutdownSeconds } = config.timeouts;
    app.log.info({ signal, shutdownSeconds }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.warn('shutdown deadline passed: closing the connections still open');
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error('shutdown did not finish after the connections were closed: exiting');
        process.exit(1);
      }, FORCED_EXIT_MS).unref();
    }, shutdownSeconds * 1000).unref();
    // app.close() stops accepting and closes idle connections, waits for in-flight requests, then
    // its onClose hooks stop the mail sender and close the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
