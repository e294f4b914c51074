import { describe, expect, it } from 'vitest';
import { bootIslands, deferHydration, readBootConfig } from '../../scripts/defer-hydration';
import { HYDRATED_EVENT } from '../../src/web/lib/hydrated-event';

// The shape React Router 7 writes into every prerendered page (trimmed to what matters).
const page = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app-1.css"/><title>Home</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/framework-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/><link rel="modulepreload" href="/assets/home-1.js"/></head><body><h1>Home</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script></body></html>`;

describe('deferHydration', () => {
  const deferred = deferHydration(page);

  it('leaves nothing in the page that fetches a script before the first paint', () => {
    expect(deferred).not.toContain('modulepreload" href');
    expect(deferred).not.toMatch(/<script type="module" async="">/);
    expect(deferred).not.toMatch(/^import /m);
    expect(deferred).toContain('<h1>Home</h1>');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app-1.css"/>');
    expect(deferred).toContain('window.__reactRouterContext = {};');
  });

  it('keeps React Router’s list: preloads, the manifest, the route modules in order, the entry', () => {
    expect(readBootConfig(deferred)).toEqual({
      preload: [
        '/assets/manifest-1.js',
        '/assets/entry.client-1.js',
        '/assets/framework-1.js',
        '/assets/root-1.js',
        '/assets/home-1.js',
      ],
      side: ['/assets/manifest-1.js'],
      routes: [
        ['root', '/assets/root-1.js'],
        ['routes/home', '/assets/home-1.js'],
      ],
      entry: '/assets/entry.client-1.js',
    });
  });

  it('starts at load or the first tap or key, and retries at the next chance', () => {
    expect(deferred).toContain('addEventListener("load",first)');
    // Each module on its own before the routes and the entry, so a retry fetches every failed one.
    expect(deferred).toContain('load(config.preload.filter((url)=>url!==config.entry))');
    expect(deferred).toContain('const chances=["online","pointerdown","keydown"]');
    // A chance during a failing attempt is kept: the attempt retries at once.
    expect(deferred).toContain('if(running){again=true;return;}');
    // Otherwise a timer tries again, waiting twice as long each time, up to a minute.
    expect(deferred).toContain('setTimeout(chance,wait);wait=Math.min(wait*2,60000)');
  });

  it('holds a tap on a button until the page announces its hydration, then clicks it once', () => {
    expect(deferred).toContain('addEventListener("click",hold,true)');
    expect(deferred).toContain('if(!held.includes(button))held.push(button)');
    expect(deferred).toContain(`addEventListener(${JSON.stringify(HYDRATED_EVENT)},`);
  });

  it('fails the build when React Router’s bootstrap changes shape', () => {
    expect(() => deferHydration(page.replace(/import\("[^"]+"\);/, ''))).toThrow(
      /unexpected shape/,
    );
    expect(() => deferHydration('<html><body>no scripts</body></html>')).toThrow(/no React Router/);
  });
});

describe('bootIslands', () => {
  const islands = bootIslands(page, '/assets/hydrate-islands-1.js', ['/assets/framework-1.js']);

  it('sends the words once: no router script, route data or preload is left', () => {
    expect(islands).not.toContain('__reactRouterContext');
    expect(islands).not.toContain('modulepreload" href');
    expect(islands).not.toContain('/assets/home-1.js');
    expect(islands).toContain('<h1>Home</h1>');
    expect(islands).toContain('<html data-islands="" lang="en">');
  });

  it('boots the islands’ entry alone, after the paint, with what it imports', () => {
    expect(readBootConfig(islands)).toEqual({
      preload: ['/assets/hydrate-islands-1.js', '/assets/framework-1.js'],
      side: [],
      routes: [],
      entry: '/assets/hydrate-islands-1.js',
    });
    expect(islands).toContain('addEventListener("load",first)');
    expect(islands).toContain('addEventListener("click",hold,true)');
  });
});
