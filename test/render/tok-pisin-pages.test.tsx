import { describe, expect, it } from 'vitest';
import { projects } from '../../src/shared/portfolio';
import { agencyPathsIn } from '../../src/web/app/paths';
import * as checkout from '../../src/web/app/routes/checkout';
import * as collaborators from '../../src/web/app/routes/collaborators';
import * as home from '../../src/web/app/routes/home';
import * as legal from '../../src/web/app/routes/legal';
import * as offline from '../../src/web/app/routes/offline';
import * as portfolioPage from '../../src/web/app/routes/portfolio';
import * as privacyPolicy from '../../src/web/app/routes/privacy-policy';
import * as products from '../../src/web/app/routes/products';
import * as termsOfUse from '../../src/web/app/routes/terms-of-use';
import { en } from '../../src/shared/words/en';
import { tpi } from '../../src/shared/words/tpi';
import { englishIn, englishTexts, fixedPart } from './english-texts';
import { type RouteModule, elements, headOf, renderRoute, textOf } from './render-route';

// The Tok Pisin pages' words as the build prerenders them (issue 15, decision 060): their route
// modules rendered with their loaders' data. What needs a browser (the switch, hydration, forms,
// overlays) stays in e2e/i18n-*.spec.ts.

const modules: Readonly<Record<string, RouteModule>> = {
  '/tpi/': home,
  '/tpi/products': products,
  '/tpi/portfolio': portfolioPage,
  '/tpi/checkout': checkout,
  '/tpi/collaborators': collaborators,
  '/tpi/privacy-policy': privacyPolicy,
  '/tpi/terms-of-use': termsOfUse,
  '/tpi/legal': legal,
};

const linksIn = (html: string) => elements(html, 'a');
const hrefOf = (html: string, text: string | RegExp) =>
  linksIn(html).find((link) =>
    typeof text === 'string' ? link.text === text : text.test(link.text),
  )?.attributes.href;

describe('every Tok Pisin agency page', () => {
  it('is rendered here, and the English sentences to look for are many', () => {
    expect(Object.keys(modules).toSorted()).toEqual([...agencyPathsIn('tpi')].sort());
    // The check cannot pass on nothing.
    expect(englishTexts.length).toBeGreaterThan(200);
    expect(englishTexts).toContain(fixedPart(en.layout.notFound.text));
  });

  for (const [path, module] of Object.entries(modules)) {
    it(`${path} shows no English sentence, and its links stay under /tpi/`, async () => {
      const html = await renderRoute(module, path);
      expect(englishIn(textOf(html))).toEqual([]);
      const english = englishIn(textOf(await renderRoute(module, path.replace('/tpi', '') || '/')));
      expect(english.length, 'the English page has English to find').toBeGreaterThan(0);
      // The page's and the footer's links; the header's language switch leads to English on purpose.
      const mainAndFooter = [...html.matchAll(/<(main|footer)\b[^]*?<\/\1>/g)]
        .map((match) => match[0])
        .join('');
      const local = linksIn(mainAndFooter)
        .map((link) => link.attributes.href ?? '')
        .filter((href) => href.startsWith('/') && !href.startsWith('/templates/'));
      // The binding English legal text is the one English address a Tok Pisin page links to.
      const outside = local.filter(
        (href) => !href.startsWith('/tpi/') && !/^\/(terms-of-use|privacy-policy)(#|$)/.test(href),
      );
      expect(local.length).toBeGreaterThan(5);
      expect(outside).toEqual([]);
    });
  }
});

describe('Tok Pisin legal pages (decision 060)', () => {
  it('the terms of use: headings, the 50% deposit, and links to the English text', async () => {
    const html = await renderRoute(termsOfUse, '/tpi/terms-of-use');
    expect((await headOf(termsOfUse, '/tpi/terms-of-use')).title).toBe(
      'Lo bilong yusim | Kumul Digital',
    );
    const text = textOf(html);
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual(['Lo bilong yusim']);
    expect(text).toContain('Vesen 1.0 · I kirap long 1 Janueri 2025');
    expect(hrefOf(html, /^4\.\s*Pe$/)).toBe('#payment');
    const headings = elements(html, 'h2').map((h2) => h2.text);
    expect(headings).toContain('4. Pe');
    expect(headings.some((heading) => heading.endsWith('Bekim mani'))).toBe(true);
    expect(headings.filter((heading) => /Payment|Refunds/.test(heading))).toEqual([]);
    expect(text).toContain('50% pe pastaim bipo wok i kirap');

    const sectionLinks = linksIn(html).filter(
      (link) => link.text === 'Ritim dispela hap long Inglis',
    );
    expect(sectionLinks.map((link) => link.attributes.href)).toContain('/terms-of-use#payment');
    expect(sectionLinks.map((link) => link.attributes.href)).toContain('/terms-of-use#refunds');
    for (const link of sectionLinks) expect(link.attributes.hreflang).toBe('en');
    expect(hrefOf(html, 'Ritim olgeta lo long Inglis')).toBe('/terms-of-use');
  });

  it('the English terms are the text itself, with no link to an English version', async () => {
    const html = await renderRoute(termsOfUse, '/terms-of-use');
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual(['Terms of Use']);
    expect(elements(html, 'h2').map((h2) => h2.text)).toContain('4. Payment');
    const text = textOf(html);
    expect(text).toContain(
      'need a 50% deposit before work starts. The balance is due on completion',
    );
    expect(text).toContain('processed in 5-10 business days');
    expect(linksIn(html).filter((link) => /English/.test(link.text))).toEqual([]);
  });

  it('the privacy policy and the hub keep figures, contacts and links', async () => {
    const policy = await renderRoute(privacyPolicy, '/tpi/privacy-policy');
    expect(elements(policy, 'h1').map((h1) => h1.text)).toEqual(['Lo bilong lukautim toksave']);
    expect(textOf(policy)).toContain('i stap 7 yia bihain');
    expect(textOf(policy)).toContain('Mipela i bekim insait long 1-2 de');
    expect(elements(policy, 'dd').map((dd) => dd.text)).toContain('1-2 de');
    expect(hrefOf(policy, 'Olgeta toksave long lo')).toBe('/tpi/legal');

    const hub = await renderRoute(legal, '/tpi/legal');
    expect(elements(hub, 'h1').map((h1) => h1.text)).toEqual(['Toksave long lo']);
    expect(elements(hub, 'h2').map((h2) => h2.text)).toContain('Ol lo bilong mipela');
    expect(hrefOf(hub, /^Lo bilong yusim/)).toBe('/tpi/terms-of-use');
    expect(hrefOf(hub, /^Lo bilong lukautim toksave/)).toBe('/tpi/privacy-policy');
    expect(textOf(hub)).toContain(
      'Mipela i kaunim ol de bilong wok tasol, Mande-Fraide 8AM-5PM AEST.',
    );
  });
});

describe('the Tok Pisin home page', () => {
  it('shows the hero, the services and the contact form in Tok Pisin', async () => {
    const html = await renderRoute(home, '/tpi/');
    expect((await headOf(home, '/tpi/')).description).toMatch(
      /^Kumul Digital i save wokim ol websait/,
    );
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual([
      'Kumul Digital: ol websait i wok gut long Papua Niugini',
    ]);
    expect(hrefOf(html, tpi.home.hero.browseTemplates)).toBe('/tpi/products');
    const h3s = elements(html, 'h3').map((h3) => h3.text);
    for (const service of Object.values(tpi.footer.services)) expect(h3s).toContain(service);
    const text = textOf(html);
    expect(text).toContain(tpi.home.services.details.ecommerce.summary);

    const form = elements(html, 'form').find((f) => f.text.startsWith(tpi.contact.title));
    if (!form) throw new Error('No contact form on /tpi/.');
    for (const label of [
      tpi.contact.name,
      tpi.contact.email,
      tpi.contact.phone,
      tpi.contact.service,
    ]) {
      expect(form.text).toContain(label);
    }
    expect(form.text).toContain(tpi.contact.message);
    expect(elements(html, 'option')[0]?.text).toBe(tpi.contact.notSure);
    expect(elements(html, 'button').map((button) => button.text)).toContain(tpi.contact.send);
  });
});

describe('the Tok Pisin portfolio', () => {
  it('shows each project, its category, results and status in Tok Pisin', async () => {
    const html = await renderRoute(portfolioPage, '/tpi/portfolio');
    expect((await headOf(portfolioPage, '/tpi/portfolio')).title).toBe('Ol projek | Kumul Digital');
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual(['Ol projek mipela i wokim pinis']);
    const cards = elements(html, 'article');
    expect(cards).toHaveLength(projects.length);
    expect(textOf(html)).toContain('Yu lukim olgeta 9 projek');
    for (const project of projects) {
      const card = cards.find((article) => article.text.includes(project.title));
      const texts = tpi.portfolio.projects[project.id];
      expect(card?.text, project.title).toContain(texts.description);
      expect(card?.text).toContain(tpi.portfolio.categories[project.category]);
      expect(card?.text).toContain(texts.results[0]);
      expect(card?.text).not.toContain(en.portfolio.projects[project.id].description);
    }
    const card = (title: string) => cards.find((article) => article.text.includes(title))!.text;
    expect(card('PNG Jobs Connect')).toContain('Em i stap olsem: I wok nau');
    expect(card('PNG Jobs Connect')).toContain('Lukim projek');
    expect(card('Kumul Legal Partners')).toContain('Em i stap olsem: Stretim i stap');
    expect(card('Kumul Legal Partners')).toContain('Mipela i stretim i stap');
    expect(card('Port Moresby Staffing Hub')).toContain('Em i stap olsem: Wokim i stap');
    expect(card('Port Moresby Staffing Hub')).toContain('Mipela i wokim i stap');
    expect(html).toMatch(
      /data-tone="green"[^>]*>(<[^>]+>)*[^<]*<span class="sr-only">Em i stap olsem: <\/span>I wok nau/,
    );
    expect(hrefOf(html, 'Lukim ol tempelet')).toBe('/tpi/products');
    expect(hrefOf(html, 'Askim kwot')).toBe('/tpi/#contact');
    expect(textOf(html)).not.toContain(en.portfolio.stats.heading);
  });
});

describe('the Tok Pisin offline page (shown by the service worker, without scripts)', () => {
  it('is in Tok Pisin and links home under /tpi/', async () => {
    const html = await renderRoute(offline, '/tpi/offline', { layout: false });
    expect((await headOf(offline, '/tpi/offline')).title).toBe('Yu oflain nau | Kumul Digital');
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual(['Yu oflain nau']);
    expect(textOf(html)).not.toContain(en.offline.text);
    expect(hrefOf(html, 'Fes pes')).toBe('/tpi/');
    expect(hrefOf(html, 'Kumul Digital')).toBe('/tpi/');
    expect(hrefOf(html, 'Kwot bilong yu')).toBe('/tpi/checkout');
    expect(hrefOf(html, 'Traim gen')).toBe('');
  });
});
