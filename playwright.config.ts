import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { adminTargets, fixRunNames, smtpSinkPorts, smtpSinkUrl } from './e2e/admin-targets';
import { chromiumFlags, chromiumPath } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Every request comes from 127.0.0.1: the per-address limits (decisions 006, 071, 100) are lifted.
const SHARED_ADDRESS_LIMITS = {
  RATE_LIMIT_FORMS_PER_MINUTE: '10000',
  STORED_MB_PER_ADDRESS_PER_DAY: '100000',
  MAIL_VISITOR_PER_ADDRESS_PER_DAY: '100000',
  MAIL_VISITOR_PER_RECIPIENT_PER_DAY: '100000',
  MAX_CONNECTIONS_PER_ADDRESS: '1000',
};
const baseURL = `http://127.0.0.1:${PORT}`;
// A fresh SQLite file per run, so the e2e suite never sees earlier data. Kept in the environment
// so the test workers (which load this file again) read the same database (e2e/database.ts).
process.env.E2E_DATABASE_FILE ??= join(tmpdir(), `kumul-e2e-${Date.now()}.db`);
const databaseFile = process.env.E2E_DATABASE_FILE;
// The inbox's own servers and databases (e2e/admin-targets.ts), named once for the whole run.
fixRunNames();
// The pages `npm run build` produced, as an absolute path (@fastify/static insists on one).
const siteDir = fileURLToPath(
  new URL(`./${process.env.BUILD_DIR ?? 'build'}/client`, import.meta.url),
);

const chromium = {
  ...devices['Desktop Chrome'],
  // Browsers are never downloaded: the system Chromium is used.
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumFlags,
  },
};

const ADMIN_SPECS = /(^|[\\/])admin[\w-]*\.spec\.ts$/;
const POSTGRES_ONLY = /admin-publish-processes\.spec\.ts$/;

// The compiled server, as production runs it. One dist/ serves every BUILD_DIR: it holds no site
// files, and builds replace its files whole (scripts/build-server.ts).
const SERVER = 'node --enable-source-maps dist/server.js';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two cores: two browsers at once. The chromium specs share one server and database, so none
  // counts rows it did not make (decision 073); the inbox projects run in order on their own servers.
  workers: 2,
  // The longest specs take 24-28 s on an idle runner, and a busy one has run the suite at half
  // speed: 60 s keeps a slow runner from failing them. It is a limit, not a timed assertion.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'on-first-retry',
    // Each test is a fresh browser: installing the worker (and its precache) every time would only
    // slow the suite. The specs about offline behaviour allow it (e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  // The inbox's projects come first and the chromium specs wait for the inbox's setups (seconds):
  // Playwright runs a project's dependents only once every project of the phase before is done,
  // so all specs share one phase and the short chromium tests fill the end of the long inbox files.
  projects: [
    // The inbox: per dialect, a setup (accounts, sessions, seeded quotes) then its specs, in order,
    // on a server and database of their own so the dashboard's figures are exact.
    ...adminTargets().flatMap((target) => [
      {
        name: `admin-setup-${target.dialect}`,
        testMatch: /admin\.setup\.ts$/,
        use: { ...chromium, baseURL: target.baseURL },
      },
      {
        name: `admin-${target.dialect}`,
        testMatch: ADMIN_SPECS,
        // Several processes share a PostgreSQL database, never a SQLite file.
        testIgnore: target.dialect === 'postgres' ? [] : POSTGRES_ONLY,
        dependencies: [`admin-setup-${target.dialect}`],
        fullyParallel: false,
        use: { ...chromium, baseURL: target.baseURL },
      },
    ]),
    {
      name: 'chromium',
      testIgnore: ADMIN_SPECS,
      dependencies: adminTargets().map((target) => `admin-setup-${target.dialect}`),
      use: chromium,
    },
  ],
  globalTeardown: './e2e/global-teardown.ts',
  webServer: [
    {
      command: SERVER,
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
        // Every spec shares this server and address; the limits themselves have API tests.
        ...SHARED_ADDRESS_LIMITS,
      },
    },
    // A real SMTP server for the inbox's mails, with a JSON view of what arrived (e2e/smtp-sink.ts).
    {
      command: 'node --import tsx e2e/smtp-sink.ts',
      url: `${smtpSinkUrl()}/mails`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        SMTP_SINK_SMTP_PORT: String(smtpSinkPorts().smtp),
        SMTP_SINK_HTTP_PORT: String(smtpSinkPorts().http),
      },
    },
    ...adminTargets().map((target) => ({
      // On PostgreSQL the schema is made first (and dropped by e2e/global-teardown.ts).
      command: target.dialect === 'postgres' ? 'node --import tsx e2e/serve-postgres.ts' : SERVER,
      url: `${target.baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(target.port),
        HOST: '127.0.0.1',
        DATABASE_URL: target.databaseUrl,
        // Invite links in mails lead back to this server.
        PUBLIC_URL: target.baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpSinkPorts().smtp}`,
        SITE_DIR: siteDir,
        LOG_LEVEL: 'warn',
        ...SHARED_ADDRESS_LIMITS,
      },
    })),
  ],
});
