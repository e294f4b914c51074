import { describe, expect, it } from 'vitest';
import { portfolioCategories, projects } from '../../src/shared/portfolio';
import { portfolio as english } from '../../src/shared/words/en/portfolio';
import { portfolio as tokPisin } from '../../src/shared/words/tpi/portfolio';

// A card shows the first 3 technologies and 2 results, then "+n": both languages must agree on n.
describe('portfolio texts', () => {
  for (const [lang, messages] of [
    ['en', english],
    ['tpi', tokPisin],
  ] as const) {
    it(`${lang}: every project and category has its words, and no other does`, () => {
      expect(Object.keys(messages.projects).map(Number).sort()).toEqual(
        projects.map((project) => project.id).sort(),
      );
      expect(Object.keys(messages.categories).sort()).toEqual([...portfolioCategories].sort());
      for (const project of projects) {
        const texts = messages.projects[project.id];
        expect(texts.description.length, `${lang} ${project.title}`).toBeGreaterThan(20);
        expect(texts.results.length, `${lang} ${project.title}`).toBeGreaterThanOrEqual(2);
      }
    });
  }

  it('Tok Pisin lists as many technologies and results as English, in new words', () => {
    for (const project of projects) {
      const en = english.projects[project.id];
      const tpi = tokPisin.projects[project.id];
      expect(tpi.technologies, project.title).toHaveLength(en.technologies.length);
      expect(tpi.results, project.title).toHaveLength(en.results.length);
      expect(tpi.description).not.toBe(en.description);
      for (const [index, result] of tpi.results.entries()) {
        expect(result).not.toBe(en.results[index]);
      }
    }
  });
});
