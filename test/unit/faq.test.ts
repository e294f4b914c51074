import { describe, expect, it } from 'vitest';
import { answerFor, faqTopics, topicFor } from '../../src/shared/faq';
import { faq as english } from '../../src/shared/words/en/faq';
import { faq as tokPisin } from '../../src/shared/words/tpi/faq';

const quickTopics = ['templates', 'contact', 'services', 'portfolio'] as const;

describe('help chat answers', () => {
  it('has 16 topics, each answered in both languages', () => {
    expect(faqTopics).toHaveLength(16);
    expect(Object.keys(english.entries)).toEqual(faqTopics);
    expect(Object.keys(tokPisin.entries)).toEqual(faqTopics);
  });

  it('answers each quick question with its own entry, in either language', () => {
    for (const topic of quickTopics) {
      expect(answerFor(english.entries[topic].question, english)).toBe(
        english.entries[topic].answer,
      );
      expect(answerFor(tokPisin.entries[topic].question, tokPisin)).toBe(
        tokPisin.entries[topic].answer,
      );
    }
  });

  it('asks the quick questions word for word as the spec gives them', () => {
    expect(quickTopics.map((topic) => english.entries[topic].question)).toEqual([
      'Where can I see your templates?',
      'How do I contact you for a quote?',
      'What services do you offer?',
      'Can I see examples of your work?',
    ]);
  });

  it('answers the questions the browser tests type', () => {
    expect(answerFor('Which payment methods do you take?', english)).toBe(
      english.entries.payment.answer,
    );
    expect(answerFor('How long does delivery take?', english)).toBe(
      english.entries.delivery.answer,
    );
    expect(answerFor('Qwerty zzz', english)).toBe(english.fallback);
    expect(answerFor('Nothing matches this', english)).toBe(english.fallback);
  });

  it('ignores letter case and takes the first matching entry in list order', () => {
    // "template" (entry 1) and "pay" (entry 10) both match: the earlier entry wins.
    expect(answerFor('HOW DO I PAY FOR A TEMPLATE', english)).toBe(
      english.entries.templates.answer,
    );
    expect(answerFor('Do you take PayPal?', english)).toBe(english.entries.payment.answer);
  });

  it('sends English questions where they went before the Tok Pisin keywords were added', () => {
    // The first entry each English question matched with English keywords alone.
    const before = {
      templates: 'templates',
      navigation: 'navigation',
      portfolio: 'portfolio',
      contact: 'contact',
      services: 'services',
      custom: 'custom',
      png: 'png',
      buy: 'templates',
      preview: 'templates',
      payment: 'payment',
      delivery: 'delivery',
      support: 'buy',
      mobile: 'contact',
      change: 'templates',
      why: 'why',
      hours: 'hours',
    };
    for (const topic of faqTopics) {
      expect(topicFor(english.entries[topic].question), topic).toBe(before[topic]);
    }
    expect(topicFor('Can I change the font?')).toBe('change');
    expect(topicFor('Can you deliver today?')).toBe('delivery');
    expect(topicFor('Nothing matches this')).toBeUndefined();
  });

  it('matches Tok Pisin keywords: each Tok Pisin question reaches its own entry', () => {
    for (const topic of faqTopics) {
      const question = tokPisin.entries[topic].question;
      // As in English, a question that names a template is taken by the first entry.
      const expected = question.includes('tempelet') ? 'templates' : topic;
      expect(topicFor(question), question).toBe(expected);
    }
    expect(answerFor('Yupela i gat wanem kain wok?', tokPisin)).toBe(
      tokPisin.entries.services.answer,
    );
    expect(answerFor('Mi laik baim', tokPisin)).toBe(tokPisin.entries.buy.answer);
    expect(answerFor('Em i wok long smat fon?', tokPisin)).toBe(tokPisin.entries.mobile.answer);
  });

  it('answers in the language of the answers given, whatever the question is written in', () => {
    expect(answerFor('Which payment methods do you take?', tokPisin)).toBe(
      tokPisin.entries.payment.answer,
    );
    expect(answerFor('Hamas taim bai mi kisim websait?', english)).toBe(
      english.entries.delivery.answer,
    );
  });

  it('falls back to email or the contact form in each language when nothing matches', () => {
    expect(answerFor('xyzzy', english)).toBe(english.fallback);
    expect(answerFor('xyzzy', tokPisin)).toBe(tokPisin.fallback);
    expect(english.fallback).toMatch(/email[\s\S]*Contact form[\s\S]*24 hours/);
    expect(tokPisin.fallback).toMatch(/imel[\s\S]*fom bilong toktok[\s\S]*24 aua/);
  });

  it('gives the same figures, addresses and pages in Tok Pisin, the pages under /tpi/', () => {
    const figures = (text: string) => text.match(/\d+%?|\S+@\S+\w/g) ?? [];
    const pages = (text: string) => text.match(/(?:\/tpi)?\/[a-z-]+(?=\))/g) ?? [];
    for (const topic of faqTopics) {
      const { answer } = tokPisin.entries[topic];
      for (const figure of figures(english.entries[topic].answer)) {
        expect(answer, topic).toContain(figure);
      }
      expect(pages(answer), topic).toEqual(
        pages(english.entries[topic].answer).map((page) => `/tpi${page}`),
      );
    }
  });
});
