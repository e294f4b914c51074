import type { ManifestOptions } from 'vite-plugin-pwa';
import { brand } from '../../shared/brand';

/** The theme colour of the browser's bars and the installed app (the agency's green). */
export const THEME_COLOR = '#195a3f';

/** The web app manifest (/manifest.webmanifest); vite.config.ts hands it to vite-plugin-pwa. */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: brand.name,
  short_name: 'Kumul',
  description: brand.tagline,
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/images/app/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/images/app/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/images/app/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  screenshots: [
    {
      src: '/images/app/screenshot-narrow.webp',
      sizes: '390x844',
      type: 'image/webp',
      form_factor: 'narrow',
      label: 'The home page on a phone',
    },
    {
      src: '/images/app/screenshot-wide.webp',
      sizes: '1280x800',
      type: 'image/webp',
      form_factor: 'wide',
      label: 'The website templates on a laptop',
    },
  ],
};
