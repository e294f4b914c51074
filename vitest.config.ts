import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './scripts/preact-aliases.js';
import { iconByIcon } from './test/islands/icon-imports.js';

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

// The island tests click the islands as visitors get them (decision 095): Preact through
// preact/compat, by the islands' build's own aliases, in a DOM.
const ISLANDS = ['test/islands/**/*.test.{ts,tsx}'];

// Separate from vite.config.ts so unit and API tests do not load the React Router build plugin.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'parallel',
          include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          exclude: [...ALONE, ...ISLANDS],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias: PREACT_ALIASES },
        plugins: [iconByIcon()],
        test: {
          name: 'islands',
          include: ISLANDS,
          testTimeout: shared.testTimeout,
          setupFiles: ['test/setup.ts'],
          environment: 'happy-dom',
          // A link followed in a test stays on its page: happy-dom would load the address.
          environmentOptions: {
            happyDOM: {
              settings: {
                navigation: { disableMainFrameNavigation: true, disableChildPageNavigation: true },
              },
            },
          },
          // Through Vite, so its import of 'react' takes the alias (icon-imports.ts).
          server: { deps: { inline: ['lucide-react'] } },
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
