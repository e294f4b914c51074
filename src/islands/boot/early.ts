// The head's classic script of an island page (decision 118), run before the body is parsed;
// inlined before `</head>` by the page pipeline (src/render/boot-script.ts), built and minified by
// scripts/boot-build.ts. Its config (EarlyConfig) is the JSON of its own element's data-boot-early.
//
// A tap on a button before the page has hydrated is held (its default too: a form must not submit
// as plain HTML) and the button is clicked once hydration is announced, once per button. A button
// that puts a template in the cart (`data-cart-put`) is not held: its line is written to the stored
// cart at once, the button marked busy until the page has hydrated, and a storage event tells a
// cart already read. The browser's install offer, which comes once, is kept for the install card.

import type { EarlyConfig } from './config';
import { storedLines } from './stored-cart';

const config = JSON.parse(
  (document.currentScript as HTMLScriptElement | null)?.dataset.bootEarly ?? '',
) as EarlyConfig;

let hydrated = false;
const held: HTMLElement[] = [];

/** Writes a template's line to the stored cart, unless it is there already. */
function put(id: number): void {
  const key = config.cartKey;
  const lines = storedLines(key);
  if (lines.some((line) => line?.id === id)) return;
  lines.push({ id, quantity: 1 });
  try {
    localStorage.setItem(key, JSON.stringify({ version: 1, lines }));
    dispatchEvent(new StorageEvent('storage', { key }));
  } catch {
    // Storage is full or refused: the tap is lost, as it would be without this script.
  }
}

function hold(event: MouseEvent): void {
  if (hydrated || !(event.target instanceof Element)) return;
  const button = event.target.closest<HTMLButtonElement | HTMLInputElement>(
    'button,input[type=submit]',
  );
  if (!button || button.disabled) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const id = Number(button.dataset.cartPut);
  if (id) {
    button.setAttribute('aria-busy', 'true');
    put(id);
    return;
  }
  if (!held.includes(button)) held.push(button);
}

addEventListener('click', hold, true);
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as unknown as Record<string, unknown>)[config.installOffer] = { event, at: Date.now() };
});
addEventListener(
  config.hydratedEvent,
  () => {
    hydrated = true;
    removeEventListener('click', hold, true);
    delete document.documentElement.dataset.storedCart;
    document.querySelector('[data-stored-cart]')?.setAttribute('hidden', '');
    for (const button of document.querySelectorAll('[data-cart-put][aria-busy]')) {
      button.removeAttribute('aria-busy');
    }
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  },
  { once: true },
);
