import { createHash } from 'node:crypto';
import {
  type DeliveredFile,
  type DeliveredPage,
  type DeliveredSiteJob,
  FIELDS_FILE,
} from './protocol';

// A delivered site's files (issue 46, decision 137), made from its rendered page: the page, its
// 404, a manifest and icon under the business's own name, a service worker scoped to its host, a
// sitemap and robots.txt, and a resort's /rewards page when its loyalty programme is on (decision
// 138). Nothing of the agency's: no chat, no preview bar, no agency script.

const HTML = 'text/html; charset=utf-8';

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * The page's one script, a few hundred bytes: the menu and the questions open and close without
 * the sample's React (a button names what it shows in aria-controls, which is `hidden` until then),
 * and the service worker is registered for offline visits.
 */
export const SITE_SCRIPT =
  "document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button[aria-controls]');if(!b)return;var p=document.getElementById(b.getAttribute('aria-controls'));if(!p)return;var o=b.getAttribute('aria-expanded')!=='true';b.setAttribute('aria-expanded',String(o));p.hidden=!o});" +
  "document.addEventListener('submit',function(e){if(!e.target.getAttribute('action'))e.preventDefault()});" +
  "if('serviceWorker'in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js')});";

function htmlDocument({
  page,
  title,
  body,
  stylesheets,
}: {
  page: DeliveredPage;
  title: string;
  body: string;
  stylesheets: readonly string[];
}): string {
  const { identity } = page;
  // What React put first in the body (the hero picture's preload) belongs in the head.
  const hoisted = /^(?:<link\b[^>]*>)+/.exec(body)?.[0] ?? '';
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(identity.tagline)}">`,
    `<meta name="theme-color" content="${escapeHtml(identity.accent)}">`,
    '<link rel="icon" href="/icon.svg" type="image/svg+xml">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    hoisted,
  ].join('');
  return `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body.slice(hoisted.length)}<script>${SITE_SCRIPT}</script></body></html>`;
}

/** A page of the site's own when an address has nothing: its name, and a way home. */
function notFoundBody(page: DeliveredPage): string {
  const { name, accent } = page.identity;
  return (
    `<main style="max-width:36rem;margin:0 auto;padding:4rem 1.5rem;font-family:system-ui,sans-serif;color:#1c1917">` +
    `<p style="font-weight:600;color:${escapeHtml(accent)}">${escapeHtml(name)}</p>` +
    `<h1 style="font-size:2rem;line-height:1.2;margin:.5rem 0 1rem">Page not found</h1>` +
    `<p style="line-height:1.6">There is nothing at this address.</p>` +
    `<p style="margin-top:2rem"><a href="/" style="color:${escapeHtml(accent)};font-weight:600">Go to the home page</a></p></main>`
  );
}

const FIELD_STYLE =
  'display:block;box-sizing:border-box;width:100%;margin-top:.375rem;padding:.75rem;font:inherit;font-size:1rem;border:1px solid #78716c;border-radius:.375rem;background:#fff;color:#1c1917';
const LABEL_STYLE = 'display:block;margin-top:1rem;font-weight:600';
const BUTTON_STYLE =
  'display:block;width:100%;min-height:2.75rem;margin-top:1.5rem;padding:.75rem 1rem;font:inherit;font-weight:600;border:0;border-radius:.375rem;background:#1c1917;color:#fff;cursor:pointer';

/** A labelled input of the rewards page's forms. */
const field = (id: string, label: string, attributes: string) =>
  `<label for="${id}" style="${LABEL_STYLE}">${label}</label><input id="${id}" ${attributes} style="${FIELD_STYLE}">`;

/**
 * The loyalty programme's page (decision 138), when staff turned it on: join and sign in as plain
 * forms posted to the site's own host, since a delivered page runs no script. The home page's
 * "Join" and "Sign in" link to its #join and #sign-in.
 */
function rewardsBody(page: DeliveredPage): string {
  const { name, accent } = page.identity;
  const section = 'margin-top:2.5rem;padding-top:1.5rem;border-top:1px solid #e7e5e4';
  return (
    `<main style="max-width:32rem;margin:0 auto;padding:2.5rem 1.25rem 4rem;font-family:system-ui,sans-serif;line-height:1.5;color:#1c1917">` +
    `<p style="margin:0;font-weight:600"><a href="/" style="color:${escapeHtml(accent)}">${escapeHtml(name)}</a></p>` +
    `<h1 style="font-size:2rem;line-height:1.2;margin:.5rem 0 1rem">Paradise Rewards</h1>` +
    `<p>Earn points on every night and every meal, and move up from Silver to Platinum. Join today: Silver status from day one, 100 bonus points and 5% off your first stay.</p>` +
    `<section id="join" aria-labelledby="join-title" style="${section}"><h2 id="join-title" style="font-size:1.5rem;margin:0">Join Paradise Rewards</h2>` +
    `<form method="post" action="/rewards/join">` +
    field(
      'join-name',
      'Full name',
      'name="fullName" autocomplete="name" required maxlength="200"',
    ) +
    field(
      'join-email',
      'Email',
      'name="email" type="email" autocomplete="email" required maxlength="254"',
    ) +
    field(
      'join-phone',
      'Phone (optional)',
      'name="phone" type="tel" autocomplete="tel" maxlength="50"',
    ) +
    field(
      'join-birth',
      'Date of birth (optional)',
      'name="dateOfBirth" type="date" autocomplete="bday"',
    ) +
    `<button type="submit" style="${BUTTON_STYLE}">Create Account</button></form></section>` +
    `<section id="sign-in" aria-labelledby="sign-in-title" style="${section}"><h2 id="sign-in-title" style="font-size:1.5rem;margin:0">Member sign in</h2>` +
    `<p>Sign in with the email you joined with and the member number from your welcome message.</p>` +
    `<form method="post" action="/rewards/sign-in">` +
    field(
      'sign-in-email',
      'Email',
      'name="email" type="email" autocomplete="email" required maxlength="254"',
    ) +
    field(
      'sign-in-number',
      'Member number',
      'name="memberNumber" placeholder="PR-12345678" required maxlength="20" autocapitalize="characters"',
    ) +
    `<button type="submit" style="${BUTTON_STYLE}">Sign In</button></form></section>` +
    `<p style="margin-top:2.5rem"><a href="/" style="color:${escapeHtml(accent)};font-weight:600">Back to the home page</a></p></main>`
  );
}

function icon(page: DeliveredPage, logoDataUrl: string | undefined): string {
  const { name, accent } = page.identity;
  const mark = logoDataUrl
    ? `<rect x="56" y="56" width="400" height="400" rx="48" fill="#fff"/><image href="${escapeHtml(logoDataUrl)}" x="76" y="76" width="360" height="360" preserveAspectRatio="xMidYMid meet"/>`
    : `<text x="256" y="256" font-size="240" font-family="system-ui,sans-serif" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="central">${escapeHtml([...name.trim()][0]?.toUpperCase() ?? '')}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${escapeHtml(accent)}"/>${mark}</svg>`;
}

function manifest(page: DeliveredPage): string {
  const { name, tagline, accent } = page.identity;
  return JSON.stringify({
    name,
    short_name: [...name].length > 12 ? [...name].slice(0, 12).join('').trim() : name,
    description: tagline,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: accent,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon.svg', sizes: '512x512', type: 'image/svg+xml', purpose: 'any' },
    ],
  });
}

/**
 * Its worker, scoped to its host: the page, its styles and icon are kept at install; pages come
 * from the network first and from the cache offline; other files from the cache first.
 */
function serviceWorker(version: string, precache: readonly string[]): string {
  return `const CACHE=${JSON.stringify(`site-${version}`)};const PRECACHE=${JSON.stringify(precache)};
self.addEventListener('install',e=>{e.waitUntil(caches.open(CACHE).then(c=>c.addAll(PRECACHE)).then(()=>self.skipWaiting()))});
self.addEventListener('activate',e=>{e.waitUntil(caches.keys().then(k=>Promise.all(k.filter(n=>n!==CACHE).map(n=>caches.delete(n)))).then(()=>self.clients.claim()))});
self.addEventListener('fetch',e=>{const r=e.request;if(r.method!=='GET'||new URL(r.url).origin!==location.origin)return;
if(r.mode==='navigate'){e.respondWith(fetch(r).then(res=>{if(res.ok){const c=res.clone();caches.open(CACHE).then(x=>x.put(r,c))}return res}).catch(()=>caches.match(r).then(m=>m||caches.match('/'))));return}
e.respondWith(caches.match(r).then(m=>m||fetch(r).then(res=>{if(res.ok){const c=res.clone();caches.open(CACHE).then(x=>x.put(r,c))}return res})))});
`;
}

/** Every file of a delivered site, from its rendered page. */
export function deliveredSiteFiles(
  page: DeliveredPage,
  { url, logoDataUrl, loyalty }: DeliveredSiteJob['delivered'],
): DeliveredFile[] {
  const { name, tagline } = page.identity;
  const home = htmlDocument({
    page,
    title: tagline ? `${name} | ${tagline}` : name,
    body: page.body,
    stylesheets: page.stylesheets,
  });
  const notFound = htmlDocument({
    page,
    title: `Page not found | ${name}`,
    body: notFoundBody(page),
    stylesheets: [],
  });
  const version = createHash('sha256').update(home).digest('hex').slice(0, 12);
  const logo = logoDataUrl ? ['/logo.webp'] : [];
  const origin = url.replace(/\/+$/, '');
  return [
    { path: '/', type: HTML, body: home },
    { path: '/404', type: HTML, body: notFound },
    ...(loyalty
      ? [
          {
            path: '/rewards',
            type: HTML,
            body: htmlDocument({
              page,
              title: `Paradise Rewards | ${name}`,
              body: rewardsBody(page),
              stylesheets: [],
            }),
          },
        ]
      : []),
    { path: '/manifest.webmanifest', type: 'application/manifest+json', body: manifest(page) },
    { path: '/icon.svg', type: 'image/svg+xml', body: icon(page, logoDataUrl) },
    {
      path: '/sw.js',
      type: 'application/javascript; charset=utf-8',
      body: serviceWorker(version, ['/', ...page.stylesheets, '/icon.svg', ...logo]),
    },
    {
      path: '/sitemap.xml',
      type: 'application/xml; charset=utf-8',
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${escapeHtml(origin)}/</loc></url></urlset>\n`,
    },
    // Not served: what the editor shows (src/server/sites/site-editor.ts).
    { path: FIELDS_FILE, type: 'application/json', body: JSON.stringify(page.fields) },
    {
      path: '/robots.txt',
      type: 'text/plain; charset=utf-8',
      body: `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`,
    },
  ];
}
