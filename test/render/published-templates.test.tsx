import { afterEach, describe, expect, it } from 'vitest';
import { publishedSite } from '../../src/server/content/published';
import { pageContentOf } from '../../src/server/render/publish-render';
import { setPageContent } from '../../src/web/app/page-content.server';
import * as checkout from '../../src/web/app/routes/checkout';
import * as home from '../../src/web/app/routes/home';
import * as products from '../../src/web/app/routes/products';
import * as sampleLayout from '../../src/web/app/routes/sample-layout';
import * as restaurantSample from '../../src/templates/restaurant/page';
import { PAGE_CONTENT_ID, type PageContent } from '../../src/web/islands/page-content';
import { newFlowerShop, publishedRestaurant } from '../helpers/published-templates';
import { renderRoute } from './render-route';

// Decision 130: a template's published features (any number, both languages) and its uploaded
// picture reach the pages rendered from a version, and the islands' page content carries them for
// hydration. The render worker renders with the same setPageContent (decision 124).

const PICTURE = 'c'.repeat(64);
const sizes = `/media/${PICTURE}-400.webp 400w, /media/${PICTURE}-800.webp 800w`;
const restaurant = publishedRestaurant(PICTURE);
const flowerShop = newFlowerShop(PICTURE);
const snapshot = pageContentOf(
  publishedSite(12, {
    templateIds: { 'flower-shop': 1001 },
    items: [
      { kind: 'template', key: 'restaurant', data: restaurant },
      { kind: 'template', key: 'flower-shop', data: flowerShop },
    ],
  }),
);

afterEach(() => setPageContent(undefined));

/** A card by its title: from its heading to the end of its list item. */
const cardOf = (html: string, title: string): string => {
  const at = html.indexOf(`>${title}</h2>`);
  expect(at).toBeGreaterThan(0);
  const start = html.lastIndexOf('<li class="flex flex-col', at);
  return html.slice(start, html.indexOf('</button>', at));
};

const pageContentIn = (html: string): PageContent =>
  JSON.parse(
    new RegExp(`id="${PAGE_CONTENT_ID}"[^>]*>(.*?)</script>`).exec(html)?.[1] ?? 'null',
  ) as PageContent;

describe("a template's published features and picture (decision 130)", () => {
  it('/products shows the English features and the uploaded picture in its sizes, and carries them', async () => {
    setPageContent(snapshot);
    const html = await renderRoute(products, '/products');
    const card = cardOf(html, 'Restaurant Deluxe');
    for (const feature of restaurant.features.en) expect(card).toContain(`</svg>${feature}</li>`);
    expect(card).not.toContain('Table reservations');
    expect(card).toContain(`<img src="/media/${PICTURE}-400.webp" srcSet="${sizes}"`);
    // The uploaded picture is WebP only: no AVIF source of the code's image.
    expect(card).not.toContain('image/avif');
    const carried = pageContentIn(html).templates?.find((t) => t.slug === 'restaurant');
    expect(carried).toMatchObject({ features: restaurant.features.en, srcSet: sizes });
    // A template whose features are the code's carries none: the words have them.
    expect(pageContentIn(html).templates?.find((t) => t.slug === 'fitness')).not.toHaveProperty(
      'features',
    );
  });

  it('/tpi/products shows the Tok Pisin features, and a new coming-soon template its own', async () => {
    setPageContent(snapshot);
    const html = await renderRoute(products, '/tpi/products');
    const card = cardOf(html, 'Restaurant Deluxe');
    for (const feature of restaurant.features.tpi) expect(card).toContain(`</svg>${feature}</li>`);
    expect(card).not.toContain('Lunch orders by WhatsApp');
    const flowers = cardOf(html, 'Flower Shop');
    expect(flowers).toContain('</svg>Oda long ol plaua</li>');
    expect(flowers).toContain(`srcSet="${sizes}"`);
    expect(pageContentIn(html).templates?.find((t) => t.slug === 'flower-shop')).toMatchObject({
      features: flowerShop.features.tpi,
    });
  });

  it("the home page's offer shows the uploaded picture, and the checkout carries the features for the quote", async () => {
    setPageContent(snapshot);
    const offer = await renderRoute(home, '/');
    expect(offer).toMatch(
      new RegExp(
        `<img src="/media/${PICTURE}-400.webp" srcSet="${sizes}"[^>]*>[\\s\\S]*?>Restaurant Deluxe</h3>`,
      ),
    );
    const cart = pageContentIn(await renderRoute(checkout, '/tpi/checkout'));
    expect(cart.templates?.find((t) => t.slug === 'restaurant')?.features).toEqual(
      restaurant.features.tpi,
    );
  });

  it("renders the code's catalogue as before when nothing is published", async () => {
    const html = await renderRoute(products, '/products');
    const card = cardOf(html, 'Restaurant Deluxe');
    expect(card).toContain('</svg>Table reservations</li>');
    expect(card).toContain('<source type="image/avif"');
    expect(pageContentIn(html).templates?.some((t) => 'features' in t || 'srcSet' in t)).toBe(
      false,
    );
  });
});

// Decision 134: a sample's preview bar shows the price and status the quote will charge.
describe("a sample's preview bar", () => {
  const sampleWith = (change: Partial<typeof restaurant>) => {
    setPageContent(
      pageContentOf(
        publishedSite(13, {
          templateIds: {},
          items: [{ kind: 'template', key: 'restaurant', data: { ...restaurant, ...change } }],
        }),
      ),
    );
    return renderRoute(restaurantSample, '/templates/restaurant', { layout: sampleLayout });
  };

  it('shows the published price, and carries its place for hydration', async () => {
    const html = await sampleWith({ price: 3100 });
    const bar = html.slice(html.indexOf('<aside data-preview-bar'));
    expect(bar).toContain('>K3,100<');
    expect(bar).not.toContain('K2,950');
    expect(bar).toContain('data-cart-put="3"');
    expect(pageContentIn(html).preview?.entry).toMatchObject({
      slug: 'restaurant',
      price: 'K3,100',
    });
  });

  it('says the bar’s words owners published, in each language, and carries them and the panel’s', async () => {
    setPageContent(
      pageContentOf(
        publishedSite(14, {
          templateIds: {},
          items: [
            {
              kind: 'text',
              key: 'tpi:preview:preview.addToQuote',
              data: { text: 'Putim insait long kwot' },
            },
            {
              kind: 'text',
              key: 'en:preview:preview.allTemplates',
              data: { text: 'Every template' },
            },
            // The panel's words travel with the bar's: the panel opens in either language.
            { kind: 'text', key: 'tpi:panel:panelWords.close', data: { text: 'Pasim' } },
          ],
        }),
      ),
    );
    const html = await renderRoute(restaurantSample, '/templates/restaurant', {
      layout: sampleLayout,
    });
    const bar = html.slice(html.indexOf('<aside data-preview-bar'));
    expect(bar).toContain('<span data-words="tpi" lang="tpi">Putim insait long kwot</span>');
    expect(bar).toContain('<span data-words="en">Add to quote</span>');
    expect(bar).toContain('<span data-words="en">Every template</span>');
    expect(pageContentIn(html).preview?.texts).toEqual({
      en: { 'preview:preview.allTemplates': 'Every template' },
      tpi: {
        'preview:preview.addToQuote': 'Putim insait long kwot',
        'panel:panelWords.close': 'Pasim',
      },
    });
  });

  it('offers no Add to quote for a template an owner took off sale', async () => {
    const html = await sampleWith({ status: 'coming_soon' });
    expect(html).not.toContain('data-cart-put');
    expect(pageContentIn(html).preview?.entry?.status).toBe('coming_soon');
  });
});
