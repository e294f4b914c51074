import { describe, expect, it } from 'vitest';
import {
  type ElementStrings,
  indexWords,
  matchElement,
  pageFileFirst,
  pageFileOf,
  visibleText,
  wordsAmong,
} from '../../src/admin/word-match';

// The review mode's guess at which of the site's strings a picked element shows (issue 28).
const words = [
  { key: 'layout:layout.nav.templates', text: 'Templates' },
  { key: 'footer:footer.nav.templates', text: 'Templates' },
  { key: 'layout:layout.nav.portfolio', text: 'Portfolio' },
  { key: 'layout:layout.menu.open', text: 'Open the menu' },
  { key: 'home:home.templates.all', text: 'See all {count} templates, from {price}' },
  { key: 'products:products.count.all.one', text: 'Showing all {count} template' },
  { key: 'products:products.count.all.other', text: 'Showing all {count} templates' },
  { key: 'footer:footer.brand', text: 'Websites for {brand.name} customers' },
  { key: 'preview:preview.added', text: 'Added ({count})' },
  { key: 'chat:chat.count', text: '{count} {amount}' },
  { key: 'faq:faq.entries.quote.answer', text: 'Send it from the [Quote](/checkout) page.' },
  { key: 'contact:contact.name.label', text: 'Your name' },
  { key: 'contact:contact.name.hint', text: 'As we should call you' },
  { key: 'layout:layout.short', text: 'Tok' },
];
const index = indexWords(words);
const keys = (levels: ElementStrings[]) => {
  const match = matchElement(index, levels);
  return { kind: match.kind, keys: match.words.map((word) => word.key) };
};
const element = (text: string, labels: string[] = []): ElementStrings => ({ text, labels });

describe('a picked element', () => {
  it('matches its exact text, whitespace collapsed, every key that has it', () => {
    expect(keys([element('\n  Templates\u00a0 ')])).toEqual({
      kind: 'exact',
      keys: ['layout:layout.nav.templates', 'footer:footer.nav.templates'],
    });
  });

  it('matches a label, placeholder, title or alt when it has no text of its own', () => {
    expect(keys([element('', ['Open the menu'])])).toEqual({
      kind: 'exact',
      keys: ['layout:layout.menu.open'],
    });
  });

  it('reads a help answer as the visitor sees its links', () => {
    expect(visibleText('Send it from the [Quote](/checkout) page.')).toBe(
      'Send it from the Quote page.',
    );
    expect(keys([element('Send it from the Quote page.')]).keys).toEqual([
      'faq:faq.entries.quote.answer',
    ]);
  });

  it('matches a text with {placeholders}, dotted ones too, each standing for any text', () => {
    expect(keys([element('See all 18 templates, from K1,200')])).toEqual({
      kind: 'pattern',
      keys: ['home:home.templates.all'],
    });
    expect(keys([element('Websites for Kumul Digital customers')]).keys).toEqual([
      'footer:footer.brand',
    ]);
    expect(keys([element('Added (3)')]).keys).toEqual(['preview:preview.added']);
  });

  it('tells the plural forms apart', () => {
    expect(keys([element('Showing all 1 template')]).keys).toEqual([
      'products:products.count.all.one',
    ]);
    expect(keys([element('Showing all 18 templates')]).keys).toEqual([
      'products:products.count.all.other',
    ]);
  });

  it('never takes a string of placeholders only as a clue', () => {
    expect(keys([element('3 K40')])).toEqual({ kind: 'none', keys: [] });
  });

  it('lets placeholders stand for a name or a figure, not for a paragraph', () => {
    const subject = indexWords([
      { key: 'mail:subject', text: '{document} {number} bilong {brand}' },
    ]);
    const short = [element('Invois INV-2026-0001 bilong Kumul Digital')];
    expect(matchElement(subject, short).words.map((word) => word.key)).toEqual(['mail:subject']);
    const card = element(
      'Bakeri Ol kain mani bilong givim Fom bilong salim toksave K2,750 I redi nau Long lukim pastaim, em i yusim 12 KB data',
    );
    expect(matchElement(subject, [element('K2,750'), card])).toEqual({ words: [], kind: 'none' });
  });

  it('tries up to four ancestors when the element itself matches nothing', () => {
    const icon = element('');
    const button = element('', ['Open the menu']);
    expect(keys([icon, button])).toEqual({ kind: 'ancestor', keys: ['layout:layout.menu.open'] });
    const deep = [icon, element(''), element(''), element(''), element(''), button];
    expect(keys(deep).kind).toBe('none');
    // A block's label names the block, not the price clicked inside it.
    const list = element('Lae Bakery K2,750 Ready now Add to quote Preview', ['Open the menu']);
    expect(keys([element('K2,750'), list]).kind).toBe('none');
  });

  it('falls back to the words contained in its text, whole words, longest first', () => {
    const match = keys([element('Your name (As we should call you) · Portfolios · Tokens')]);
    expect(match).toEqual({
      kind: 'contained',
      keys: ['contact:contact.name.hint', 'contact:contact.name.label'],
    });
    // A placeholder string counts too, found inside a longer text.
    expect(keys([element('Great news. Showing all 4 templates now.')]).keys).toEqual([
      'products:products.count.all.other',
    ]);
  });

  it('keeps at most eight contained words', () => {
    const many = Array.from({ length: 12 }, (_, n) => ({ key: `k${n}`, text: `word${n}x` }));
    const text = many.map((word) => word.text).join(' ');
    expect(matchElement(indexWords(many), [element(text)]).words).toHaveLength(8);
  });

  it('says so when nothing matches (a name, a price or a figure)', () => {
    expect(keys([element('K2,750'), element('Lae Bakery K2,750')])).toEqual({
      kind: 'none',
      keys: [],
    });
    expect(keys([])).toEqual({ kind: 'none', keys: [] });
  });
});

describe('the texts on a page', () => {
  it('lists each string found among text nodes and labels once, in page order', () => {
    const found = wordsAmong(index, [
      'Portfolio',
      'K2,750',
      'Showing all 5 templates',
      'Portfolio',
      ' Your name ',
    ]);
    expect(found.map((word) => word.key)).toEqual([
      'layout:layout.nav.portfolio',
      'products:products.count.all.other',
      'contact:contact.name.label',
    ]);
  });
});

describe('several strings with the same text', () => {
  it('come with the page’s own word file first', () => {
    expect(pageFileOf('/tpi/products?category=Food')).toBe('products');
    expect(pageFileOf('/tpi/')).toBe('home');
    expect(pageFileOf('/')).toBe('home');
    expect(pageFileOf('/tpi/quote/accept')).toBe('accept-quote');
    const same = matchElement(index, [element('Templates')]).words;
    expect(pageFileFirst(same, 'footer').map((word) => word.key)).toEqual([
      'footer:footer.nav.templates',
      'layout:layout.nav.templates',
    ]);
  });
});
