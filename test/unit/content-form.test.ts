import { describe, expect, it } from 'vitest';
import {
  type Field,
  answerValuesOf,
  dataFromForm,
  fieldOfSentence,
  fieldsOf,
  inputValue,
  valueAt,
} from '../../src/admin/content-form';
import { codeValue } from '../../src/server/content/code-content';
import {
  type ContentItem,
  type ContentKind,
  checkContentData,
} from '../../src/shared/schemas/content';

// The content editor's forms (decision 123) hold every field of the shared schema, no more: an
// item of each kind, put into its form as the page shows it and read back, is the item again and
// passes the schema the API checks it with.

const ITEMS: readonly [ContentKind, string][] = [
  ['template', 'restaurant'],
  ['project', '1'],
  ['portfolio-order', 'site'],
  ['faq', 'price'],
  ['quick-questions', 'site'],
  ['facts', 'site'],
  ['text', 'tpi:layout:layout.nav.about'],
];

/** The form as the page fills it from the data: what a person sees and sends unchanged. */
function formOf(fields: readonly Field[], data: unknown): FormData {
  const form = new FormData();
  for (const field of fields) {
    const value = valueAt(data, field.name);
    if (field.type === 'checkbox') {
      if (value === true) form.set(field.name, 'yes');
    } else if (field.type === 'order' || field.type === 'topics') {
      for (const key of value as string[]) form.append(field.name, key);
    } else {
      form.set(field.name, inputValue(field, value));
    }
  }
  return form;
}

describe('each kind’s form', () => {
  it.each(ITEMS)('%s %s: its fields read back the item the schema accepts', (kind, key) => {
    const code = codeValue(kind, key);
    expect(code).toBeDefined();
    const fields = fieldsOf(kind, key);
    const read = dataFromForm(fields, formOf(fields, code));
    const checked = checkContentData(kind, key, read);
    expect(checked).toEqual({ success: true, data: code });
  });

  it('reads a price as owners write it, and leaves the rest for the schema to refuse', () => {
    const fields = fieldsOf('template', 'restaurant');
    const price = (typed: string) => {
      const form = formOf(fields, codeValue('template', 'restaurant'));
      form.set('price', typed);
      return checkContentData('template', 'restaurant', dataFromForm(fields, form));
    };
    for (const typed of ['3100', 'K3,100', ' k 3,100 ', '3,100']) {
      expect(price(typed), typed).toMatchObject({ success: true, data: { price: 3100 } });
    }
    for (const typed of ['abc', '0', '2950.5', '3,10', '']) {
      expect(price(typed), typed).toMatchObject({
        success: false,
        error: 'The price must be a whole number of Kina from 1 to 1000000, such as 3100.',
        path: ['price'],
      });
    }
  });
});

describe('a sentence of the server', () => {
  const name = (kind: ContentKind, key: string, sentence: string) =>
    fieldOfSentence(fieldsOf(kind, key), sentence)?.name;

  it('is shown by the field it names first', () => {
    expect(
      name(
        'template',
        'price-tracker',
        'The status of Price Tracker can be available now (active) only once it has a sample site in the code (src/templates/price-tracker): until then it stays coming soon (coming_soon).',
      ),
    ).toBe('status');
    expect(
      name(
        'facts',
        'site',
        'The email address must be a valid address, such as support@example.com.',
      ),
    ).toBe('email');
    expect(name('facts', 'site', 'Please write the address.')).toBe('address');
    expect(name('faq', 'price', 'Please write the Tok Pisin answer.')).toBe('answer.tpi');
    expect(
      name(
        'project',
        'lae-bakery',
        'The picture was not found among the uploaded pictures: please upload it again and use the id it is given.',
      ),
    ).toBe('picture');
    expect(
      name(
        'template',
        'flower-shop',
        'The picture was not found among the uploaded pictures: please upload it again and use the id it is given.',
      ),
    ).toBe('picture');
    expect(
      name(
        'text',
        'tpi:layout:layout.nav.about',
        'The Tok Pisin text "layout:layout.nav.about" has no placeholders in the code: please remove the words in { }.',
      ),
    ).toBe('text');
  });

  it('that names no field is the whole form’s', () => {
    expect(
      name('template', 'restaurant', 'That is the value it has now: nothing to save.'),
    ).toBeUndefined();
  });
});

// Decision 132: the answer preview says what the published chat will.
describe('the answer preview’s placeholders', () => {
  const item = (kind: ContentKind, key: string, draft?: object): ContentItem => ({
    kind,
    key,
    code: codeValue(kind, key) ?? null,
    published: null,
    draft: draft ? { id: 1, data: draft, by: 'owner@example.com', at: '', version: null } : null,
  });
  const facts = codeValue('facts', 'site') as Record<string, unknown>;
  const restaurant = codeValue('template', 'restaurant') as Record<string, unknown>;

  it('takes the facts’ draft and the prices of the templates on sale', () => {
    const values = answerValuesOf([
      item('facts', 'site', { ...facts, phone: '+675 7999 1234', whatsapp: '67579991234' }),
      item('template', 'restaurant', { ...restaurant, price: 9100 }),
      item('template', 'community'),
      // Coming soon: not on sale, so not in the range.
      item('template', 'fitness', {
        ...(codeValue('template', 'fitness') as object),
        price: 99_000,
        status: 'coming_soon',
      }),
    ]);
    expect(values).toMatchObject({
      phone: '[+675 7999 1234](tel:+67579991234)',
      whatsapp: '[WhatsApp](https://wa.me/67579991234)',
      hours: facts.hours,
      priceFrom: 'K2,750',
      priceTo: 'K9,100',
    });
  });
});
