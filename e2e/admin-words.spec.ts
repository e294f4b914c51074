import { randomUUID } from 'node:crypto';
import { type FrameLocator, type Page, test as base, expect } from '@playwright/test';
import { en } from '../src/shared/words/en';
import { tpi } from '../src/shared/words/tpi';
import { chatCopy } from '../src/shared/words/tpi/chat';
import { faq } from '../src/shared/words/tpi/faq';
import { INBOX_OPENS, waitForMail } from './admin-fixtures';
import { type AdminTarget, statePath, targetAt } from './admin-targets';

// Issue 28, item 3: a reviewer proposes wordings on the live page and an owner decides; an
// accepted wording is published at once and served on its page within 60 s (issue 45, decision
// 125). What `npm run words:apply` writes into the word files is proven without a browser
// (test/api/word-review.test.ts), and that a build shows the word files' text by prerender.spec.ts.

const test = base.extend<{ target: AdminTarget }>({
  target: async ({ baseURL }, provide) => provide(targetAt(baseURL)),
  storageState: async ({ target }, provide) => provide(statePath(target, 'owner.json')),
});

const phone = { width: 390, height: 844 };
const signedOut = { cookies: [], origins: [] };
const HEADING = 'products:products.title';
const CHAT_ANSWER = 'faq:faq.entries.templates.answer';
// Letters only: a wording may not add a number (decision 101).
const NEW_HEADING = `Ol tempelet bilong websait ${randomUUID()
  .slice(0, 6)
  .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

const site = (page: Page): FrameLocator => page.frameLocator('iframe');

/** Picks the text `target` shows in the framed page, then the key when several strings match. */
async function pick(
  page: Page,
  target: ReturnType<FrameLocator['locator']>,
  key: string,
  options?: { position: { x: number; y: number } },
) {
  await target.click(options);
  const panel = page.getByRole('region');
  const which = panel.getByRole('heading', { name: 'Which text?' });
  const propose = panel.getByRole('heading', { name: 'Propose a wording' });
  await expect(which.or(propose)).toBeVisible();
  if (await which.isVisible()) {
    await panel.getByRole('button', { name: new RegExp(key.replace(/\./g, '\\.')) }).click();
  }
  await expect(propose).toBeVisible();
  await expect(panel.getByText(key, { exact: true })).toBeVisible();
  return panel;
}

async function propose(panel: ReturnType<Page['getByRole']>, wording: string) {
  await panel.getByLabel('Your wording').fill(wording);
  await panel.getByLabel('Comment (optional)').fill('A reviewer from Lae.');
  await panel.getByRole('button', { name: 'Propose this wording' }).click();
  await expect(panel.getByText('Sent. An owner will accept or reject it.')).toBeVisible();
}

test('a reviewer proposes on /tpi/products at 390 px; an owner accepts one and rejects one', async ({
  page,
  browser,
  request,
  target,
}) => {
  // Two people in two browsers through a dozen screens: more than one test's usual minute on a
  // busy runner.
  test.slow();
  // The owner invites a reviewer, who sets a password through the mailed link.
  const email = `reviewer-${target.dialect}-${randomUUID().slice(0, 6)}@kumuldigital.com.pg`;
  await page.goto('/admin/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible(
    INBOX_OPENS,
  );
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role').selectOption({ label: 'Reviewer' });
  await page.getByRole('button', { name: 'Send invite' }).click();
  const mail = await waitForMail(request, email, (m) => m.text.includes('/admin/welcome/'));
  const link = new RegExp(`${target.baseURL}/admin/welcome/[\\w%-]+`).exec(mail.text)?.[0];
  const context = await browser.newContext({ storageState: signedOut, viewport: phone });
  const reviewer = await context.newPage();
  await reviewer.goto(link as string);
  await reviewer.getByLabel('New password').fill('a long e2e reviewer password');
  await reviewer.getByRole('button', { name: 'Save password and sign in' }).click();
  // A reviewer's inbox is Words alone (issue 42): it opens there, and the menu offers nothing else.
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Words' })).toBeVisible(INBOX_OPENS);
  await reviewer.getByRole('button', { name: 'Menu' }).click();
  await expect(
    reviewer.getByRole('navigation', { name: 'Inbox' }).getByRole('listitem'),
  ).toHaveText(['Words']);

  // From Words, the reviewer opens /tpi/products in review mode and picks the catalogue's heading.
  await reviewer.getByRole('link', { name: '/tpi/products', exact: true }).first().click();
  const pickSwitch = reviewer.getByRole('button', { name: 'Pick a text' });
  await expect(pickSwitch).toHaveAttribute('aria-pressed', 'true', INBOX_OPENS);
  const heading = site(reviewer).getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(tpi.products.title);
  let panel = await pick(reviewer, heading, HEADING);
  await expect(panel.getByText(en.products.title, { exact: true })).toBeVisible();
  await propose(panel, NEW_HEADING);

  // Picking off, the page works as a visitor's: the chat answers; picking on, its answer is picked.
  await pickSwitch.click();
  await expect(pickSwitch).toHaveAttribute('aria-pressed', 'false');
  await site(reviewer).getByRole('button', { name: tpi.layout.chat.open }).click();
  const chat = site(reviewer).getByRole('dialog', { name: tpi.layout.chat.title });
  await chat
    .getByRole('list', { name: chatCopy.quickQuestionsLabel })
    .getByRole('button', { name: faq.entries.templates.question })
    .click();
  const answer = chat
    .getByRole('log', { name: chatCopy.conversationLabel })
    .getByRole('paragraph')
    .filter({ hasText: 'Makim wanpela kain bilong painim ol' });
  await expect(answer).toBeVisible();
  await pickSwitch.click();
  // The answer's first words, not its link to the catalogue (a string of its own).
  panel = await pick(reviewer, answer, CHAT_ANSWER, { position: { x: 8, y: 8 } });
  await propose(panel, 'Lukim ol tempelet long pes bilong ol tempelet.');
  await context.close();

  // The owner sees both, grouped by key, and accepts the heading and rejects the chat's answer.
  await page.goto('/admin/words');
  const group = (key: string) =>
    page
      .getByRole('region', { name: 'Proposals' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: key, exact: true }),
      });
  await expect(group(HEADING).getByText(NEW_HEADING)).toBeVisible(INBOX_OPENS);
  await group(HEADING).getByRole('button', { name: 'Accept' }).click();
  // Accepting publishes it (decision 125): live on its page within 60 s, with no words:apply.
  const accepted = Date.now();
  await expect(group(HEADING).getByText(/^Accepted and published/)).toBeVisible();
  await expect(group(HEADING).getByText('Live', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await request.get('/tpi/products')).text(), {
      timeout: 60_000,
      intervals: [250],
    })
    .toContain(`>${NEW_HEADING}</h1>`);
  console.log(`${target.dialect}: accepted to served ${Date.now() - accepted} ms`);
  await group(CHAT_ANSWER).getByRole('button', { name: 'Reject' }).click();
  await expect(group(CHAT_ANSWER).getByText('Rejected').first()).toBeVisible();
});
