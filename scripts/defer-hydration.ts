// Build time: rewrites each prerendered page so that no script is fetched before the page has
// painted, and a script that fails to arrive never costs the visitor the page (decision 035).
//
// React Router writes modulepreload links into <head> and a bootstrap module that statically
// imports the route modules, then the client entry. Both start ~110 kB of downloads before the
// first paint, and a failed import ends the bootstrap for good. We move that list into a small
// inline script of our own that starts after the `load` event (or the visitor's first tap or
// key, if sooner), and tries again on `online` or the next tap or key when a download fails.

import { HYDRATED_EVENT } from '../src/web/lib/hydrated-event';

/** What a page must load to hydrate, read from React Router's output. */
export interface BootConfig {
  /** Every module React Router would preload, fetched in parallel once the boot starts. */
  preload: string[];
  /** Imported first, for their side effects (the route manifest). */
  side: string[];
  /** Route id and module URL, in React Router's order. */
  routes: [string, string][];
  /** The client entry, which hydrates. */
  entry: string;
}

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const BOOT_SCRIPT = /<script type="module" data-boot="">const config=(\{.*?\});/;

function readBootstrap(body: string, preload: string[]): BootConfig {
  const side = [...body.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1]!);
  const urls = new Map(
    [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map(
      (match) => [match[1]!, match[2]!] as const,
    ),
  );
  const map = /window\.__reactRouterRouteModules = \{([^}]*)\};/.exec(body)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(body)?.[1];
  const routes = [...(map ?? '').matchAll(/"([^"]+)":(route\d+)/g)].map(
    (match): [string, string] => [match[1]!, urls.get(match[2]!) ?? ''],
  );
  if (!entry || routes.length === 0 || routes.some(([, url]) => !url)) {
    throw new Error(
      'React Router’s bootstrap script has an unexpected shape: update scripts/defer-hydration.ts.',
    );
  }
  return { preload, side, routes, entry };
}

/** The inline module that replaces React Router's bootstrap; plain JavaScript, run as written. */
function bootScript(config: BootConfig): string {
  // While an attempt runs, a chance (online, a tap, a key) is remembered, not lost: a failing
  // attempt started before the connection came back tries again at once. An attempt ends only
  // once all its downloads have. A link that comes back quietly is caught by a retry that waits
  // twice as long each time, 2 s up to a minute. Every module is imported on its own first:
  // Chromium fetches a failed module again only when it is imported itself, not through another.
  // A tap on a button before the page has hydrated is held (its default too: a form must not
  // submit as plain HTML) and the button is clicked once hydration is announced, once per button.
  return `<script type="module" data-boot="">const config=${JSON.stringify(config)};
let hydrated=false;const held=[];
const hold=(event)=>{if(hydrated||!(event.target instanceof Element))return;const button=event.target.closest("button,input[type=submit]");if(!button||button.disabled)return;event.preventDefault();event.stopImmediatePropagation();if(!held.includes(button))held.push(button);};
addEventListener("click",hold,true);
addEventListener(${JSON.stringify(HYDRATED_EVENT)},()=>{hydrated=true;removeEventListener("click",hold,true);held.splice(0).filter((button)=>button.isConnected).forEach((button)=>button.click());},{once:true});
const chances=["online","pointerdown","keydown"];let begun=false;let running=false;let again=false;let done=false;let wait=2000;
const load=(urls)=>Promise.allSettled(urls.map((url)=>import(url))).then((results)=>{const failed=results.find((result)=>result.status==="rejected");if(failed)throw failed.reason;return results.map((result)=>result.value);});
const chance=()=>{if(done)return;if(running){again=true;return;}start();};
const start=()=>{running=true;again=false;
load(config.preload.filter((url)=>url!==config.entry))
.then(()=>load(config.side))
.then(()=>load(config.routes.map((route)=>route[1])))
.then((modules)=>{window.__reactRouterRouteModules=Object.fromEntries(config.routes.map((route,i)=>[route[0],modules[i]]));return load([config.entry]);})
.then(()=>{done=true;chances.forEach((name)=>removeEventListener(name,chance,true));})
.catch((error)=>{console.warn("The page's scripts did not arrive; they are tried again when the connection is back.",error);running=false;if(again){start();return;}setTimeout(chance,wait);wait=Math.min(wait*2,60000);});};
const first=()=>{if(begun)return;begun=true;
for(const href of config.preload){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}
chances.forEach((name)=>addEventListener(name,chance,true));start();};
if(document.readyState==="complete")first();else{addEventListener("load",first);chances.forEach((name)=>addEventListener(name,first,true));}
</script>`;
}

/** Moves a prerendered page's script loading to after its first paint. */
export function deferHydration(html: string): string {
  const preload = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) throw new Error('A prerendered page has no React Router bootstrap script.');
  const config = readBootstrap(bootstrap[1]!, preload);
  return html.replace(MODULEPRELOAD, '').replace(BOOTSTRAP, () => bootScript(config));
}

/**
 * An island page (decision 091): React Router's scripts and route data go (the words are in the
 * HTML once), and the boot script imports the islands' entry, preloading what it imports.
 */
export function bootIslands(html: string, entry: string, imports: readonly string[]): string {
  const withoutRouter = html
    .replace(/<script\b(?![^>]*data-page-script)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const config: BootConfig = { preload: [entry, ...imports], side: [], routes: [], entry };
  return withoutRouter
    .replace(/<html\b/, '<html data-islands=""')
    .replace('</body>', () => `${bootScript(config)}</body>`);
}

/** The boot list of a page written by deferHydration, or undefined for a page without one. */
export function readBootConfig(html: string): BootConfig | undefined {
  const json = BOOT_SCRIPT.exec(html)?.[1];
  return json ? (JSON.parse(json) as BootConfig) : undefined;
}
