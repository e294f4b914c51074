// What the islands import as 'react' in their Preact build (decision 095): preact/compat, with
// React's way of reading a store while the page hydrates (hydration-store.ts, decision 096).
// Plain JavaScript: preact/compat's types say `export =`, which TypeScript will not re-export.
export * from 'preact/compat';
export { default } from 'preact/compat';
export { useSyncExternalStore } from './hydration-store';
