// What the page pipeline (src/render/boot-script.ts) gives the two inline scripts of an island
// page, as JSON in their script element's data attribute: the scripts' code is the same on every
// page, built from boot.ts and early.ts (scripts/boot-build.ts).

/** The boot loader's (boot.ts), in `<script type="module" data-boot='…'>` before `</body>`. */
export interface BootConfig {
  /** Every module the page needs, fetched in parallel once the boot starts. */
  preload: string[];
  /** The islands' entry, which hydrates. */
  entry: string;
  /** Where the cart is stored, for the quote page's read-only lines when a download fails. */
  cartKey: string;
}

/** The head's early script's (early.ts), in `<script data-boot-early='…'>` before `</head>`. */
export interface EarlyConfig {
  /** Where the cart is stored: a tap that puts a template in it is written there at once. */
  cartKey: string;
  /** The event announcing that the page has hydrated (src/web/lib/hydrated-event.ts). */
  hydratedEvent: string;
  /** The window property that keeps the browser's install offer for the install card. */
  installOffer: string;
}
