import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
// A fresh SQLite file per run, so the e2e suite never sees earlier data. Kept in the environment
// so the test workers (which load this file again) read the same database (e2e/database.ts).
process.env.E2E_DATABASE_FILE ??= join(tmpdir(), `kumul-e2e-${Date.now()}.db`);
const databaseFile = process.env.E2E_DATABASE_FILE;
// The pages `npm run build` produced, as an absolute path (@fastify/static insists on one).
const siteDir = fileURLToPath(
  new URL(`./${process.env.BUILD_DIR ?? 'build'}/client`, import.meta.url),
);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Each test is a fresh browser: installing the worker (and its precache) every time would only
    // slow the suite. The specs about offline behaviour allow it (e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Browsers are never downloaded: the system Chromium is used.
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumFlags,
        },
      },
    },
  ],
  webServer: {
    // The compiled server, as production runs it. One dist/ serves every BUILD_DIR: it holds no
    // site files, and builds replace its files whole (scripts/build-server.ts).
    command: 'node --enable-source-maps dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      // Mails the tests cause are written as .eml files here, not into ./data/outbox.
      MAIL_OUTBOX_DIR: join(tmpdir(), `kumul-e2e-outbox-${Date.now()}`),
      SITE_DIR: siteDir,
      LOG_LEVEL: 'warn',
      // Every spec shares this server and address; the limit itself has API tests.
      RATE_LIMIT_FORMS_PER_MINUTE: '10000',
    },
  },
});
