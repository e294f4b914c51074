// An island page's boot script (decisions 035, 091), written at build and at run time (page.ts).
// React Router's scripts, route data and preloads go (the words are in the HTML once), and a small
// inline script of ours imports the islands' entry once the page has painted, retries when a
// download fails, and holds an early tap until the page has hydrated. A classic script in the head
// listens from the first byte (decision 118): it keeps a tap that changes the cart in the stored
// cart at once, and the browser's install offer, for the islands to find.

import { CART_STORAGE_KEY } from '../web/lib/cart-store';
import { EARLY_INSTALL_OFFER, HYDRATED_EVENT } from '../web/lib/hydrated-event';

/** What an island page loads to hydrate. */
export interface BootConfig {
  /** Every module the page needs, fetched in parallel once the boot starts. */
  preload: string[];
  /** The islands' entry, which hydrates. */
  entry: string;
}

const BOOT_SCRIPT = /<script type="module" data-boot="">const config=(\{.*?\});/;

/** The inline module that boots an island page; plain JavaScript, run as written. */
function bootScript(config: BootConfig): string {
  // The boot waits for `load` and for the first contentful paint, which a fast `load` can come
  // before: no script download competes with it. No timer in between: a paused clock (a test's
  // fake one, a throttled background tab) must not stall it. A tap or key starts it at once.
  // While an attempt runs, a chance (online, a tap, a key) is remembered, not lost: a failing
  // attempt started before the connection came back tries again at once. An attempt ends at
  // its first failed import. A link that comes back quietly is caught by a retry that waits
  // twice as long each time, 2 s up to a minute. The links fetch every module at once; then each
  // is imported on its own, after what it imports, in a task of its own (a page's modules run
  // together were one long task, decision 096), and Chromium fetches a failed module again only
  // when it is imported itself, not through another. A link costs about a millisecond to add:
  // a few per task.
  // If a download fails on the quote page, its stored lines show read-only (decision 118), in the
  // stored order, as the page's own quote lists them.
  return `<script type="module" data-boot="">const config=${JSON.stringify(config)};
const storedCart=()=>{const box=document.querySelector("[data-stored-cart]");if(!box||document.documentElement.hasAttribute("data-hydrated"))return;let lines;try{lines=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})).lines;}catch{}
for(const line of Array.isArray(lines)?lines:[]){const row=box.querySelector(\`[data-line="\${Number(line?.id)}"]\`);if(row&&line.quantity>0){row.parentElement.append(row);row.hidden=false;row.querySelector("[data-quantity]").textContent=line.quantity;box.hidden=false;document.documentElement.dataset.storedCart="";}}};
const LINKS_PER_TASK=4;const chances=["online","pointerdown","keydown"];let begun=false;let running=false;let again=false;let done=false;let wait=2000;
const nextTask=()=>new Promise((resolve)=>{const channel=new MessageChannel();channel.port1.onmessage=resolve;channel.port2.postMessage(null);});
const load=async(urls)=>{for(const url of urls){await import(url);await nextTask();}};
const chance=()=>{if(done)return;if(running){again=true;return;}start();};
const start=()=>{running=true;again=false;
load(config.preload.filter((url)=>url!==config.entry))
.then(()=>load([config.entry]))
.then(()=>{done=true;chances.forEach((name)=>removeEventListener(name,chance,true));})
.catch((error)=>{storedCart();console.warn("The page's scripts did not arrive; they are tried again when the connection is back.",error);running=false;if(again){start();return;}setTimeout(chance,wait);wait=Math.min(wait*2,60000);});};
const first=async()=>{if(begun)return;begun=true;
chances.forEach((name)=>addEventListener(name,chance,true));
for(const [index,href] of config.preload.entries()){if(index>0&&index%LINKS_PER_TASK===0)await nextTask();const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}
if(!running)start();};
const afterPaint=()=>{if(!PerformanceObserver.supportedEntryTypes?.includes("paint")){first();return;}new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length===0)return;observer.disconnect();first();}).observe({type:"paint",buffered:true});};
if(document.readyState==="complete")afterPaint();else{addEventListener("load",afterPaint);chances.forEach((name)=>addEventListener(name,first,true));}
</script>`;
}

/**
 * The head's classic script (decision 118), run before the body is parsed. A tap on a button before
 * the page has hydrated is held (its default too: a form must not submit as plain HTML) and the
 * button is clicked once hydration is announced, once per button. A button that puts a template in
 * the cart (`data-cart-put`) is not held: its line is written to the stored cart at once, the
 * button marked busy until the page has hydrated, and a storage event tells a cart already read.
 * The browser's install offer, which comes once, is kept for the install card.
 */
const EARLY_SCRIPT = `<script data-boot-early="">(()=>{let hydrated=false;const held=[];const key=${JSON.stringify(CART_STORAGE_KEY)};
const put=(id)=>{let lines;try{lines=JSON.parse(localStorage.getItem(key)).lines;}catch{}if(!Array.isArray(lines))lines=[];if(lines.some((line)=>line?.id===id))return;lines.push({id,quantity:1});try{localStorage.setItem(key,JSON.stringify({version:1,lines}));dispatchEvent(new StorageEvent("storage",{key}));}catch{}};
const hold=(event)=>{if(hydrated||!(event.target instanceof Element))return;const button=event.target.closest("button,input[type=submit]");if(!button||button.disabled)return;event.preventDefault();event.stopImmediatePropagation();const id=Number(button.dataset.cartPut);if(id){button.setAttribute("aria-busy","true");put(id);return;}if(!held.includes(button))held.push(button);};
addEventListener("click",hold,true);
addEventListener("beforeinstallprompt",(event)=>{event.preventDefault();window[${JSON.stringify(EARLY_INSTALL_OFFER)}]={event,at:Date.now()};});
addEventListener(${JSON.stringify(HYDRATED_EVENT)},()=>{hydrated=true;removeEventListener("click",hold,true);delete document.documentElement.dataset.storedCart;document.querySelector("[data-stored-cart]")?.setAttribute("hidden","");document.querySelectorAll("[data-cart-put][aria-busy]").forEach((button)=>button.removeAttribute("aria-busy"));held.splice(0).filter((button)=>button.isConnected).forEach((button)=>button.click());},{once:true});})();</script>`;

/**
 * An island page (decision 091): React Router's scripts and route data go (the words are in the
 * HTML once), and the boot script imports the islands' entry, preloading what it imports. An
 * inline script marked data-page-script (the preview bar's) stays.
 */
export function bootIslands(html: string, entry: string, imports: readonly string[]): string {
  const withoutRouter = html
    .replace(/<script\b(?![^>]*data-page-script)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const config: BootConfig = { preload: [entry, ...imports], entry };
  return withoutRouter
    .replace(/<html\b/, '<html data-islands=""')
    .replace('</head>', () => `${EARLY_SCRIPT}</head>`)
    .replace('</body>', () => `${bootScript(config)}</body>`);
}

/** The boot list of an island page, or undefined for a page without one. */
export function readBootConfig(html: string): BootConfig | undefined {
  const json = BOOT_SCRIPT.exec(html)?.[1];
  return json ? (JSON.parse(json) as BootConfig) : undefined;
}
