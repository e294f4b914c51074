import { afterEach, describe, expect, it } from 'vitest';
import { publishedSite } from '../../src/server/content/published';
import type { PublishedItem } from '../../src/server/db/repositories/content';
import { pageContentOf } from '../../src/server/render/publish-render';
import { en } from '../../src/shared/words/en';
import { faq as enFaq } from '../../src/shared/words/en/faq';
import { faq as tpiFaq } from '../../src/shared/words/tpi/faq';
import { tpi } from '../../src/shared/words/tpi';
import { withTexts } from '../../src/shared/words/texts';
import { chatContent, islandTexts, setPageContent } from '../../src/web/app/page-content.server';
import * as products from '../../src/web/app/routes/products';
import { messagesFor } from '../../src/web/i18n/messages.server';
import { PAGE_CONTENT_ID, type PageContent } from '../../src/web/islands/page-content';
import { renderRoute } from './render-route';

// Decision 125: the texts, chat answers and quick questions an owner publishes reach the render's
// snapshot, the loaders' words, the islands' page content and the chat's files. That the worker's
// pages show them is e2e/admin-publish-words.spec.ts (Vitest runs before the build).

const HEADING = 'Ol tempelet bilong websait bilong yu';
const COPYRIGHT = '© {year} {company}. Olgeta rait i stap wantaim mipela.';
const ANSWER = 'Lukim ol tempelet long [pes bilong ol tempelet](/tpi/products).';
const items: PublishedItem[] = [
  { kind: 'text', key: 'tpi:products:products.title', data: { text: HEADING } },
  { kind: 'text', key: 'tpi:footer:footer.copyright', data: { text: COPYRIGHT } },
  { kind: 'text', key: 'tpi:legal:legal.updated', data: { text: 'Nupela long {date}' } },
  {
    kind: 'faq',
    key: 'templates',
    data: {
      question: { en: 'Where are your templates?', tpi: tpiFaq.entries.templates.question },
      answer: { en: 'On the templates page.', tpi: ANSWER },
    },
  },
  { kind: 'quick-questions', key: 'site', data: { topics: ['price', 'templates'] } },
];
const snapshot = pageContentOf(publishedSite(7, { items, templateIds: {} }));

afterEach(() => setPageContent(undefined));

describe('published texts and chat answers (decision 125)', () => {
  it('puts a text over the words at its key, copying only what it changes', () => {
    const words = { a: { b: 'code', c: ['x', 'y'] }, d: 'kept' };
    const changed = withTexts(words, 'f:w', { 'f:w.a.c.1': 'new', 'f:w.a.gone': 'skipped' });
    expect(changed).toEqual({ a: { b: 'code', c: ['x', 'new'] }, d: 'kept' });
    expect(words.a.c[1]).toBe('y');
    expect(withTexts(words, 'f:w', { 'other:w.d': 'no' })).toBe(words);
  });

  it("the render's snapshot carries the texts per language, the answers and the quick questions", () => {
    expect(snapshot.texts.tpi).toEqual({
      'products:products.title': HEADING,
      'footer:footer.copyright': COPYRIGHT,
      'legal:legal.updated': 'Nupela long {date}',
    });
    expect(snapshot.texts.en).toEqual({});
    expect(snapshot.faq.tpi.entries.templates.answer).toBe(ANSWER);
    expect(snapshot.faq.en.entries.price).toEqual(enFaq.entries.price);
    expect(snapshot.quickTopics).toEqual(['price', 'templates']);
    // Plain JSON: the worker receives it by structured clone.
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
  });

  it("a loader's words are the published texts in its page's language, the code's elsewhere", () => {
    setPageContent(snapshot);
    const request = (path: string) => new Request(`http://localhost${path}`);
    expect(messagesFor(request('/tpi/products'), ['products']).messages.products.title).toBe(
      HEADING,
    );
    expect(messagesFor(request('/products'), ['products']).messages.products.title).toBe(
      en.products.title,
    );
    // The code's word files are untouched.
    expect(tpi.products.title).not.toBe(HEADING);
    setPageContent(undefined);
    expect(messagesFor(request('/tpi/products'), ['products']).messages.products.title).toBe(
      tpi.products.title,
    );
  });

  it("the islands' page content carries only the changed texts they read, and none from the code", () => {
    expect(islandTexts('tpi')).toEqual({});
    setPageContent(snapshot);
    // The legal pages' words are no island's.
    expect(islandTexts('tpi')).toEqual({ texts: { 'products:products.title': HEADING } });
    expect(islandTexts('en')).toEqual({});
  });

  it("the page content carries the overlays' changed texts, an English page the language offer's Tok Pisin (decision 131) and a Tok Pisin page the error sentences' (decision 135)", () => {
    const online = 'Yu stap long intanet';
    const update = 'A new version is here. Get it now?';
    const offer = 'Yu ken ritim dispela websait long Tok Pisin.';
    const noName = 'Yu mas raitim nem bilong yu.';
    const more: PublishedItem[] = [
      {
        kind: 'text',
        key: 'tpi:api-errors:apiErrors.Please enter your name.',
        data: { text: noName },
      },
      { kind: 'text', key: 'tpi:overlays:overlayMessages.status.online', data: { text: online } },
      { kind: 'text', key: 'en:overlays:overlayMessages.update', data: { text: update } },
      { kind: 'text', key: 'tpi:language-offer:languageOffer.text', data: { text: offer } },
    ];
    setPageContent(
      pageContentOf(publishedSite(8, { items: [...items, ...more], templateIds: {} })),
    );
    expect(islandTexts('tpi')).toEqual({
      texts: {
        'products:products.title': HEADING,
        'overlays:overlayMessages.status.online': online,
        'api-errors:apiErrors.Please enter your name.': noName,
      },
    });
    expect(islandTexts('en')).toEqual({
      texts: {
        'overlays:overlayMessages.update': update,
        'language-offer:languageOffer.text': offer,
      },
    });
  });

  it("the chat's file has the published answer, quick questions and texts", () => {
    const code = chatContent('tpi');
    setPageContent(snapshot);
    const chat = chatContent('tpi');
    expect(chat.copy.faq.entries.templates.answer).toBe(ANSWER);
    expect(chat.quickTopics).toEqual(['price', 'templates']);
    expect({ ...chat.copy, faq: code.copy.faq }).toEqual(code.copy);
    expect(chatContent('en').copy.faq.entries.templates.answer).toBe('On the templates page.');
  });

  it("the chat's answers say the published facts and price range where their placeholders are", () => {
    const code = chatContent('en').copy.faq.entries;
    expect(code.contact.answer).toContain('[WhatsApp](https://wa.me/67571002040)');
    expect(code.price.answer).toContain('from K1,750 to K6,800');
    const facts = {
      phone: '+675 7200 3000',
      whatsapp: '67579990000',
      email: 'hello@kumuldigital.com.pg',
      address: 'Lae, Papua New Guinea',
      hours: 'Mon-Sat 7AM-6PM',
    };
    const restaurant = {
      ...snapshot.templates.find((t) => t.slug === 'restaurant')!,
      priceNumeric: 12000,
    };
    setPageContent({
      ...snapshot,
      facts,
      templates: snapshot.templates.map((t) => (t.slug === 'restaurant' ? restaurant : t)),
    });
    for (const lang of ['en', 'tpi'] as const) {
      const { entries, fallback } = chatContent(lang).copy.faq;
      expect(entries.contact.answer).toContain('[WhatsApp](https://wa.me/67579990000)');
      expect(entries.contact.answer).toContain('[+675 7200 3000](tel:+67572003000)');
      expect(fallback).toContain('[hello@kumuldigital.com.pg](mailto:hello@kumuldigital.com.pg)');
      expect(entries.price.answer).toContain('K12,000');
      expect(JSON.stringify(entries)).not.toMatch(/\{\w+\}|67571002040|support@/);
    }
    expect(chatContent('en').copy.faq.entries.hours.answer).toContain('Mon-Sat 7AM-6PM');
  });

  it('/tpi/products shows the published heading and footer, placeholders filled, and carries the heading for hydration', async () => {
    setPageContent(snapshot);
    const html = await renderRoute(products, '/tpi/products');
    // What the visitor reads, before the router's own copy of the data.
    const shown = html.slice(0, html.indexOf('<script>window.__staticRouterHydrationData'));
    expect(shown.includes(`>${HEADING}</h1>`)).toBe(true);
    expect(shown.includes(`© ${new Date().getFullYear()} `)).toBe(true);
    expect(shown.includes('. Olgeta rait i stap wantaim mipela.')).toBe(true);
    expect(shown.includes('{company}')).toBe(false);
    const json = new RegExp(`id="${PAGE_CONTENT_ID}"[^>]*>(.*?)</script>`).exec(html)?.[1] ?? '';
    expect((JSON.parse(json) as PageContent).texts).toEqual({
      'products:products.title': HEADING,
    });
    // The English page shows and carries none of it.
    const english = await renderRoute(products, '/products');
    expect(english.includes(HEADING)).toBe(false);
    expect(english.includes('"texts"')).toBe(false);
  });
});
