import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { errorIn } from '../../src/shared/i18n/api-errors';
import { loadErrorSentences } from '../../src/shared/i18n/api-errors-loader';
import { apiErrors as tokPisinSentences } from '../../src/shared/words/tpi/api-errors';

// Every file whose sentences a visitor can read in an answer of a public endpoint.
const PUBLIC_SOURCES = [
  'src/shared/schemas/fields.ts',
  'src/shared/schemas/contact.ts',
  'src/shared/schemas/newsletter.ts',
  'src/shared/schemas/quote-request.ts',
  'src/shared/schemas/loyalty.ts',
  'src/shared/schemas/personalisation.ts',
  'src/shared/schemas/quote-link.ts',
  'src/shared/schemas/invoice.ts',
  'src/shared/personalisation.ts',
  'src/server/app.ts',
  'src/server/address-characters.ts',
  'src/server/body-limits.ts',
  'src/server/client-errors.ts',
  'src/server/http-error.ts',
  'src/server/sign-in-throttle.ts',
  'src/server/db/idempotency.ts',
  'src/server/quotes/pricing.ts',
  'src/server/routes/forms.ts',
  'src/server/routes/loyalty.ts',
  'src/server/routes/quote-links.ts',
  'src/server/routes/invoice-links.ts',
  'src/server/routes/order-links.ts',
  // A delivered site's editor (issue 46): its owner reads them in Tok Pisin too.
  'src/shared/schemas/site-editor.ts',
  'src/server/routes/site-editor.ts',
  'src/server/sites/site-domains.ts',
  'src/server/sites/serve-sites.ts',
];

/**
 * The sentences (a capital, a space, a full stop) written as string or template literals in a
 * file, a template's ${value} read as {value}, the form the Tok Pisin table is keyed by.
 */
function sentencesIn(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      found.push(
        node.head.text +
          node.templateSpans
            .map((span) => `{${span.expression.getText(source)}}${span.literal.text}`)
            .join(''),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((text) => /^[A-Z{][^\n]* [^\n]*\.$/.test(text));
}

// Said to a connection whose bytes are not HTTP, before any header (Accept-Language) is read.
const BEFORE_HEADERS = /took too long to arrive|headers are too large|not valid HTTP/;

/** The sentences of a file that a visitor may need in Tok Pisin. */
const translatable = (path: string) =>
  sentencesIn(path)
    // The thank-you answers have their own table per language (src/server/routes/form-answers.ts).
    .filter((sentence) => !sentence.startsWith('Thank you') && !BEFORE_HEADERS.test(sentence))
    .map((sentence) => [path, sentence]);

describe('the API error sentences in Tok Pisin', () => {
  const sentences = PUBLIC_SOURCES.flatMap(translatable).map(([, sentence]) => sentence);

  it('finds the sentences it checks', () => {
    expect(sentences).toContain('Please enter your email address.');
    expect(sentences).toContain('{label} must be a whole number from {min} to {max}.');
    expect(sentences.length).toBeGreaterThan(40);
  });

  it.each(PUBLIC_SOURCES.flatMap(translatable))(
    '%s: "%s" has a Tok Pisin version',
    (_path, sentence) => {
      expect(tokPisinSentences[sentence], 'add it to src/shared/words/tpi/api-errors.ts').toEqual(
        expect.any(String),
      );
      // A value a sentence carries is written as one name, which the Tok Pisin keeps.
      for (const [, name] of sentence.matchAll(/\{([^}]*)\}/g)) {
        expect(name).toMatch(/^\w+$/);
        expect(tokPisinSentences[sentence]).toContain(`{${name}}`);
      }
    },
  );

  it('says each sentence in Tok Pisin, with the values it carries', () => {
    expect(errorIn('tpi', 'Please enter your email address.')).toBe('Plis raitim imel bilong yu.');
    expect(errorIn('tpi', 'Please keep this to 5000 characters or fewer.')).toBe(
      'Plis raitim i no winim 5000 leta.',
    );
    expect(errorIn('tpi', 'Quantity must be a whole number from 1 to 20.')).toBe(
      'Hamas tempelet i mas wanpela namba olgeta, long 1 i go inap long 20.',
    );
    expect(
      errorIn(
        'tpi',
        'Too many attempts to sign in to this account from your address. Please wait 3 minutes and try again.',
      ),
    ).toBe('Yu traim sain in planti taim tumas. Plis wet 3 minit na traim gen.');
    expect(errorIn('tpi', 'Sunset Lodge is coming soon and cannot be ordered yet.')).toBe(
      'Sunset Lodge i kam bihain; yu no ken askim long en yet.',
    );
  });

  it('leaves English, and a sentence it does not know, as they are', () => {
    expect(errorIn('en', 'Please enter your email address.')).toBe(
      'Please enter your email address.',
    );
    expect(errorIn('tpi', 'A sentence nobody wrote.')).toBe('A sentence nobody wrote.');
  });

  it('loads the Tok Pisin sentences only for Tok Pisin', async () => {
    const english = await loadErrorSentences('en');
    const tokPisin = await loadErrorSentences('tpi');
    expect(english('Please enter your name.')).toBe('Please enter your name.');
    expect(tokPisin('Please enter your name.')).toBe('Plis raitim nem bilong yu.');
  });

  it("says the texts owners published over the table's, values and units filled (decision 135)", async () => {
    const texts = {
      'api-errors:apiErrors.{label} must be a whole number from {min} to {max}.':
        '{label}: namba olgeta tasol, {min} i go {max}.',
      'api-errors:apiErrorValues.Quantity': 'Hamas',
      'api-errors:waitUnits.minutes': 'minit tasol',
      'layout:layout.nav.about': 'Abaut',
    };
    const say = await loadErrorSentences('tpi', texts);
    expect(say('Quantity must be a whole number from 1 to 20.')).toBe(
      'Hamas: namba olgeta tasol, 1 i go 20.',
    );
    expect(
      say(
        'Too many attempts to sign in to this account from your address. Please wait 3 minutes and try again.',
      ),
    ).toBe('Yu traim sain in planti taim tumas. Plis wet 3 minit tasol na traim gen.');
    expect(say('Please enter your name.')).toBe('Plis raitim nem bilong yu.');
    // The server's answers: the same texts, as the published site holds them.
    expect(
      errorIn(
        'tpi',
        'Quantity must be a whole number from 1 to 20.',
        new Map(Object.entries(texts)),
      ),
    ).toBe('Hamas: namba olgeta tasol, 1 i go 20.');
    expect(errorIn('en', 'Please enter your name.', new Map(Object.entries(texts)))).toBe(
      'Please enter your name.',
    );
  });
});
