import { describe, expect, it } from 'vitest';
import { bootIslands, readBootConfig } from '../../src/render/boot-script';
import { EARLY_INSTALL_OFFER, HYDRATED_EVENT } from '../../src/web/lib/hydrated-event';

// The shape React Router 7 writes into every prerendered page (trimmed to what matters).
const page = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app-1.css"/><title>Home</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/framework-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/><link rel="modulepreload" href="/assets/home-1.js"/></head><body><h1>Home</h1><script>window.__reactRouterContext = {};</script><script data-page-script="">document.documentElement.dataset.bar = "";</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script></body></html>`;

describe('bootIslands', () => {
  const islands = bootIslands(page, '/assets/hydrate-islands-1.js', ['/assets/framework-1.js']);

  it('sends the words once: no router script, route data or preload is left', () => {
    expect(islands).not.toContain('__reactRouterContext');
    expect(islands).not.toContain('modulepreload" href');
    expect(islands).not.toContain('/assets/home-1.js');
    expect(islands).not.toMatch(/^import /m);
    expect(islands).toContain('<h1>Home</h1>');
    expect(islands).toContain('<link rel="stylesheet" href="/assets/app-1.css"/>');
    expect(islands).toContain('<html data-islands="" lang="en">');
  });

  it('keeps a script the page marks as its own', () => {
    expect(islands).toContain('document.documentElement.dataset.bar = "";');
  });

  it('boots the islands’ entry alone, with what it imports', () => {
    expect(readBootConfig(islands)).toEqual({
      preload: ['/assets/hydrate-islands-1.js', '/assets/framework-1.js'],
      entry: '/assets/hydrate-islands-1.js',
    });
    expect(readBootConfig(page)).toBeUndefined();
  });

  it('starts after load and the first paint, or at the first tap or key, and retries at the next chance', () => {
    // A `load` that comes before the first paint must not start a download ahead of it.
    expect(islands).toContain('list.getEntriesByName("first-contentful-paint")');
    expect(islands).toContain('observe({type:"paint",buffered:true})');
    expect(islands).toContain('addEventListener("load",afterPaint)');
    expect(islands).toContain('chances.forEach((name)=>addEventListener(name,first,true))');
    // Each module on its own before the entry, so a retry fetches every failed one.
    expect(islands).toContain('load(config.preload.filter((url)=>url!==config.entry))');
    // All fetched at once, then run one at a time, each in a task of its own.
    expect(islands).toContain('link.rel="modulepreload"');
    expect(islands).toContain('for(const url of urls){await import(url);await nextTask();}');
    expect(islands).toContain('const chances=["online","pointerdown","keydown"]');
    // A chance during a failing attempt is kept: the attempt retries at once.
    expect(islands).toContain('if(running){again=true;return;}');
    // Otherwise a timer tries again, waiting twice as long each time, up to a minute.
    expect(islands).toContain('setTimeout(chance,wait);wait=Math.min(wait*2,60000)');
  });

  it('listens from the head, before the body is parsed: taps, the cart and the install offer', () => {
    const head = islands.slice(0, islands.indexOf('</head>'));
    expect(head).toContain('<script data-boot-early="">');
    expect(head).toContain('addEventListener("click",hold,true)');
    expect(head).toContain('if(!held.includes(button))held.push(button)');
    expect(head).toContain(`addEventListener(${JSON.stringify(HYDRATED_EVENT)},`);
    // A tap that puts a template in the cart is written at once, marked busy, never clicked again.
    expect(head).toContain(
      'const id=Number(button.dataset.cartPut);if(id){button.setAttribute("aria-busy","true");put(id);return;}',
    );
    expect(head).toContain(
      'if(lines.some((line)=>line?.id===id))return;lines.push({id,quantity:1})',
    );
    expect(head).toContain('dispatchEvent(new StorageEvent("storage",{key}))');
    expect(head).toContain(`window[${JSON.stringify(EARLY_INSTALL_OFFER)}]={event,at:Date.now()}`);
  });

  it('shows the stored quote read-only when a download fails', () => {
    expect(islands).toContain('.catch((error)=>{storedCart();');
    expect(islands).toContain('document.querySelector("[data-stored-cart]")');
  });
});
