import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts so unit and API tests do not load the React Router build plugin.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Two files at once: most of their time is spent waiting on databases, mail and child
    // processes, and each API file has its own database (a temp SQLite file or a schema).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
