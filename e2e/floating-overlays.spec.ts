import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { INVOICE_LINK_API } from '../src/shared/invoice';
import { langOfPath } from '../src/shared/i18n/lang';
import { orderLinkApi } from '../src/shared/order';
import { quoteLinkApi } from '../src/shared/quote-link';
import type { CustomerInvoice } from '../src/shared/schemas/invoice';
import type { CustomerOrder } from '../src/shared/schemas/order';
import type { CustomerQuote } from '../src/shared/schemas/quote-link';
import { toea } from '../src/shared/money';
import { layout as englishLayout } from '../src/shared/words/en/layout';
import { overlayMessages as englishOverlays } from '../src/shared/words/en/overlays';
import { layout as tokPisinLayout } from '../src/shared/words/tpi/layout';
import { overlayMessages as tokPisinOverlays } from '../src/shared/words/tpi/overlays';
import { agencyPaths, customerPaths } from '../src/web/app/paths';
import { coveredControls } from './covered-controls';
import { hydrated } from './hydrated';

// Issue 25, item 7 (decision 086): nothing floating (the status pill, the chat launcher, the install
// card) covers a control a visitor can use. On every agency page and every customer page (accept,
// invoice, order; issue 44, point 7), in both languages, at 390 px: every control on screen at
// first view; then each enabled control scrolled into view (the browser's
// default, to the top under the sticky header); its centre, corners and edges must be the control
// or inside it. Then the same for the open menu's controls.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

// A template in the cart, as an earlier visit leaves it: the checkout then shows its form and the
// "Fund extra trees" switch.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cart')) {
      localStorage.setItem('cart', JSON.stringify({ version: 1, lines: [{ id: 3, quantity: 1 }] }));
    }
  });
});

// The customer pages read their document through the link's token: the API's answers are given
// here, as the server shapes them, so no quote has to be answered, invoiced and mailed first.
const TOKEN = 'T'.repeat(43);
const customerAddress = (path: string) => `${path}?token=${TOKEN}`;
const lines = [
  {
    title: 'Restaurant',
    quantity: 1,
    unitPrice: 2950,
    lineTotal: 2950,
    personalisedFor: 'Wantok Kai Bar',
  },
];
const quote: CustomerQuote = {
  reference: 'Q-20261128-ABCD',
  lang: 'en',
  customerName: 'Mary Kila',
  receivedAt: '2026-11-28T01:00:00.000Z',
  lines,
  extraTrees: 2,
  contributionAmount: 20,
  totalAmount: 2970,
  usdEstimate: '742.50',
  state: 'open',
  acceptedAt: null,
  expiresAt: '2026-12-28T01:00:00.000Z',
};
const invoice: CustomerInvoice = {
  number: 'INV-2026-0007',
  kind: 'full',
  lang: 'en',
  quoteReference: quote.reference,
  customerName: quote.customerName,
  customerCompany: 'Wantok Kai Bar',
  customerEmail: 'mary@example.com',
  issuedAt: '2026-11-28T02:00:00.000Z',
  dueAt: '2026-12-12T13:59:59.999Z',
  lines: [
    {
      description: 'Restaurant template for Wantok Kai Bar',
      quantity: 1,
      amount: toea(295_000),
      gst: toea(0),
    },
    { description: 'Two extra trees', quantity: 2, amount: toea(2_000), gst: toea(0) },
  ],
  gst: null,
  net: toea(297_000),
  gstTotal: toea(0),
  total: toea(297_000),
  paid: toea(100_000),
  balance: toea(197_000),
  status: 'part-paid',
  bank: {
    bank: 'BSP',
    accountName: 'Kumul Digital Ltd',
    branch: 'Port Moresby',
    accountNumber: '1001234567',
    swift: 'BOSPPGPM',
    mobileMoney: 'CellMoni: 7123 4567',
  },
  issuer: {
    address: 'Port Moresby, Papua New Guinea',
    phone: '+675 7100 2040',
    email: 'support@kumuldigital.com.pg',
  },
  creditNote: null,
};
const order: CustomerOrder = {
  reference: quote.reference,
  lang: 'en',
  customerName: quote.customerName,
  totalAmount: quote.totalAmount,
  steps: [
    { step: 'received', at: '2026-11-28T01:00:00.000Z' },
    { step: 'answered', at: '2026-11-28T01:30:00.000Z' },
    { step: 'accepted', at: '2026-11-28T01:45:00.000Z' },
    { step: 'invoiced', at: '2026-11-28T02:00:00.000Z' },
    { step: 'paid', at: null },
    { step: 'building', at: null },
    { step: 'delivered', at: null },
  ],
  money: {
    state: 'part-paid',
    due: invoice.balance,
    toInvoice: toea(0),
    toPay: invoice.balance,
    nextDueAt: invoice.dueAt,
  },
  deliveryDueAt: null,
  siteUrl: null,
  invoices: [
    {
      number: invoice.number,
      kind: 'full',
      status: 'part-paid',
      total: invoice.total,
      balance: invoice.balance,
    },
  ],
};

/** The three customer APIs answer for TOKEN (for the page, and for the worker once it serves it). */
async function answerCustomerLinks(context: BrowserContext) {
  const answers: [string, unknown][] = [
    [quoteLinkApi.quote(TOKEN), quote],
    [`${INVOICE_LINK_API}${TOKEN}`, invoice],
    [orderLinkApi.order(TOKEN), order],
  ];
  for (const [path, body] of answers) {
    await context.route(`**${path}`, (route) => route.fulfill({ json: body }));
  }
}

const words = {
  en: { layout: englishLayout, overlays: englishOverlays },
  tpi: { layout: tokPisinLayout, overlays: tokPisinOverlays },
};

const isCustomerPage = (path: string) => customerPaths.includes(path);

async function ready(page: Page, path: string) {
  const w = words[langOfPath(path)];
  if (isCustomerPage(path)) await answerCustomerLinks(page.context());
  await page.goto(isCustomerPage(path) ? customerAddress(path) : path);
  await hydrated(page);
  // The pill and the chat launcher load after the page: on a busy machine that takes a while.
  await expect(page.getByText(w.overlays.status.online, { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: w.layout.chat.open })).toBeVisible({
    timeout: 15_000,
  });
}

async function checkPage(page: Page, path: string) {
  await ready(page, path);
  const report = (state: string, covered: string[]) =>
    expect.soft(covered, `${path} ${state}: ${covered.length} controls covered`).toEqual([]);
  if (isCustomerPage(path)) {
    // The document is there: its action (accept, the PDF, the invoices) is what is checked.
    const shown = path.endsWith('/invoice') ? invoice.number : quote.reference;
    await expect(page.locator('#main').getByText(shown).first()).toBeVisible();
  }
  // What a visitor sees first (a customer page's one action, the legal pages' contents) is clear
  // where it first shows, before any scroll.
  report('at first view', await coveredControls(page, 'body', 'none'));
  report('scrolled to each control', await coveredControls(page, 'body', 'start'));
  report('filling in a form', await coveredControls(page, '#main', 'end', true));

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.getByRole('button', { name: words[langOfPath(path)].layout.nav.openMenu }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  report('with the menu open', await coveredControls(page, 'header', 'start'));
}

// One test per share of the paths (both languages), so two workers can split them.
const SHARES = 6;
for (let share = 0; share < SHARES; share++) {
  const mine = [...agencyPaths, ...customerPaths].filter((_, index) => index % SHARES === share);
  test(`no floating element covers a control at 390 px on ${mine.join(', ')}`, async ({ page }) => {
    // Three pages of a few hundred checks each, on a machine other tests share.
    test.setTimeout(180_000);
    for (const path of mine) await test.step(path, () => checkPage(page, path));
  });
}

test('the chat launcher steps aside while a form is in use', async ({ page }) => {
  await ready(page, '/checkout');
  const launcher = page.getByRole('button', { name: englishLayout.chat.open });
  await page.locator('#main form input').first().focus();
  await expect(launcher).toBeHidden();
  await page.locator('#main form input').first().blur();
  await expect(launcher).toBeVisible();
});
