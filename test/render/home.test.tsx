import { describe, expect, it } from 'vitest';
import { sampleAddressIn } from '../../src/shared/i18n/lang';
import { featuredTemplates, templates } from '../../src/shared/catalogue';
import { formatMoney, kina } from '../../src/shared/money';
import { en } from '../../src/shared/words/en';
import { tpi } from '../../src/shared/words/tpi';
import * as home from '../../src/web/app/routes/home';
import { elements, renderRoute, textOf } from './render-route';

// The home page's offer under the hero and its office hours, as the build prerenders them
// (issue 25, item 13; decision 088). Page height and look need a browser: e2e/home.spec.ts.

const sectionOf = (html: string, id: string) => {
  const match = new RegExp(`<section[^>]*id="${id}"[^]*?</section>`).exec(html);
  if (!match) throw new Error(`No section #${id}`);
  return match[0];
};

describe('the home page sells templates near the top', () => {
  it('features three templates on sale, each with a sample site to preview', () => {
    expect(featuredTemplates).toHaveLength(3);
    for (const template of featuredTemplates) {
      expect(template.status).toBe('active');
      expect(template.previewUrl).toBe(`/templates/${template.slug}`);
    }
  });

  for (const [path, words] of [
    ['/', en],
    ['/tpi/', tpi],
  ] as const) {
    it(`${path} shows them right after the hero, with the catalogue's prices and previews`, async () => {
      const html = await renderRoute(home, path);
      const main = /<main\b[^]*<\/main>/.exec(html)![0];
      // The offer is the second section, before the spec's services.
      const ids = [...main.matchAll(/<section[^>]*\bid="([\w-]+)"/g)].map((match) => match[1]);
      expect(ids.slice(0, 2)).toEqual(['templates', 'services']);

      const section = sectionOf(main, 'templates');
      const text = textOf(section);
      expect(elements(section, 'h3').map((h) => h.text)).toEqual(
        featuredTemplates.map((t) => t.title),
      );
      for (const template of featuredTemplates) {
        // The price as the catalogue states it, in the visitors' form (K2,950).
        expect(text).toContain(`${template.title} ${formatMoney(kina(template.priceNumeric))}`);
        const preview = elements(section, 'a').find(
          (link) =>
            link.attributes.href ===
            sampleAddressIn(template.previewUrl!, path === '/' ? 'en' : 'tpi'),
        );
        expect(preview?.text).toBe(
          `${words.home.featured.preview}${words.home.featured.opensInNewTab}`.trim(),
        );
        expect(preview?.attributes.target).toBe('_blank');
      }
      // Pictures of our own, below the fold on every width: lazy, sized, never a download race with the hero.
      for (const image of section.match(/<img\b[^>]*>/g)!) {
        expect(image).toContain('loading="lazy"');
        expect(image).toMatch(/src="\/images\/templates\/[\w-]+\.webp"/);
        expect(image).toContain('width="640"');
      }

      const onSale = templates.filter((t) => t.status === 'active');
      const all = elements(section, 'a').find((link) => link.attributes.href?.endsWith('products'));
      expect(all?.attributes.href).toBe(path === '/' ? '/products' : '/tpi/products');
      expect(all?.text).toBe(
        words.home.featured.all
          .replace('{count}', String(onSale.length))
          .replace('{price}', formatMoney(kina(Math.min(...onSale.map((t) => t.priceNumeric))))),
      );
    });

    it(`${path} states the office hours in Port Moresby time, with AEST, as body text`, async () => {
      const html = await renderRoute(home, path);
      const main = /<main\b[^]*<\/main>/.exec(html)![0];
      const hero = /<section\b[^]*?<\/section>/.exec(main)![0];
      const hours = elements(hero, 'dd').find((dd) => dd.text === words.home.hours);
      expect(hours, 'the hours are in the hero').toBeDefined();
      // Not set as large as "50+".
      const [figure] = elements(hero, 'dd');
      expect(figure!.text).toBe('50+');
      const classOf = (text: string) =>
        new RegExp(`<dd class="([^"]*)">${text.replace(/[()+]/g, '\\$&')}</dd>`).exec(hero)?.[1];
      expect(classOf('50+')).toContain('text-2xl');
      expect(classOf(words.home.hours)).not.toMatch(/text-(xl|[2-9]xl)|font-bold/);
      expect(textOf(sectionOf(main, 'contact'))).toContain(words.home.hours);
      expect(textOf(main)).not.toContain('8AM-5PM');
    });
  }

  for (const [path, words] of [
    ['/', en],
    ['/tpi/', tpi],
  ] as const) {
    it(`${path} names the lowest template price in the hero, before any section`, async () => {
      const html = await renderRoute(home, path);
      const hero = /<main\b[^]*?<section[^]*?<\/section>/.exec(html)![0];
      const lowest = Math.min(
        ...templates.filter((t) => t.status === 'active').map((t) => t.priceNumeric),
      );
      expect(textOf(hero)).toContain(
        words.home.hero.fromPrice.replace('{price}', formatMoney(kina(lowest))),
      );
    });
  }

  it('says Port Moresby time in both languages, with the AEST of the spec beside it', () => {
    expect(en.home.hours).toBe('Mon-Fri, 8 am to 5 pm Port Moresby time (AEST)');
    expect(tpi.home.hours).toContain('taim bilong Port Moresby (AEST)');
  });
});
