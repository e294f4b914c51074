import { resolve } from 'node:path';

/**
 * What `react` and `react-dom` are to the island pages' scripts (decision 095): Preact 11 through
 * preact/compat. React Router's prerender and the staff inbox stay on React. The islands' build (islands-build.ts) and the Vitest project that clicks the
 * islands (vitest.config.ts, 'islands') both read it here, so the tests run what ships.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: resolve('src/islands/react-on-preact.js') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
