import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/shared/i18n/lang';
import type { LegalSection, RichText } from '../../src/shared/words/legal-document';
import { en } from '../../src/shared/words/en';
import { tpi } from '../../src/shared/words/tpi';

// Decision 060: the Tok Pisin legal pages summarise each English section, and a summary may drop
// words but never a figure. A figure is a number, range, percentage, time or Kina amount, with
// its unit when one follows; units are compared by meaning, so "7 years" is kept by "7 yia".
const unitsByLang: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    year: 'year',
    years: 'year',
    month: 'month',
    months: 'month',
    day: 'day',
    days: 'day',
    hour: 'hour',
    hours: 'hour',
    USD: 'USD',
    PGK: 'PGK',
  },
  // "krismas" counts a person's years (16 krismas = 16 years old).
  tpi: {
    yia: 'year',
    krismas: 'year',
    mun: 'month',
    de: 'day',
    aua: 'hour',
    USD: 'USD',
    PGK: 'PGK',
  },
};

const number = String.raw`\d+(?:\.\d+)?(?:AM|PM)?`;
// "5-10 business days": English may qualify the unit; "30-day": or join it with a hyphen.
const figurePattern = new RegExp(
  String.raw`(K?${number}(?:-${number})?%?)(?:[\s-]+(?:business\s+|working\s+)?([A-Za-z]+))?`,
  'g',
);

interface Figure {
  value: string;
  unit?: string;
}

function figuresIn(text: string, lang: Lang): Figure[] {
  return [...text.matchAll(figurePattern)].map(([, value = '', word = '']) => {
    const unit = unitsByLang[lang][word];
    return unit ? { value, unit } : { value };
  });
}

const show = ({ value, unit }: Figure) => (unit ? `${value} ${unit}` : value);

function richText(text: RichText): string {
  if (typeof text === 'string') return text;
  return text
    .map((part) => (typeof part === 'string' ? part : 'text' in part ? part.text : ''))
    .join('');
}

function sectionText(section: LegalSection): string {
  return section.blocks
    .flatMap((block) => {
      switch (block.kind) {
        case 'paragraph':
          return [richText(block.text)];
        case 'list':
          return block.items.map(richText);
        case 'terms':
          return block.items.map((item) => `${item.term}: ${richText(item.text)}`);
        case 'contacts':
          return [];
      }
    })
    .join('\n');
}

/** The English figures the Tok Pisin text lacks; a figure without a unit may gain one ("16 krismas"). */
function missingFigures(english: string, tokPisin: string): string[] {
  const kept = figuresIn(tokPisin, 'tpi');
  return figuresIn(english, 'en')
    .filter(
      (figure) =>
        !kept.some(
          (other) =>
            other.value === figure.value &&
            (figure.unit === undefined || other.unit === figure.unit),
        ),
    )
    .map(show);
}

describe('figuresIn', () => {
  it('reads numbers with their units, ranges, percentages, times and Kina amounts', () => {
    const english =
      'Kept for 7 years; a 30-day warranty; processed in 5-10 business days; a 50% deposit; K5 each; 1 USD to 4 PGK; Mon-Fri 8AM-5PM AEST; under 16.';
    expect(figuresIn(english, 'en').map(show)).toEqual([
      '7 year',
      '30 day',
      '5-10 day',
      '50%',
      'K5',
      '1 USD',
      '4 PGK',
      '8AM-5PM',
      '16',
    ]);
    expect(
      figuresIn('7 yia, 24 aua, 12 mun, 5-10 de bilong wok, 16 krismas', 'tpi').map(show),
    ).toEqual(['7 year', '24 hour', '12 month', '5-10 day', '16 year']);
  });

  it('finds a figure a summary dropped or changed', () => {
    const english = 'Custom projects need a 50% deposit; suspended after 15 days of non-payment.';
    expect(
      missingFigures(english, '50% pe pastaim; bihain long 15 de mipela pasim sevis.'),
    ).toEqual([]);
    expect(missingFigures(english, 'Pe pastaim; bihain long 15 de mipela pasim sevis.')).toEqual([
      '50%',
    ]);
    expect(
      missingFigures(english, '50% pe pastaim; bihain long 15 wik mipela pasim sevis.'),
    ).toEqual(['15 day']);
  });
});

const documents = [
  ['privacy policy', en.privacyPolicy.sections, tpi.privacyPolicy.sections],
  ['terms of use', en.termsOfUse.sections, tpi.termsOfUse.sections],
  ['closing contact section', [en.legal.contactSection], [tpi.legal.contactSection]],
] as const;

describe.each(documents)('the Tok Pisin %s', (_name, english, tokPisin) => {
  it('summarises every English section, in the same order, under the same anchors', () => {
    expect(tokPisin.map((section) => section.id)).toEqual(english.map((section) => section.id));
  });

  it.each(english.map((section, index) => [section.id, section, index] as const))(
    'keeps every figure of "%s"',
    (_id, section, index) => {
      const summary = tokPisin[index];
      expect(summary).toBeDefined();
      expect(missingFigures(sectionText(section), summary ? sectionText(summary) : '')).toEqual([]);
    },
  );
});

describe('the Tok Pisin legal facts', () => {
  it('keeps every response time', () => {
    const missing = en.legal.responseTimes.flatMap((time, index) =>
      missingFigures(time.time, tpi.legal.responseTimes[index]?.time ?? ''),
    );
    expect(missing).toEqual([]);
    expect(tpi.legal.responseTimes).toHaveLength(en.legal.responseTimes.length);
  });

  it('keeps the office hours and writes the effective date with Tok Pisin month names', () => {
    expect(missingFigures(en.legal.hours, tpi.legal.hours)).toEqual([]);
    expect(tpi.legal.effectiveDate).toBe('1 Janueri 2025');
  });
});
