import { NEW_TEMPLATE_IMAGE } from '../../src/shared/images';
import { describe, expect, it } from 'vitest';
import { codeValue } from '../../src/server/content/code-content';
import { publishedSite } from '../../src/server/content/published';
import { pageContentOf } from '../../src/server/render/publish-render';
import type { ContentData } from '../../src/shared/schemas/content';
import { newFlowerShop, publishedRestaurant } from '../helpers/published-templates';

// What a render takes from a published version (decisions 124, 126): the visible projects in the
// published order, a new one by its key with its words, an uploaded picture in its sizes.

const PICTURE = 'a'.repeat(64);
const OTHER_PICTURE = 'b'.repeat(64);
const texts = (description: string) => ({
  description,
  technologies: ['React', 'PostgreSQL'],
  results: ['Orders by phone halved'],
});
const newProject: ContentData['project'] = {
  title: 'Goroka Coffee Roasters',
  category: 'retail',
  year: 2026,
  status: 'Live',
  link: 'https://gorokacoffee.example.com.pg',
  picture: PICTURE,
  hidden: false,
  texts: { en: texts('An online shop for coffee.'), tpi: texts('Stoa long intanet bilong kopi.') },
};
const code = (key: string) => codeValue('project', key) as ContentData['project'];

describe('pageContentOf', () => {
  const site = publishedSite(7, {
    templateIds: {},
    items: [
      { kind: 'project', key: 'goroka-coffee', data: newProject },
      // A code project with an uploaded picture and its own words unchanged.
      { kind: 'project', key: '2', data: { ...code('2'), picture: OTHER_PICTURE } },
      { kind: 'project', key: '3', data: { ...code('3'), hidden: true } },
      { kind: 'project', key: 'hidden-one', data: { ...newProject, hidden: true } },
      {
        kind: 'portfolio-order',
        key: 'site',
        data: { order: ['2', 'goroka-coffee', 'hidden-one', '1'] },
      },
    ],
  });
  const { projects } = pageContentOf(site);

  it('keeps the published order and leaves hidden projects out', () => {
    expect(projects.map((p) => p.id)).toEqual([2, 'goroka-coffee', 1, 4, 5, 6, 7, 8, 9]);
  });

  it('sends a new project by its key, with its words in both languages and its picture in sizes', () => {
    expect(projects[1]).toEqual({
      id: 'goroka-coffee',
      title: 'Goroka Coffee Roasters',
      category: 'retail',
      image: `/media/${PICTURE}-400.webp`,
      srcSet: `/media/${PICTURE}-400.webp 400w, /media/${PICTURE}-800.webp 800w`,
      year: 2026,
      status: 'Live',
      link: 'https://gorokacoffee.example.com.pg',
      texts: newProject.texts,
    });
  });

  it("gives a code project its uploaded picture, and no words when they are the code's", () => {
    expect(projects[0]).toMatchObject({
      id: 2,
      image: `/media/${OTHER_PICTURE}-400.webp`,
      srcSet: `/media/${OTHER_PICTURE}-400.webp 400w, /media/${OTHER_PICTURE}-800.webp 800w`,
    });
    expect(projects[0]).not.toHaveProperty('texts');
    // The code's own picture, one SVG, where none was uploaded.
    expect(projects[2]).toEqual(
      expect.objectContaining({ id: 1, image: '/images/portfolio/png-jobs-connect.svg' }),
    );
    expect(projects[2]).not.toHaveProperty('srcSet');
  });

  it('sends an edited code project its words', () => {
    const edited = { ...code('1'), texts: { ...code('1').texts, en: texts('Jobs, nearer.') } };
    const [first] = pageContentOf(
      publishedSite(8, { templateIds: {}, items: [{ kind: 'project', key: '1', data: edited }] }),
    ).projects;
    expect(first).toMatchObject({ id: 1, texts: edited.texts });
  });

  it('shows a new project without a picture by its initials (no image)', () => {
    const [first] = pageContentOf(
      publishedSite(9, {
        templateIds: {},
        items: [{ kind: 'project', key: 'lae-bakery', data: { ...newProject, picture: null } }],
      }),
    ).projects.filter((p) => p.id === 'lae-bakery');
    expect(first).toMatchObject({ id: 'lae-bakery', image: null });
    expect(first).not.toHaveProperty('srcSet');
  });
});

// Decision 130: a template's published features and uploaded picture reach the render.
describe('pageContentOf, templates', () => {
  const template = (slug: string) => codeValue('template', slug) as ContentData['template'];
  const restaurant = publishedRestaurant(PICTURE);
  const flowerShop = newFlowerShop(null);
  const snapshot = pageContentOf(
    publishedSite(10, {
      templateIds: { 'flower-shop': 1001 },
      items: [
        { kind: 'template', key: 'restaurant', data: restaurant },
        // A new price, the code's features: nothing to carry for it.
        { kind: 'template', key: 'fitness', data: { ...template('fitness'), price: 3300 } },
        { kind: 'template', key: 'flower-shop', data: flowerShop },
      ],
    }),
  );

  it("carries the features that are not the code's, in both languages, a new template's too", () => {
    expect(snapshot.features).toEqual({
      en: { restaurant: restaurant.features.en, 'flower-shop': flowerShop.features.en },
      tpi: { restaurant: restaurant.features.tpi, 'flower-shop': flowerShop.features.tpi },
    });
    // Plain JSON: the worker receives it by structured clone.
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
  });

  it("gives a template its uploaded picture in the cards' sizes, and keeps the code's elsewhere", () => {
    const bySlug = (slug: string) => snapshot.templates.find((t) => t.slug === slug);
    expect(bySlug('restaurant')).toMatchObject({
      image: `/media/${PICTURE}-400.webp`,
      srcSet: `/media/${PICTURE}-400.webp 400w, /media/${PICTURE}-800.webp 800w`,
    });
    expect(bySlug('fitness')).toMatchObject({ image: '/images/templates/fitness.webp' });
    expect(bySlug('fitness')).not.toHaveProperty('srcSet');
    // A new template without a picture shows the shipped sketch: it has no image of its own.
    expect(bySlug('flower-shop')).toMatchObject({
      id: 1001,
      status: 'coming_soon',
      image: NEW_TEMPLATE_IMAGE,
    });
    expect(bySlug('flower-shop')).not.toHaveProperty('srcSet');
  });

  it("reads a template saved before templates had a picture as showing the code's", () => {
    // As stored then: JSON without the key.
    const older = JSON.parse(JSON.stringify({ ...restaurant, picture: undefined })) as object;
    const [first] = pageContentOf(
      publishedSite(11, {
        templateIds: {},
        items: [{ kind: 'template', key: 'restaurant', data: older }],
      }),
    ).templates.filter((t) => t.slug === 'restaurant');
    expect(first).toMatchObject({ image: '/images/templates/restaurant.webp' });
    expect(first).not.toHaveProperty('srcSet');
  });
});
