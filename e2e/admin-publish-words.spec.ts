import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { chatCopy } from '../src/shared/words/tpi/chat';
import { faq } from '../src/shared/words/tpi/faq';
import { tpi } from '../src/shared/words/tpi';
import { INBOX_OPENS, publishingTest as test, saveAndPublish } from './admin-fixtures';
import { hydrated } from './hydrated';

// Issue 45, decision 125: a Tok Pisin text and a chat answer an owner publishes are served within
// 60 s, the text on its prerendered page and still there once the page's islands hydrate, the answer
// in the chat's file and in the chat. On both databases. (An accepted reviewer's correction going
// live is e2e/admin-words.spec.ts.) It uses the contact topic: admin-words.spec.ts reads the
// templates answer, and publishes the catalogue's heading.

const SEARCH_LABEL = 'tpi:products:products.search.label';
// A retry publishes words of its own: its first attempt may have published these already.
const retried = (words: string) => (test.info().retry > 0 ? `${words} nau` : words);
const NEW_LABEL = 'Painim wanpela tempelet long hia';
// It keeps the code's placeholders (the site fills in the agency's details there).
const NEW_ANSWER =
  'Ringim mipela long {phone} o {whatsapp}, o salim imel long {email} o long [pes bilong toktok](/tpi/#contact): mipela i bekim kwik.';
const NEW_ANSWER_END = 'o long [pes bilong toktok](/tpi/#contact): mipela i bekim kwik';

/** Saves `value` in the item's field and publishes; answers when the publish was answered. */
async function publishField(page: Page, item: string, label: string, value: string) {
  await page.goto(`/admin/content/${item}`);
  await page.getByLabel(label, { exact: true }).fill(value, INBOX_OPENS);
  return saveAndPublish(page);
}

/** Polls `path` until it holds `shown`; answers the milliseconds since `since`. */
async function servedWithin(
  request: APIRequestContext,
  since: number,
  path: string,
  shown: string,
) {
  await expect
    .poll(async () => (await request.get(path)).text(), { timeout: 60_000, intervals: [250] })
    .toContain(shown);
  return Date.now() - since;
}

const HEADERS = ['content-type', 'cache-control', 'vary'];
const headersOf = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  return Object.fromEntries(HEADERS.map((name) => [name, headers[name]]));
};

test('a published Tok Pisin text is on its page within 60 s and stays when its island hydrates', async ({
  page,
  request,
  target,
}) => {
  test.setTimeout(120_000);
  const label = retried(NEW_LABEL);
  expect(tpi.products.search.label).not.toBe(label);
  const since = await publishField(
    page,
    `text/${encodeURIComponent(SEARCH_LABEL)}`,
    'Tok Pisin text',
    label,
  );
  const ms = await servedWithin(request, since, '/tpi/products', `>${label}</label>`);
  console.log(`${target.dialect}: text published to served ${ms} ms`);

  // The catalogue's island hydrates with the published words, not its chunk's.
  await page.goto('/tpi/products');
  await hydrated(page);
  await expect(page.locator('label[for="products-catalogue-search"]')).toHaveText(label);
  await expect(page.getByRole('searchbox', { name: label })).toBeVisible();
  // The English page keeps its own words.
  expect(await (await request.get('/products')).text()).not.toContain(label);
});

test('a published chat answer is in the chat within 60 s, served with the build file headers', async ({
  page,
  request,
  target,
}) => {
  test.setTimeout(120_000);
  const built = await headersOf(request, '/chat/tpi.json');
  const [answer, answerEnd] = [
    `${retried(NEW_ANSWER.slice(0, -1))}.`,
    `${retried(NEW_ANSWER_END)}.`,
  ];
  const since = await publishField(page, 'faq/contact', 'Tok Pisin answer', answer);
  const ms = await servedWithin(request, since, '/chat/tpi.json', answerEnd);
  console.log(`${target.dialect}: chat answer published to served ${ms} ms`);
  expect(await headersOf(request, '/chat/tpi.json')).toEqual(built);
  expect(await (await request.get('/chat/en.json')).text()).not.toContain(answerEnd);

  await page.goto('/tpi/products');
  await hydrated(page);
  await page.getByRole('button', { name: tpi.layout.chat.open }).click();
  const chat = page.getByRole('dialog', { name: tpi.layout.chat.title });
  await chat
    .getByRole('list', { name: chatCopy.quickQuestionsLabel })
    .getByRole('button', { name: faq.entries.contact.question })
    .click();
  const log = chat.getByRole('log', { name: chatCopy.conversationLabel });
  await expect(log.getByText('Ringim mipela long')).toBeVisible();
  await expect(log.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+$/,
  );
  await expect(log.getByRole('link', { name: 'pes bilong toktok' })).toHaveAttribute(
    'href',
    '/tpi/#contact',
  );
});
