// The boot loader of an island page (decisions 035, 091, 096, 118), inlined as a module script
// before `</body>` by the page pipeline (src/render/boot-script.ts), built and minified by
// scripts/boot-build.ts. Its config (BootConfig) is the JSON of its own element's data-boot.
//
// It waits for `load` and for the first contentful paint, which a fast `load` can come before: no
// script download competes with it. No timer in between: a paused clock (a test's fake one, a
// throttled background tab) must not stall it. A tap or key starts it at once. While an attempt
// runs, a chance (online, a tap, a key) is remembered, not lost: a failing attempt started before
// the connection came back tries again at once. An attempt ends at its first failed import. A link
// that comes back quietly is caught by a retry that waits twice as long each time, 2 s up to a
// minute. The links fetch every module at once; then each is imported on its own, after what it
// imports, in a task of its own (a page's modules run together were one long task, decision 096),
// and Chromium fetches a failed module again only when it is imported itself, not through another.
// A link costs about a millisecond to add: a few per task. If a download fails on the quote page,
// its stored lines show read-only (decision 118), in the stored order, as the page's own quote
// lists them.

import type { BootConfig } from './config';
import { storedLines } from './stored-cart';

const config = JSON.parse(
  document.querySelector<HTMLScriptElement>('script[data-boot]')?.dataset.boot ?? '',
) as BootConfig;

const LINKS_PER_TASK = 4;
const chances = ['online', 'pointerdown', 'keydown'];
let begun = false;
let running = false;
let again = false;
let done = false;
let wait = 2000;

/** The quote page's stored lines, read-only, while its scripts are missing. */
function showStoredCart(): void {
  const box = document.querySelector<HTMLElement>('[data-stored-cart]');
  if (!box || document.documentElement.hasAttribute('data-hydrated')) return;
  for (const line of storedLines(config.cartKey)) {
    const row = box.querySelector<HTMLElement>(`[data-line="${Number(line?.id)}"]`);
    const quantity = Number(line?.quantity);
    if (!row || !(quantity > 0)) continue;
    row.parentElement?.append(row);
    row.hidden = false;
    const shown = row.querySelector('[data-quantity]');
    if (shown) shown.textContent = String(quantity);
    box.hidden = false;
    document.documentElement.dataset.storedCart = '';
  }
}

/** Resolves in a task of its own. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** Imports each module on its own, in a task of its own. */
async function load(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    await import(/* @vite-ignore */ url);
    await nextTask();
  }
}

function chance(): void {
  if (done) return;
  if (running) {
    again = true;
    return;
  }
  start();
}

function start(): void {
  running = true;
  again = false;
  load(config.preload.filter((url) => url !== config.entry))
    .then(() => load([config.entry]))
    .then(() => {
      done = true;
      for (const name of chances) removeEventListener(name, chance, true);
    })
    .catch((error: unknown) => {
      showStoredCart();
      console.warn(
        "The page's scripts did not arrive; they are tried again when the connection is back.",
        error,
      );
      running = false;
      if (again) {
        start();
        return;
      }
      setTimeout(chance, wait);
      wait = Math.min(wait * 2, 60_000);
    });
}

async function first(): Promise<void> {
  if (begun) return;
  begun = true;
  for (const name of chances) addEventListener(name, chance, true);
  for (const [index, href] of config.preload.entries()) {
    if (index > 0 && index % LINKS_PER_TASK === 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (!running) start();
}

function afterPaint(): void {
  // Older browsers have no list of entry types.
  const types = PerformanceObserver.supportedEntryTypes as readonly string[] | undefined;
  if (!types?.includes('paint')) {
    void first();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    void first();
  }).observe({ type: 'paint', buffered: true });
}

if (document.readyState === 'complete') afterPaint();
else {
  addEventListener('load', afterPaint);
  for (const name of chances) addEventListener(name, () => void first(), true);
}
