import { Window } from 'happy-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compileBootScripts } from '../../scripts/boot-build';
import { type BootScripts, bootIslands, readBootConfig } from '../../src/render/boot-script';
import { CART_STORAGE_KEY } from '../../src/web/lib/cart-store';
import { EARLY_INSTALL_OFFER, HYDRATED_EVENT } from '../../src/web/lib/hydrated-event';

// The shape React Router 7 writes into every prerendered page (trimmed to what matters).
const routerPage = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app-1.css"/><title>Home</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/framework-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/><link rel="modulepreload" href="/assets/home-1.js"/></head><body>${body}<script>window.__reactRouterContext = {};</script><script data-page-script="">document.documentElement.dataset.bar = "";</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script></body></html>`;

const ENTRY = '/assets/hydrate-islands-1.js';

let scripts: BootScripts;
// The scripts as the build makes them (scripts/boot-build.ts), from src/islands/boot.
beforeAll(async () => {
  scripts = await compileBootScripts();
}, 60_000);

const windows: Window[] = [];
afterEach(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

/** happy-dom's window, seen through the DOM's own types, as the scripts see it. */
type BrowserWindow = globalThis.Window & typeof globalThis;

/** An island page in a browser-like window that runs its inline scripts. */
function browse(body: string, stored?: unknown): BrowserWindow {
  const window = new Window({
    url: 'https://site.test/',
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
      disableJavaScriptFileLoading: true,
    },
  });
  windows.push(window);
  if (stored !== undefined) window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
  window.document.write(bootIslands(routerPage(body), scripts, ENTRY, ['/assets/framework-1.js']));
  return window as unknown as BrowserWindow;
}

const hydrate = (window: BrowserWindow) => window.dispatchEvent(new window.Event(HYDRATED_EVENT));

describe('bootIslands', () => {
  const islands = () =>
    bootIslands(routerPage('<h1>Home</h1>'), scripts, ENTRY, ['/assets/framework-1.js']);

  it('sends the words once: no router script, route data or preload is left', () => {
    const html = islands();
    expect(html).not.toContain('__reactRouterContext');
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toContain('/assets/home-1.js');
    expect(html).not.toMatch(/^import /m);
    expect(html).toContain('<h1>Home</h1>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-1.css"/>');
    expect(html).toContain('<html data-islands="" lang="en">');
  });

  it('keeps a script the page marks as its own', () => {
    expect(islands()).toContain('document.documentElement.dataset.bar = "";');
  });

  it('boots the islands’ entry alone, with what it imports, its list given as data', () => {
    expect(readBootConfig(islands())).toEqual({
      preload: [ENTRY, '/assets/framework-1.js'],
      entry: ENTRY,
      cartKey: CART_STORAGE_KEY,
    });
    expect(readBootConfig(routerPage(''))).toBeUndefined();
    // The code is the same on every page: the page's list is not in it.
    expect(scripts.boot).not.toContain('/assets/');
    expect(islands()).toContain(`${scripts.boot}</script></body>`);
  });

  it('puts the early script in the head, with its names as data', () => {
    const head = islands().slice(0, islands().indexOf('</head>'));
    expect(head).toContain(`>${scripts.early}</script>`);
    expect(scripts.early).not.toContain(HYDRATED_EVENT);
    expect(head).toContain(HYDRATED_EVENT);
    expect(head).toContain(EARLY_INSTALL_OFFER);
  });

  it('starts the boot after load and the first paint, fetching every module at once', () => {
    // A `load` that comes before the first paint must not start a download ahead of it.
    expect(scripts.boot).toContain('first-contentful-paint');
    expect(scripts.boot).toContain('modulepreload');
    expect(scripts.boot).toMatch(/\bMessageChannel\b/);
  });
});

describe('the early script', () => {
  it('holds a tap made before hydration and clicks the button once hydrated, once', () => {
    const window = browse('<form><button id="send">Send</button></form>');
    const button = window.document.getElementById('send')!;
    let submitted = 0;
    button.closest('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    const tap = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tap);
    button.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(tap.defaultPrevented).toBe(true);
    expect(submitted).toBe(0);
    hydrate(window);
    expect(submitted).toBe(1);
    // Once hydrated, a tap is the page's own.
    button.click();
    expect(submitted).toBe(2);
  });

  it('puts a template in the stored cart at once, marks its button busy until hydrated', () => {
    const window = browse('<button id="put" data-cart-put="7">Add</button>', {
      version: 1,
      lines: [{ id: 3, quantity: 2 }],
    });
    const told: (string | null)[] = [];
    window.addEventListener('storage', (event) => told.push(event.key));
    const button = window.document.getElementById('put')!;
    button.click();
    button.click();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({
      version: 1,
      lines: [
        { id: 3, quantity: 2 },
        { id: 7, quantity: 1 },
      ],
    });
    expect(told).toEqual([CART_STORAGE_KEY]);
    expect(button.getAttribute('aria-busy')).toBe('true');
    hydrate(window);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('starts a cart when none can be read', () => {
    const window = browse('<button id="put" data-cart-put="5">Add</button>', 'not a cart');
    window.document.getElementById('put')!.click();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({
      version: 1,
      lines: [{ id: 5, quantity: 1 }],
    });
  });

  it('keeps the browser’s install offer for the install card', () => {
    const window = browse('');
    const offer = new window.Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    const kept = (window as unknown as Record<string, { event: Event } | undefined>)[
      EARLY_INSTALL_OFFER
    ];
    expect(kept?.event).toBe(offer);
  });
});

describe('the boot loader', () => {
  it('shows the stored quote read-only, in the stored order, when a download fails', async () => {
    const window = browse(
      `<div data-stored-cart="" hidden><ul><li data-line="3" hidden><span data-quantity="">0</span></li><li data-line="7" hidden><span data-quantity="">0</span></li><li data-line="9" hidden><span data-quantity="">0</span></li></ul></div>`,
      {
        version: 1,
        lines: [
          { id: 7, quantity: 2 },
          { id: 3, quantity: 1 },
          { id: 9, quantity: 0 },
        ],
      },
    );
    window.dispatchEvent(new window.Event('load'));
    const box = window.document.querySelector<HTMLElement>('[data-stored-cart]')!;
    await expect.poll(() => box.hidden, { timeout: 5_000 }).toBe(false);
    const shown = [...box.querySelectorAll<HTMLElement>('[data-line]:not([hidden])')].map(
      (row) => `${row.dataset.line}×${row.textContent}`,
    );
    expect(shown).toEqual(['7×2', '3×1']);
    expect(window.document.documentElement.dataset.storedCart).toBe('');
  });
});
