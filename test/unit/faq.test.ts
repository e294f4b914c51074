import { describe, expect, it } from 'vitest';
import { FAQ_FALLBACK, answerFor, faq } from '../../src/shared/faq';

describe('help chat answers', () => {
  it('has 16 entries', () => expect(faq).toHaveLength(16));

  it('answers each quick question with its own entry', () => {
    const answerOf = (question: string) => faq.find((e) => e.question === question)?.answer;
    expect(answerFor('Where can I see your templates?')).toBe(
      answerOf('Where can I see your templates?'),
    );
    expect(answerFor('How do I contact you for a quote?')).toBe(
      answerOf('How do I contact you for a quote?'),
    );
    expect(answerFor('What services do you offer?')).toBe(answerOf('What services do you offer?'));
    expect(answerFor('Can I see examples of your work?')).toBe(
      answerOf('Can I see examples of your work?'),
    );
  });

  it('ignores letter case and takes the first matching entry in list order', () => {
    // "template" (entry 1) and "pay" (entry 10) both match: the earlier entry wins.
    expect(answerFor('HOW DO I PAY FOR A TEMPLATE')).toBe(faq[0]?.answer);
    expect(answerFor('Do you take PayPal?')).toBe(faq[9]?.answer);
  });

  it('falls back to email or the contact form when nothing matches', () => {
    expect(answerFor('xyzzy')).toBe(FAQ_FALLBACK);
    expect(FAQ_FALLBACK).toMatch(/email[\s\S]*Contact form[\s\S]*24 hours/);
  });
});
