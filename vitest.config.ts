import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts so unit and API tests do not load the React Router build plugin.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
