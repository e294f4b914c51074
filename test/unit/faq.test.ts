import { chatContent } from '../../src/web/app/page-content.server';
import { describe, expect, it } from 'vitest';
import { templatesOnSale } from '../../src/shared/catalogue';
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
import { termsOfUse as englishTerms } from '../../src/shared/words/en/terms-of-use';
import { termsOfUse as tokPisinTerms } from '../../src/shared/words/tpi/terms-of-use';

const quickTopics = ['templates', 'contact', 'services', 'portfolio'] as const;
// The spec's 16 topics, the two added by decision 084 (price first, then hosting after them) and
// the two added by decision 119 (editing one's own site, refunds).
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
  it("keeps the spec's 16 topics, adds price, hosting, editing and refunds, each answered in both languages", () => {
    expect(faqTopics).toEqual(['price', ...specTopics, 'hosting', 'editing', 'refund']);
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

  it('answers the price from the catalogue: from the cheapest to the dearest on sale, and where to see them', () => {
    const prices = templatesOnSale.map((template) => template.priceNumeric);
    const from = formatMoney(kina(Math.min(...prices)));
    const to = formatMoney(kina(Math.max(...prices)));
    // K10,500 is a coming-soon template's price: no visitor can order it (review N16).
    expect([from, to]).toEqual(['K1,750', 'K6,800']);
    for (const [lang, page] of [
      ['en', '/products'],
      ['tpi', '/tpi/products'],
    ] as const) {
      // The answer's {priceFrom} and {priceTo}, filled in when the chat's file is made.
      const answer = chatContent(lang).copy.faq.entries.price.answer;
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
    expect(en).toContain('We do not take cards');
    expect(en).not.toContain('PayPal');
    expect(en).toMatch(/unavailable for now[\s\S]*within 24 hours[\s\S]*how to pay/);
    const tpi = answerText(tokPisin.entries.payment.answer);
    expect(tpi).toContain('bank transfa, o long mobail mani');
    expect(tpi).toContain('Mipela i no kisim bank kat');
    expect(tpi).not.toContain('PayPal');
    expect(tpi).toMatch(/no inap baim long intanet[\s\S]*24 aua[\s\S]*rot bilong pe/);
  });

  it('answers paying, editing, hosting and refunds as the terms state them (issue 44, point 5)', () => {
    const terms = (document: { sections: unknown }) =>
      JSON.stringify(document.sections).replace(/\\"/g, '"');
    for (const [answers, document, termsPage] of [
      [english, englishTerms, '/terms-of-use'],
      [tokPisin, tokPisinTerms, '/tpi/terms-of-use'],
    ] as const) {
      const text = terms(document);
      // Every figure of the refund answer is one the terms give (7 days, 24 hours, 5-10 business days).
      const refund = answerText(answers.entries.refund.answer);
      const figures = refund.match(/\d+(?:-\d+)?/g) ?? [];
      expect(figures).toEqual(['7', '24', '5-10']);
      for (const figure of figures) expect(text, figure).toContain(figure);
      for (const topic of ['refund', 'hosting'] as const) {
        expect(answerParts(answers.entries[topic].answer), topic).toContainEqual({
          text: expect.any(String),
          href: termsPage,
        });
      }
      // No hosting price is set anywhere, so the answer names none: the proposal gives it.
      expect(answerText(answers.entries.hosting.answer)).not.toMatch(/K\d/);
      // Editing: the warranty's 30 days, and changes by the customer outside it, as the terms say.
      expect(answerText(answers.entries.editing.answer)).toContain('30');
    }
    expect(answerText(english.entries.editing.answer)).toContain(
      'The warranty does not cover changes made by you or by others.',
    );
    expect(terms(englishTerms)).toContain('You may change it as much as you like for that site.');
    expect(terms(englishTerms)).toContain(
      'The warranty does not cover changes made by you or by others',
    );
    expect(answerText(english.entries.delivery.answer)).toContain(
      'We deliver a template within 24 hours of confirming your payment',
    );
    expect(terms(englishTerms)).toContain(
      'We deliver a template within 24 hours of confirming your payment.',
    );
    // The review's questions (journey-and-after-sale-2026-11-28, "The chat: five questions").
    for (const [question, topic] of [
      ['Can I pay with mobile money?', 'payment'],
      ['Yupela i kisim mobail mani?', 'payment'],
      ['Can I edit the website myself after?', 'editing'],
      ['Mi yet inap senisim websait bihain?', 'editing'],
      ['Can I update prices myself?', 'editing'],
      ['How much is hosting per year?', 'hosting'],
      ['Can I get my money back?', 'refund'],
    ] as const) {
      expect(topicFor(question), question).toBe(topic);
    }
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
