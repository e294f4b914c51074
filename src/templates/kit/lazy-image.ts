import type { KitImage } from './theme';

/** An <img>'s attributes for one of our images below the fold: sized so nothing shifts, fetched lazily. */
export const lazyImage = ({ src, alt, width, height }: KitImage) =>
  ({ src, alt, width, height, loading: 'lazy', decoding: 'async' }) as const;
