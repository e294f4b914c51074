import { describe, expect, it } from 'vitest';
import { faqTopics } from '../../src/shared/faq';
import { formatHitRate, hitRate, visitorQuestions } from './faq-questions';

// The chat's measure (issue 25, item 4): before decision 084, en 26/52 (50%), tpi 24/51 (47%).
// Issue 44, point 5 grew the list to paying, editing one's own site, hosting per year, delivery,
// changes after delivery and refunds: against the answers before decision 119, en 65/83 (78%),
// tpi 66/79 (84%); after it, 100% in each.
const issue44Topics = ['payment', 'editing', 'hosting', 'delivery', 'refund'] as const;

describe('the help chat on real visitor questions', () => {
  it('has at least 60 questions per language, each aimed at an answer the chat has', () => {
    for (const questions of Object.values(visitorQuestions)) {
      expect(questions.length).toBeGreaterThanOrEqual(60);
      for (const [question, topic] of questions) {
        expect(faqTopics, question).toContain(topic);
      }
    }
  });

  it('asks about paying, editing, hosting, delivery and refunds in each language', () => {
    for (const questions of Object.values(visitorQuestions)) {
      for (const topic of issue44Topics) {
        expect(questions.filter(([, aim]) => aim === topic).length, topic).toBeGreaterThanOrEqual(
          3,
        );
      }
    }
  });

  it.each(['en', 'tpi'] as const)(
    'answers the %s questions: at least 95 in 100 reach the answer they must',
    (lang) => {
      const rate = hitRate(lang);
      // The figure printed as `npm run chat:hits` prints it, so the test log shows it too.
      console.info(formatHitRate(lang, rate));
      expect(rate.hits / rate.total, JSON.stringify(rate.misses, null, 1)).toBeGreaterThanOrEqual(
        0.95,
      );
    },
  );
});
