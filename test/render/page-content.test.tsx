import { describe, expect, it, vi } from 'vitest';
import { catalogueEntries, toTemplate } from '../../src/shared/catalogue';
import type { Lang } from '../../src/shared/i18n/lang';
import * as checkout from '../../src/web/app/routes/checkout';
import * as portfolio from '../../src/web/app/routes/portfolio';
import * as products from '../../src/web/app/routes/products';
import { PAGE_CONTENT_ID, type PageContent } from '../../src/web/islands/page-content';
import { renderRoute } from './render-route';

// Decision 122: the islands show the content their page is rendered with, not the code's. The
// routes' one source of content is replaced here by "published" content: a new price, a new name
// and WhatsApp number, a renamed project. (Issue 45's story: K2,950 becomes K3,100.)
vi.mock('../../src/web/app/page-content.server', async (importOriginal) => {
  const code = await importOriginal<typeof import('../../src/web/app/page-content.server')>();
  return {
    ...code,
    siteFacts: () => ({
      ...code.siteFacts(),
      name: 'Kumul Published </script><!--',
      whatsappNumber: '67579990000',
    }),
    englishPlaceAndHours: () => ({ place: 'Lae, Morobe', hours: 'Mon-Sat 7AM-6PM' }),
    catalogueContent: () => ({
      templates: catalogueEntries
        .map((entry) => (entry.slug === 'restaurant' ? { ...entry, priceNumeric: 3100 } : entry))
        .map(toTemplate),
    }),
    portfolioProjects: (lang: Lang) => [
      ...code
        .portfolioProjects(lang)
        .map((project) =>
          project.id === 1 ? { ...project, title: 'PNG Jobs Connect Published' } : project,
        ),
      // A project an owner added, with an uploaded picture in its sizes (decision 126).
      {
        id: 'goroka-coffee',
        title: 'Goroka Coffee Roasters',
        category: 'retail',
        image: '/media/abc-400.webp',
        srcSet: '/media/abc-400.webp 400w, /media/abc-800.webp 800w',
        year: 2026,
        status: 'Live',
        link: '#',
        texts: {
          description: lang === 'tpi' ? 'Stoa long intanet bilong kopi.' : 'An online coffee shop.',
          technologies: ['React'],
          results: [],
        },
      },
    ],
  };
});

/** The page's one JSON element, as the islands' runtime reads it. */
function pageContentOf(html: string): PageContent {
  const pattern = new RegExp(
    `<script type="application/json" id="${PAGE_CONTENT_ID}"[^>]*>(.*?)</script>`,
    'g',
  );
  const found = [...html.matchAll(pattern)];
  expect(found).toHaveLength(1);
  return JSON.parse(found[0]![1]!) as PageContent;
}

const restaurantCard = (html: string) =>
  /Restaurant Deluxe[\s\S]{0,2000}?K[\d,]+/.exec(html)?.[0] ?? '';

describe('the islands take their content from the page (decision 122)', () => {
  it('/products shows the published price, and carries it in its one content element', async () => {
    const html = await renderRoute(products, '/products');
    expect(restaurantCard(html)).toMatch(/K3,100$/);
    expect(html).not.toContain('K2,950');
    const content = pageContentOf(html);
    expect(content.templates?.find((t) => t.slug === 'restaurant')?.price).toBe('K3,100');
    expect(content.facts.whatsappNumber).toBe('67579990000');
    // The header's island shows the published name.
    expect(html).toMatch(/data-island="site-header"[\s\S]*Kumul Published/);
    // The footer: the published WhatsApp number and (English) hours.
    const footer = html.slice(html.lastIndexOf('<footer'));
    expect(footer).toContain('href="https://wa.me/67579990000"');
    expect(footer).toContain('WhatsApp +675 7999 0000');
    expect(footer).toContain('Mon-Sat 7AM-6PM');
    expect(footer).toContain('Lae, Morobe');
  });

  it('a Tok Pisin footer keeps its own hours, with the published WhatsApp number', async () => {
    const footer = (await renderRoute(products, '/tpi/products')).split('<footer')[1] ?? '';
    expect(footer).toContain('href="https://wa.me/67579990000"');
    expect(footer).toContain('Mande-Fraide 8AM-5PM AEST');
    expect(footer).not.toContain('Mon-Sat');
    expect(footer).toContain('Port Moresby, Papua Niugini');
  });

  it('/tpi/checkout carries the same catalogue for its quote, and its stored cart shows it', async () => {
    const html = await renderRoute(checkout, '/tpi/checkout');
    expect(pageContentOf(html).templates?.find((t) => t.slug === 'restaurant')?.price).toBe(
      'K3,100',
    );
    expect(html).toMatch(/data-line="3"[\s\S]*?K3,100/);
  });

  it('a page whose islands show no template carries no catalogue', async () => {
    const html = await renderRoute(portfolio, '/portfolio');
    expect(pageContentOf(html).templates).toBeUndefined();
    // The showcase takes the projects as its props.
    const props = /data-island="portfolio-showcase" data-props="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(props.replaceAll('&quot;', '"')).toContain('"title":"PNG Jobs Connect Published"');
    expect(html).toContain('PNG Jobs Connect Published');
  });

  it("/portfolio shows a project an owner added, in the page's language, with its picture's sizes", async () => {
    const english = await renderRoute(portfolio, '/portfolio');
    expect(english).toMatch(/<h3 id="project-goroka-coffee-title"[^>]*>Goroka Coffee Roasters</);
    expect(english).toContain('An online coffee shop.');
    expect(english).toMatch(
      /<img src="\/media\/abc-400.webp" srcSet="\/media\/abc-400.webp 400w, \/media\/abc-800.webp 800w" sizes="\(min-width: 1024px\) 347px, [^"]+"/,
    );
    const tokPisin = await renderRoute(portfolio, '/tpi/portfolio');
    expect(tokPisin).toContain('Stoa long intanet bilong kopi.');
    expect(tokPisin).not.toContain('An online coffee shop.');
  });

  it('a text cannot end the element early: its "</script>" reads back whole', async () => {
    const html = await renderRoute(products, '/products');
    const element = html.slice(html.indexOf(`id="${PAGE_CONTENT_ID}"`));
    expect(element.slice(element.indexOf('>') + 1, element.indexOf('</script>'))).not.toContain(
      '<',
    );
    expect(pageContentOf(html).facts.name).toBe('Kumul Published </script><!--');
  });
});
