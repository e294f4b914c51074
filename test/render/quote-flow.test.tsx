import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findTemplate } from '../../src/shared/catalogue';
import type { Personalisation } from '../../src/shared/personalisation';
import { en } from '../../src/shared/words/en';
import { tpi } from '../../src/shared/words/tpi';
import { PageFrame } from '../../src/web/app/page-frame';
import * as checkout from '../../src/web/app/routes/checkout';
import { TemplateCard } from '../../src/web/features/catalogue/template-card';
import { CartLines } from '../../src/web/features/checkout/cart-lines';
import { PaymentNotice } from '../../src/web/features/checkout/payment-notice';
import { SentItems } from '../../src/web/features/checkout/sent-items';
import { messagesFor } from '../../src/web/i18n/messages.server';
import { PNG_LOGO, personalisation } from '../helpers/payloads';
import { elements, renderRoute, textOf } from './render-route';

// Issue 25, items 8 and 9: the quote flow's words, the catalogue's "Added (n)" link and the
// personalisation on the quote's lines, rendered as the page renders them. The browser specs
// (e2e/quote-flow.spec.ts) keep what needs one: the stored cart and personalisation, the clicks.

/**
 * A piece of a page, rendered inside a route whose loader gives it the words of `path`'s language,
 * in root.tsx's frame.
 */
async function renderPiece(path: string, element: ReactElement): Promise<string> {
  const handler = createStaticHandler([
    {
      path: new URL(path, 'http://localhost').pathname,
      loader: ({ request }) => messagesFor(request, ['checkout', 'catalogue', 'products']),
      Component: () => <PageFrame>{element}</PageFrame>,
    },
  ]);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} />);
}

const restaurant = findTemplate(3)!;
const fitness = findTemplate(2)!;
const lines = [
  { ...restaurant, quantity: 1 },
  { ...fitness, quantity: 2 },
];
const mine: Personalisation = {
  name: personalisation.name ?? '',
  tagline: '',
  phone: '',
  email: '',
  town: 'Lae',
  accent: personalisation.accent,
  logo: PNG_LOGO,
};
const noop = () => undefined;
const quoteLines = (personalisationOf: (slug: string) => Personalisation | null) => (
  <CartLines
    lines={lines}
    maxQuantity={50}
    onQuantity={noop}
    onRemove={noop}
    onClear={noop}
    personalisationOf={personalisationOf}
  />
);
const lineOf = (html: string, title: string) =>
  elements(html, 'li').find((li) => li.attributes['aria-label'] === title)!;

describe('a line of the quote shows what its template was tried with (item 8)', () => {
  for (const [lang, path, words] of [
    ['en', '/checkout', en],
    ['tpi', '/tpi/checkout', tpi],
  ] as const) {
    it(`in ${lang}: the business name, the logo small, and the quiet copies control`, async () => {
      const html = await renderPiece(
        path,
        quoteLines((slug) => (slug === 'restaurant' ? mine : null)),
      );
      const personalised = lineOf(html, 'Restaurant Deluxe').text;
      expect(personalised).toContain(
        words.checkout.lines.triedWith.replace('{name}', 'Kila Fresh Catering'),
      );
      expect(html).toContain(`src="${PNG_LOGO}"`);
      expect(html).toContain(`alt="${words.checkout.lines.logo}"`);
      expect(personalised).toContain(words.checkout.lines.copies);
      expect(html).toContain(
        `aria-label="${words.checkout.lines.quantity.replace('{title}', 'Restaurant Deluxe')}"`,
      );
      // A template not tried with the business says nothing of it.
      expect(lineOf(html, 'Fitness Center').text).not.toContain(
        words.checkout.lines.triedWith.replace(' {name}', ''),
      );
    });
  }

  it('a personalisation with no name (the sample name kept) still says it was tried', async () => {
    const html = await renderPiece(
      '/checkout',
      quoteLines(() => ({ ...mine, name: '  ', logo: undefined })),
    );
    expect(lineOf(html, 'Restaurant Deluxe').text).toContain('Tried with your business');
    expect(html).not.toContain('<img src="data:');
  });

  it('the confirmation lists the templates asked for, with the business and logo', async () => {
    const html = await renderPiece(
      '/tpi/checkout',
      <SentItems
        items={[
          { id: 3, title: 'Restaurant Deluxe', quantity: 1, personalisation: mine },
          { id: 2, title: 'Fitness Center', quantity: 2 },
        ]}
      />,
    );
    const text = textOf(html);
    expect(text).toContain('Yu askim long:');
    expect(text).toContain('Restaurant Deluxe Yu traim wantaim Kila Fresh Catering');
    expect(text).toContain('Fitness Center × 2');
    expect(html).toContain(`src="${PNG_LOGO}"`);
  });
});

describe('one vocabulary for the quote flow (item 9)', () => {
  it('the card reads "Add to quote", then "Added (n)" as a link to the quote, in both languages', async () => {
    for (const [path, quote, add, added] of [
      ['/products', '/checkout', 'Add to quote', 'Added (1): see your quote'],
      [
        '/tpi/products',
        '/tpi/checkout',
        'Putim long kwot',
        'Putim pinis (1): lukim kwot bilong yu',
      ],
    ] as const) {
      const card = (quantityInCart: number) => (
        <TemplateCard
          template={restaurant}
          category="Food"
          features={[]}
          quantityInCart={quantityInCart}
          onAdd={noop}
          cost={undefined}
          eager
          priority={false}
        />
      );
      const before = await renderPiece(path, card(0));
      expect(elements(before, 'button').map((button) => button.text)).toContain(add);
      expect(elements(before, 'a').some((link) => link.attributes.href === quote)).toBe(false);

      const after = await renderPiece(path, card(1));
      expect(elements(after, 'button').map((button) => button.text)).not.toContain(add);
      const link = elements(after, 'a').find((a) => a.attributes.href === quote);
      // The visible "Added (1)"; its name says where it leads.
      expect(link?.text).toBe(added.split(':')[0]);
      expect(link?.attributes['aria-label']).toBe(added);
    }
  });

  it('the quote page and the header say "quote" (kwot), never cart or checkout', async () => {
    for (const [path, heading, eyebrow, header] of [
      ['/checkout', 'Your quote', 'Quote request', 'Quote'],
      ['/tpi/checkout', 'Kwot bilong yu', 'Askim bilong kwot', 'Kwot'],
    ] as const) {
      const html = await renderRoute(checkout, path);
      expect(elements(html, 'h1').map((h1) => h1.text)).toEqual([heading]);
      expect(textOf(html)).toContain(eyebrow);
      const links = elements(html, 'a').filter((a) => a.attributes.href === path);
      expect(links.map((a) => a.text)).toContain(header);
    }
  });

  it('no word of the flow speaks of a cart or a checkout, in either language', () => {
    const flow = (words: typeof en) => [
      ...Object.values(words.products.card),
      words.products.added,
      words.layout.nav.quote,
      ...Object.values(words.layout.nav.quoteWithItems),
      ...Object.values(words.layout.nav.templatesInQuote),
      words.offline.savedPages.quote,
      JSON.stringify(words.checkout),
    ];
    expect(flow(en).filter((text) => /\bcart\b|checkout/i.test(text))).toEqual([]);
    // "bank kat" is a bank card; plain "kat" was the cart.
    expect(
      flow(tpi).filter((text) =>
        /(?<!bank )\bkat\b|pinisim askim|askim (bilong )?prais/i.test(text),
      ),
    ).toEqual([]);
  });

  it('card payment says it is unavailable and is a quiet, disabled control', async () => {
    const html = await renderPiece('/checkout', <PaymentNotice />);
    const button = elements(html, 'button')[0]!;
    expect(button.text).toBe('Card payment: unavailable for now');
    expect(html).toMatch(/<button[^>]*disabled=""/);
    expect(html).toContain('Online card payment is temporarily unavailable.');
    expect(html).not.toContain('bg-brand');
  });
});
