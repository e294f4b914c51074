// An island page's two inline scripts (decisions 035, 091, 118), written at build and at run time
// (page.ts). React Router's scripts, route data and preloads go (the words are in the HTML once).
// The scripts' code is built from TypeScript (src/islands/boot: early.ts in the head, boot.ts
// before `</body>`) by scripts/boot-build.ts into the built site's BOOT_SCRIPTS; what a page gives
// them (its boot list, the cart's storage key, event names) is JSON in their element's attribute.

import { CART_STORAGE_KEY } from '../web/lib/cart-store';
import { EARLY_INSTALL_OFFER, HYDRATED_EVENT } from '../web/lib/hydrated-event';
import type { BootConfig, EarlyConfig } from '../islands/boot/config';

export type { BootConfig } from '../islands/boot/config';

/** Where in the built site the islands' build writes the two scripts' code (BootScripts). */
export const BOOT_SCRIPTS = '.vite/boot-scripts.json';

/** The minified code of the boot loader (a module) and of the head's early script (classic). */
export interface BootScripts {
  boot: string;
  early: string;
}

const BOOT_ATTRIBUTE = /<script type="module" data-boot='([^']*)'>/;

/** JSON in a single-quoted attribute, readable by a regular expression looking for `>`. */
const attribute = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('&', '&amp;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

const fromAttribute = (value: string): unknown =>
  JSON.parse(
    value
      .replaceAll('&gt;', '>')
      .replaceAll('&lt;', '<')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&'),
  );

/**
 * An island page (decision 091): React Router's scripts and route data go (the words are in the
 * HTML once); the early script listens from the head (taps, the install offer) and the boot loader
 * imports the islands' entry after the first paint, preloading what it imports. An inline script
 * marked data-page-script (the preview bar's) stays.
 */
export function bootIslands(
  html: string,
  scripts: BootScripts,
  entry: string,
  imports: readonly string[],
): string {
  const withoutRouter = html
    .replace(/<script\b(?![^>]*data-page-script)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const boot: BootConfig = { preload: [entry, ...imports], entry, cartKey: CART_STORAGE_KEY };
  const early: EarlyConfig = {
    cartKey: CART_STORAGE_KEY,
    hydratedEvent: HYDRATED_EVENT,
    installOffer: EARLY_INSTALL_OFFER,
  };
  return withoutRouter
    .replace(/<html\b/, '<html data-islands=""')
    .replace(
      '</head>',
      () => `<script data-boot-early='${attribute(early)}'>${scripts.early}</script></head>`,
    )
    .replace(
      '</body>',
      () => `<script type="module" data-boot='${attribute(boot)}'>${scripts.boot}</script></body>`,
    );
}

/** The boot list of an island page, or undefined for a page without one. */
export function readBootConfig(html: string): BootConfig | undefined {
  const json = BOOT_ATTRIBUTE.exec(html)?.[1];
  return json ? (fromAttribute(json) as BootConfig) : undefined;
}
