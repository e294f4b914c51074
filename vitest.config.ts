import { defineConfig } from 'vitest/config';

// Files that share the machine's Redis or time themselves against child processes and loaded
// databases: they run one at a time, after the rest (decision 092).
const ALONE = [
  'test/api/two-processes.test.ts',
  'test/api/bad-input.test.ts',
  'test/api/admin-system.test.ts',
  'test/api/dependency-outages.test.ts',
  'test/api/server-process.test.ts',
  'test/api/cluster-restart.test.ts',
  'test/api/database-busy.test.ts',
  'test/api/connection-flood.test.ts',
  'test/api/sign-in-throttle.test.ts',
  'test/api/restore-script.test.ts',
];

const shared = {
  // Builds the compiled server the process tests run, before each group (a second build is quick).
  globalSetup: ['test/global-setup.ts'],
  setupFiles: ['test/setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

// Separate from vite.config.ts so unit and API tests do not load the React Router build plugin.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'parallel',
          include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          exclude: ALONE,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'alone',
          include: ALONE,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
