import { type Locator, type Page, expect, test } from '@playwright/test';
import { PHONE_EXPECTED } from '../src/shared/phone';
import { en } from '../src/shared/words/en';
import { panelWords } from '../src/shared/words/en/panel';
import { tpi } from '../src/shared/words/tpi';
import { phoneExpected } from '../src/shared/words/tpi/api-errors';
import { hydrated } from './hydrated';

// Issue 25, items 5 and 6 (decision 085): a form explains itself. A submission the shared schema
// refuses shows each field's own sentence under it, in the page's language, the field marked
// aria-invalid and describing itself by that sentence, and focus on the first problem; the
// browser's English bubbles never show. One page load per form, at the phone width it failed at.

test.use({ viewport: { width: 390, height: 844 } });
// Four pages with their forms' chunks each: a loaded machine needs more than the default time.
test.beforeEach(() => test.slow());

/** The field is marked invalid and its description is exactly this sentence. */
async function expectExplained(field: Locator, sentence: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(sentence);
  // The browser's own check is off: no bubble of its own was asked for.
  expect(await field.evaluate((element: HTMLInputElement) => element.form?.noValidate)).toBe(true);
}

/** Counts the requests the page sends to an API path. */
function countPosts(page: Page, path: string): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) sent += 1;
  });
  return () => sent;
}

async function open(page: Page, path: string) {
  // Hydration is what matters; images and fonts may keep loading.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

interface Case {
  form: string;
  lang: 'en' | 'tpi';
  /** Opens the page and returns the form, filled as the visitor left it. */
  reach: (page: Page) => Promise<Locator>;
  submit: string;
  api: string;
  /** The field focus goes to, and its sentence. */
  first: { label: string; sentence: string };
  /** Other fields that explain themselves at the same time. */
  also: { label: string; sentence: string }[];
  /** What the visitor corrects the first field to. */
  fix: string;
}

const cases: Case[] = [
  {
    form: 'a blank checkout',
    lang: 'tpi',
    reach: async (page) => {
      await open(page, '/tpi/checkout');
      await page.evaluate(() =>
        localStorage.setItem(
          'cart',
          JSON.stringify({ version: 1, lines: [{ id: 1, quantity: 1 }] }),
        ),
      );
      await page.reload({ waitUntil: 'domcontentloaded' });
      await hydrated(page);
      return page.locator('form').filter({ has: page.getByLabel(tpi.checkout.form.labels.name) });
    },
    submit: tpi.checkout.form.submit,
    api: '/api/quote-request',
    first: { label: tpi.checkout.form.labels.name, sentence: 'Plis raitim ful nem bilong yu.' },
    fix: 'Ana Kila',
    also: [
      { label: tpi.checkout.form.labels.email, sentence: 'Plis raitim imel bilong yu.' },
      {
        label: tpi.checkout.form.labels.phone,
        sentence: 'Plis raitim namba bilong fon bilong yu.',
      },
    ],
  },
  {
    form: 'a blank contact form',
    lang: 'en',
    reach: async (page) => {
      await open(page, '/');
      return page.getByRole('form', { name: en.contact.title });
    },
    submit: en.contact.send,
    api: '/api/contact',
    first: { label: en.contact.name, sentence: 'Please enter your name.' },
    fix: 'Ana Kila',
    also: [
      { label: en.contact.email, sentence: 'Please enter your email address.' },
      { label: en.contact.message, sentence: 'Please enter a message.' },
    ],
  },
  {
    // Subscribe stays disabled while the email is empty (spec section 4): a wrong address instead.
    form: 'a newsletter address that is not one',
    lang: 'tpi',
    reach: async (page) => {
      await open(page, '/tpi/');
      const form = page.getByRole('form', { name: tpi.newsletter.form });
      await form.getByLabel(tpi.newsletter.email).fill('ana@localhost');
      return form;
    },
    submit: tpi.newsletter.subscribe,
    api: '/api/newsletter/subscribe',
    first: { label: tpi.newsletter.email, sentence: 'Plis raitim stretpela adres bilong imel.' },
    fix: 'ana@example.com',
    also: [],
  },
  {
    form: 'a blank resort contact form (the sample site is English)',
    lang: 'en',
    reach: async (page) => {
      await open(page, '/templates/hotel');
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByLabel('Phone').fill('7123');
      return form;
    },
    submit: 'Send Message',
    api: '/api/contact',
    first: { label: 'Name', sentence: 'Please enter your name.' },
    fix: 'Ana Kila',
    also: [
      { label: 'Phone', sentence: PHONE_EXPECTED },
      { label: 'Message', sentence: 'Please enter a message.' },
    ],
  },
];

for (const { form: what, lang, reach, submit, api, first, also, fix } of cases) {
  test(`${what} (${lang}) explains each field in the page's language and focuses the first`, async ({
    page,
  }) => {
    const posts = countPosts(page, api);
    const form = await reach(page);
    await form.getByRole('button', { name: submit, exact: true }).click();
    const firstField = form.getByLabel(first.label);
    await expectExplained(firstField, first.sentence);
    await expect(firstField).toBeFocused();
    for (const field of also) {
      await expectExplained(form.getByLabel(field.label), field.sentence);
    }
    // As the visitor corrects the first field, its message goes.
    await firstField.fill(fix);
    await expect(firstField).not.toHaveAttribute('aria-invalid');
    await expect(firstField).toHaveAccessibleDescription('');
    expect(posts()).toBe(0);
  });
}

test('the phone rule: 7123 is refused with what is expected, a mobile is taken (contact, tpi)', async ({
  page,
}) => {
  const posts = countPosts(page, '/api/contact');
  await open(page, '/tpi/');
  const form = page.getByRole('form', { name: tpi.contact.title });
  await form.getByLabel(tpi.contact.name).fill('Ana Kila');
  await form.getByLabel(tpi.contact.email).fill('ana@example.com');
  await form.getByLabel(tpi.contact.message).fill('Mi laik kisim websait.');
  const phone = form.getByLabel(tpi.contact.phone);
  await phone.fill('7123');
  await form.getByRole('button', { name: tpi.contact.send }).click();
  await expectExplained(phone, phoneExpected);
  await expect(phone).toBeFocused();
  expect(posts()).toBe(0);

  await phone.fill('7123 4567');
  await expect(phone).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: tpi.contact.send }).click();
  await expect.poll(posts).toBe(1);
});

test('the personalisation panel says a phone it cannot use under the field (en)', async ({
  page,
}) => {
  await open(page, '/templates/local-business');
  await page.getByRole('button', { name: panelWords.title }).click();
  const panel = page.getByRole('dialog', { name: panelWords.title });
  const phone = panel.getByLabel(panelWords.fields.phone);
  await phone.fill('7123');
  await expectExplained(phone, PHONE_EXPECTED);
  await phone.fill('+675 7123 4567');
  await expect(phone).not.toHaveAttribute('aria-invalid');
});
