import { describe, expect, it } from 'vitest';
import { faqTopics } from '../../src/shared/faq';
import { formatHitRate, hitRate, visitorQuestions } from './faq-questions';

// The chat's measure (issue 25, item 4): before decision 084, en 26/52 (50%), tpi 24/51 (47%).
describe('the help chat on real visitor questions', () => {
  it('has at least 40 questions per language, each aimed at an answer the chat has', () => {
    for (const questions of Object.values(visitorQuestions)) {
      expect(questions.length).toBeGreaterThanOrEqual(40);
      for (const [question, topic] of questions) {
        expect(faqTopics, question).toContain(topic);
      }
    }
  });

  it.each(['en', 'tpi'] as const)(
    'answers every %s question with the answer it must reach',
    (lang) => {
      const rate = hitRate(lang);
      // The figure printed as `npm run chat:hits` prints it, so the test log shows it too.
      console.info(formatHitRate(lang, rate));
      expect(rate.misses).toEqual([]);
      expect(formatHitRate(lang, rate)).toBe(`${lang} ${rate.total}/${rate.total} (100%)`);
    },
  );
});
