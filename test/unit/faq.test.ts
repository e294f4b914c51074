import { describe, expect, it } from 'vitest';
import { templates } from '../../src/shared/catalogue';
import {
  answerFor,
  answerParts,
  answerText,
  type FaqAnswers,
  faqTopics,
  topicFor,
} from '../../src/shared/faq';
import { formatMoney, kina } from '../../src/shared/money';
import { faq as english } from '../../src/shared/words/en/faq';
import { layout as englishLayout } from '../../src/shared/words/en/layout';
import { faq as tokPisin } from '../../src/shared/words/tpi/faq';
import { layout as tokPisinLayout } from '../../src/shared/words/tpi/layout';

const quickTopics = ['templates', 'contact', 'services', 'portfolio'] as const;
// The spec's 16 topics, and the two added by decision 084 (price first, hosting last).
const specTopics = [
  'templates',
  'navigation',
  'portfolio',
  'contact',
  'services',
  'custom',
  'png',
  'buy',
  'preview',
  'payment',
  'delivery',
  'support',
  'mobile',
  'change',
  'why',
  'hours',
];

const links = (answers: FaqAnswers) =>
  [...Object.values(answers.entries).map((entry) => entry.answer), answers.fallback].flatMap(
    (answer) => answerParts(answer).filter((part) => typeof part !== 'string'),
  );

describe('help chat answers', () => {
  it("keeps the spec's 16 topics, adds price and hosting, each answered in both languages", () => {
    expect(faqTopics).toEqual(['price', ...specTopics, 'hosting']);
    expect(Object.keys(english.entries)).toEqual(faqTopics);
    expect(Object.keys(tokPisin.entries)).toEqual(faqTopics);
  });

  it('asks the quick questions word for word as the spec gives them', () => {
    expect(quickTopics.map((topic) => english.entries[topic].question)).toEqual([
      'Where can I see your templates?',
      'How do I contact you for a quote?',
      'What services do you offer?',
      'Can I see examples of your work?',
    ]);
  });

  it("answers each entry's own question with that entry, in both languages", () => {
    for (const topic of faqTopics) {
      expect(topicFor(english.entries[topic].question), topic).toBe(topic);
      expect(topicFor(tokPisin.entries[topic].question), topic).toBe(topic);
    }
  });

  it('answers the questions the browser tests type', () => {
    expect(answerFor('Which payment methods do you take?', english)).toBe(
      english.entries.payment.answer,
    );
    expect(answerFor('How long does delivery take?', english)).toBe(
      english.entries.delivery.answer,
    );
    expect(answerFor('Do you have a phone number?', english)).toBe(english.entries.contact.answer);
    expect(answerFor('Mi laik lukim ol tempelet', tokPisin)).toBe(
      tokPisin.entries.templates.answer,
    );
    expect(answerFor('Mi ken pe wantaim kad?', tokPisin)).toBe(tokPisin.entries.payment.answer);
    expect(answerFor('Qwerty zzz', english)).toBe(english.fallback);
    expect(answerFor('Hello\nthere', english)).toBe(english.fallback);
  });

  it('takes the topic with the most keywords, then the longest keyword, then the earlier topic', () => {
    // "pay" (payment) and "template" (no templates keyword alone): payment.
    expect(topicFor('HOW DO I PAY FOR A TEMPLATE')).toBe('payment');
    // "how much" (price) and "templates" (templates): "how much are" makes two for price.
    expect(topicFor('How much are your templates?')).toBe('price');
    // "hamas" (price) against "hamas taim" (delivery): one each, the longer wins.
    expect(topicFor('Hamas taim?')).toBe('delivery');
    // "phone number" and "number" (contact) against "phone" (mobile).
    expect(topicFor('What is your phone number?')).toBe('contact');
    // One keyword each, equally long: the earlier topic.
    expect(topicFor('cost or host')).toBe('price');
    expect(topicFor('Nothing matches this')).toBeUndefined();
  });

  it('matches whole words, so short Tok Pisin words do not hide in English ones', () => {
    expect(topicFor('Can I change the font?')).toBe('change');
    expect(topicFor('Can you deliver today?')).toBe('delivery');
    expect(topicFor('open people pen')).toBe('hours'); // "open", never "pe"
    expect(topicFor('happy apple')).toBeUndefined(); // no "ap", no "app"
    expect(topicFor('pe')).toBe('payment');
    expect(topicFor("What's the price?")).toBe('price');
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
    expect(answerText(english.fallback)).toMatch(/email[\s\S]*Contact form[\s\S]*24 hours/);
    expect(answerText(tokPisin.fallback)).toMatch(
      /imel[\s\S]*fom bilong salim toksave[\s\S]*24 aua/,
    );
  });

  it('answers the price from the catalogue: from the cheapest to the dearest, and where to see them', () => {
    const prices = templates.map((template) => template.priceNumeric);
    const from = formatMoney(kina(Math.min(...prices)));
    const to = formatMoney(kina(Math.max(...prices)));
    expect([from, to]).toEqual(['K1,750', 'K10,500']);
    for (const [answers, page] of [
      [english, '/products'],
      [tokPisin, '/tpi/products'],
    ] as const) {
      const answer = answers.entries.price.answer;
      expect(answerText(answer)).toContain(from);
      expect(answerText(answer)).toContain(to);
      expect(answerParts(answer)).toContainEqual({ text: expect.any(String), href: page });
    }
    expect(answerFor('How much does a website cost?', english)).toBe(english.entries.price.answer);
    expect(answerFor('Hamas long wanpela websait?', tokPisin)).toBe(tokPisin.entries.price.answer);
  });

  it('names bank transfer and mobile money as on the invoice, and says paying follows the quote since online payment is unavailable', () => {
    const en = answerText(english.entries.payment.answer);
    expect(en).toContain('bank transfer, or by mobile money when your invoice lists it');
    expect(en).not.toContain('PayPal');
    expect(en).toMatch(/unavailable for now[\s\S]*within 24 hours[\s\S]*how to pay/);
    const tpi = answerText(tokPisin.entries.payment.answer);
    expect(tpi).toContain('bank transfa, o long mobail mani');
    expect(tpi).not.toContain('PayPal');
    expect(tpi).toMatch(/no inap baim long intanet[\s\S]*24 aua[\s\S]*rot bilong pe/);
  });

  it('shows no raw paths: every page is a link with words', () => {
    for (const answers of [english, tokPisin]) {
      for (const answer of [
        ...Object.values(answers.entries).map((e) => e.answer),
        answers.fallback,
      ]) {
        expect(answerText(answer)).not.toMatch(/\(\/|\/(?:tpi|products|portfolio|checkout)\b/);
      }
      for (const link of links(answers)) {
        expect(link.text).not.toMatch(/^\//);
        expect(link.href).toMatch(/^(\/|mailto:|tel:|https:\/\/wa\.me\/)/);
      }
    }
  });

  it('links the same places in Tok Pisin, its pages under /tpi/, named with the menu words', () => {
    const tpiHref = (href: string) => (href.startsWith('/') ? `/tpi${href}` : href);
    for (const topic of faqTopics) {
      const hrefs = (answer: string) =>
        answerParts(answer).flatMap((part) => (typeof part === 'string' ? [] : [part.href]));
      expect(hrefs(tokPisin.entries[topic].answer), topic).toEqual(
        hrefs(english.entries[topic].answer).map(tpiHref),
      );
    }
    const menu = {
      '/products': 'templates',
      '/portfolio': 'portfolio',
      '/checkout': 'quote',
    } as const;
    for (const [path, key] of Object.entries(menu)) {
      for (const link of links(english).filter((l) => l.href === path)) {
        expect(link.text).toBe(englishLayout.nav[key]);
      }
      const tpiLinks = links(tokPisin).filter((l) => l.href === `/tpi${path}`);
      expect(tpiLinks.length, path).toBeGreaterThan(0);
      for (const link of tpiLinks) expect(link.text).toBe(tokPisinLayout.nav[key]);
    }
    expect(tokPisinLayout.nav.portfolio).toBe('Ol projek');
  });

  it('gives the same figures and addresses in Tok Pisin', () => {
    const figures = (text: string) => answerText(text).match(/K[\d,]+|\d+%?|\S+@\S+\w/g) ?? [];
    for (const topic of faqTopics) {
      const answer = answerText(tokPisin.entries[topic].answer);
      for (const figure of figures(english.entries[topic].answer)) {
        expect(answer, topic).toContain(figure);
      }
    }
  });

  it('cuts an answer into text and links', () => {
    expect(answerParts('See [Templates](/products) or [mail](mailto:a@b.pg).')).toEqual([
      'See ',
      { text: 'Templates', href: '/products' },
      ' or ',
      { text: 'mail', href: 'mailto:a@b.pg' },
      '.',
    ]);
    expect(answerParts('No links (here).')).toEqual(['No links (here).']);
    expect(answerText('See [Templates](/products).')).toBe('See Templates.');
  });
});
