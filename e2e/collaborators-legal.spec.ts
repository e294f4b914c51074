import { type Page, expect, test } from '@playwright/test';
import { brand } from '../src/shared/brand';
import { hydrated } from './hydrated';

// The collaborators countdown (spec sections 2, 4 and 9) with Playwright's clock, and the legal
// pages (spec sections 2 and 9): every figure, every mailbox and the phone number.

/** Fakes the page's clock and stops it at `time`, before the page loads. */
async function freezeClockAt(page: Page, time: Date): Promise<void> {
  // pauseAt only moves forward, so start the fake clock a moment earlier.
  await page.clock.install({ time: new Date(time.getTime() - 1000) });
  await page.clock.pauseAt(time);
}

test.describe('collaborators countdown', () => {
  const loadedAt = new Date('2026-03-02T09:00:00+10:00');

  test('shows 06:00:00, ticks each second, and stops at 00:00:00', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    // Time stands still from before the page loads, so "6 hours after load" is exact.
    await freezeClockAt(page, loadedAt);
    await page.goto('/collaborators');
    await hydrated(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Partner portal under maintenance',
    );
    await expect(page.getByRole('main')).toContainText(
      'The partner portal for verified partners is under maintenance.',
    );
    const timer = page.getByRole('timer', { name: 'Expected back in' });
    await expect(timer).toHaveText('06:00:00');
    // Not announced every second; the units are given to assistive technology once.
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(timer).toHaveAccessibleDescription('In hours, minutes and seconds.');
    const countdown = page.getByRole('region', { name: 'Expected back in' });
    await expect(countdown).toHaveAttribute('data-state', 'running');

    await page.clock.runFor(1000);
    await expect(timer).toHaveText('05:59:59');
    await page.clock.runFor(1000);
    await expect(timer).toHaveText('05:59:58');
    await page.clock.runFor('01:00');
    await expect(timer).toHaveText('05:58:58');

    // A phone asleep for hours: the next tick reads the clock, it does not just count ticks.
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText('');
    await page.clock.fastForward('05:58:57');
    await expect(timer).toHaveText('00:00:01');
    await expect(status).toHaveText('');

    await page.clock.runFor(1000);
    await expect(timer).toHaveText('00:00:00');
    await expect(countdown).toHaveAttribute('data-state', 'done');
    await expect(status).toContainText('partner portal should be back');

    // Later it still reads zero: no negative numbers, no restart.
    await page.clock.runFor(5000);
    await expect(timer).toHaveText('00:00:00');
    await page.clock.fastForward('03:00:00');
    await page.clock.runFor(2000);
    await expect(timer).toHaveText('00:00:00');
    await expect(timer).not.toContainText('-');
    expect(problems, 'no hydration mismatch or other errors').toEqual([]);
  });

  test('the countdown is measured from this page load, not a fixed time', async ({ page }) => {
    await freezeClockAt(page, new Date(loadedAt.getTime() + 2 * 60 * 60 * 1000));
    await page.goto('/collaborators');
    await hydrated(page);
    const timer = page.getByRole('timer', { name: 'Expected back in' });
    await expect(page.getByRole('region', { name: 'Expected back in' })).toHaveAttribute(
      'data-state',
      'running',
    );
    await page.clock.fastForward('30:00');
    await expect(timer).toHaveText('05:30:00');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the prerendered page shows 06:00:00 and the partner contact', async ({ page }) => {
      await page.goto('/collaborators');
      await expect(page.getByRole('timer', { name: 'Expected back in' })).toHaveText('06:00:00');
      await expect(page.getByRole('link', { name: brand.mailboxes.partners })).toHaveAttribute(
        'href',
        `mailto:${brand.mailboxes.partners}`,
      );
    });
  });
});

const mailboxes = ['support', 'partners', 'privacy', 'legal'] as const;

/** Every mailto link for each mailbox, and the tel link, are in the page's main content. */
async function expectLegalContacts(page: Page): Promise<void> {
  const main = page.getByRole('main');
  for (const mailbox of mailboxes) {
    const address = brand.mailboxes[mailbox];
    const links = main.getByRole('link', { name: address, exact: true });
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', `mailto:${address}`);
    }
  }
  const phone = main.getByRole('link', { name: brand.phone.display, exact: true });
  await expect(phone.first()).toBeVisible();
  await expect(phone.first()).toHaveAttribute('href', `tel:${brand.phone.tel}`);
}

const responseTimes = [
  ['General legal enquiries', '2-3 days'],
  ['Privacy requests', '1-2 days'],
  ['Urgent matters', 'Same day'],
] as const;

async function expectResponseTimes(page: Page): Promise<void> {
  const main = page.getByRole('main');
  for (const [topic, time] of responseTimes) {
    const term = main.getByRole('term').filter({ hasText: topic });
    await expect(term).toBeVisible();
    await expect(
      main.getByRole('definition').filter({ hasText: new RegExp(`^${time}$`) }),
    ).toBeVisible();
  }
}

const legalDocuments = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    figures: [
      'Version 1.0',
      'Effective January 1, 2025',
      'kept for 7 years',
      'within 1-2 days',
      'PayPal',
    ],
  },
  {
    path: '/terms-of-use',
    title: 'Terms of Use',
    figures: [
      'Version 1.0',
      'Effective January 1, 2025',
      'Ordering is quote-only',
      'bank transfer, and by mobile money where the invoice lists it',
      '30-day template warranty',
      'within 7 days of delivery',
      'within 24 hours of the second payment',
      'processed in 5-10 business days',
      '50% deposit',
      'suspended after 15 days of non-payment',
      'within 14 days',
      'capped at 12 months of payments',
    ],
  },
] as const;

for (const legalDocument of legalDocuments) {
  // One visit per document: the steps only read it, until the last one follows a link.
  test(`${legalDocument.title}: figures, contacts and table of contents`, async ({ page }) => {
    const response = await page.goto(legalDocument.path);
    await hydrated(page);

    await test.step('states every figure of spec section 9 that applies to it', async () => {
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalDocument.title);
      const main = page.getByRole('main');
      for (const figure of legalDocument.figures) {
        await expect(main, `"${figure}" on ${legalDocument.path}`).toContainText(figure);
      }
      await expectResponseTimes(page);
    });

    await test.step('links every legal mailbox and the phone number', async () => {
      await expectLegalContacts(page);
    });

    await test.step('the table of contents links to every section', async () => {
      const contents = page.getByRole('navigation', { name: 'Contents' });
      const entries = contents.getByRole('link');
      const sectionHeadings = page.getByRole('article').getByRole('heading', { level: 2 });
      const count = await sectionHeadings.count();
      expect(count).toBeGreaterThan(5);
      await expect(entries).toHaveCount(count);

      for (let index = 0; index < count; index += 1) {
        const heading = sectionHeadings.nth(index);
        const id = await heading.getAttribute('id');
        await expect(entries.nth(index)).toHaveAttribute('href', `#${id}`);
        const name = (await entries.nth(index).innerText()).replace(/^\d+\.\s*/, '');
        await expect(heading).toHaveText(`${index + 1}.${name}`, { useInnerText: false });
      }

      // Following the last entry brings its section into view.
      await entries.last().click();
      const last = sectionHeadings.last();
      await expect(page).toHaveURL(new RegExp(`#${await last.getAttribute('id')}$`));
      await expect(last).toBeInViewport();
    });
  });
}

test.describe('legal hub', () => {
  test('links both documents, with the response times and contacts', async ({ page }) => {
    const response = await page.goto('/legal');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Information');

    const documents = page.getByRole('region', { name: 'Our documents' });
    const privacy = documents.getByRole('link', { name: /Privacy Policy/ });
    const terms = documents.getByRole('link', { name: /Terms of Use/ });
    await expect(privacy).toHaveAttribute('href', '/privacy-policy');
    await expect(terms).toHaveAttribute('href', '/terms-of-use');

    await expectResponseTimes(page);
    await expectLegalContacts(page);

    await privacy.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await page.goBack();
    await page
      .getByRole('region', { name: 'Our documents' })
      .getByRole('link', { name: /Terms of Use/ })
      .click();
    await expect(page).toHaveURL(/\/terms-of-use$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
  });
});
