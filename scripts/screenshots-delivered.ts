import { mkdirSync, writeFileSync } from 'node:fs';
import { type Page, chromium } from '@playwright/test';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { codeValue } from '../src/server/content/code-content';
import { portMoresbyToday } from '../src/server/db/repositories/invoice-days';
import { chromiumFlags, chromiumPath } from './chromium';

// Screenshots of a delivered site (issue 46, decisions 137 and 138), the inbox's Websites panel
// with a domain waiting for its DNS, a resort with Paradise Rewards turned on, the editor (its domain section too) and the delivery mail in English and Tok Pisin, at 390 and 1280 px, on a built server with an owner:
//
//   node --import tsx scripts/screenshots-delivered.ts http://127.0.0.1:3156 owner@example.com \
//     'the password' /tmp/delivered-shots data/site.db
//
// It sends two restaurant quotes (one in each language) tried with a business's own details and
// logo, wins, invoices and pays each in full, waits for the site, and writes `<scene>-<width>.png`.
// The mails are read from the server's SQLite outbox, so the server may run without SMTP.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const [baseURL, email, password, folder, databaseFile] = process.argv.slice(2);
if (!baseURL || !email || !password || !folder || !databaseFile) {
  console.error(
    'usage: screenshots-delivered.ts <base URL> <owner email> <password> <folder> <SQLite file>',
  );
  process.exit(2);
}
mkdirSync(folder, { recursive: true });

const INBOX_OPENS = { timeout: 30_000 };
const port = new URL(baseURL).port;

/** A logo as a visitor would upload it: a round mark with the business's initials. */
const logo = async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><circle cx="128" cy="128" r="120" fill="#7c2d12"/><text x="128" y="150" font-size="96" font-family="DejaVu Sans" font-weight="700" fill="#fde68a" text-anchor="middle">MK</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
};

async function signIn(page: Page): Promise<string> {
  await page.goto('/admin/sign-in');
  await page.getByLabel('Email').fill(email!);
  await page.getByLabel('Password').fill(password!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor(INBOX_OPENS);
  const session = (await (await page.request.get('/api/admin/session')).json()) as {
    csrfToken: string;
  };
  return session.csrfToken;
}

async function shoot(page: Page, scene: string, viewport: { width: number }) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${folder}/${scene}-${viewport.width}.png`, fullPage: true });
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const context = await browser.newContext({ baseURL, viewport: WIDTHS[1] });
  const page = await context.newPage();
  const csrf = await signIn(page);
  const call = async (method: 'POST' | 'PATCH', url: string, data?: unknown) => {
    const response = await page.request.fetch(url, {
      method,
      headers: { 'x-csrf-token': csrf, 'idempotency-key': `${url}-${Date.now()}` },
      ...(data === undefined ? {} : { data }),
    });
    if (!response.ok()) throw new Error(`${method} ${url}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };

  await call('PATCH', '/api/admin/invoice-settings', {
    bank: { bank: 'Bank South Pacific', accountName: 'Kumul Digital Ltd', accountNumber: '1001' },
  });
  const sites: { lang: 'en' | 'tpi'; address: string; reference: string }[] = [];
  for (const lang of ['en', 'tpi'] as const) {
    const name = lang === 'en' ? 'Mama Kila Kitchen' : 'Haus Kaikai Bilong Mama';
    const sent = await page.request.post('/api/quote-request', {
      headers: { 'idempotency-key': `quote-${lang}-${Date.now()}` },
      data: {
        lang,
        customer: {
          name: 'Kila Tau',
          email: `kila-${lang}@example.com`,
          phone: '+675 7000 2345',
          company: '',
        },
        items: [
          {
            id: 3,
            quantity: 1,
            personalisation: {
              name,
              tagline: lang === 'en' ? 'Mumu and fresh fish in Lae' : 'Mumu na pis long Lae',
              phone: '+675 7111 2222',
              email: 'mama@example.com',
              town: 'Lae',
              accent: '#9a3412',
              logo: await logo(),
            },
          },
        ],
        message: 'A site for our kitchen.',
      },
    });
    if (!sent.ok()) throw new Error(`quote: ${await sent.text()}`);
    const { reference } = (await sent.json()) as { reference: string };
    await call('PATCH', `/api/admin/quotes/${reference}`, { status: 'won' });
    const issued = await call('POST', `/api/admin/quotes/${reference}/invoices`, { kind: 'full' });
    const invoice = (issued.invoices as { number: string; total: number }[]).at(-1)!;
    const paid = await call('POST', `/api/admin/invoices/${invoice.number}/payments`, {
      amount: (invoice.total / 100).toFixed(2),
      paidOn: portMoresbyToday(new Date()),
      method: 'cash',
    });
    const site = (paid.sites as { id: number; address: string }[])[0]!;
    sites.push({ lang, address: site.address, reference });
    // A domain of the customer's own, its DNS not pointing here yet (decision 138).
    await call('PATCH', `/api/admin/sites/${site.id}`, {
      domain: `www.${name.toLowerCase().replaceAll(' ', '')}.example`,
    });
  }

  // A resort (coming soon in the code: an owner puts it on sale) with Paradise Rewards turned on.
  await call('POST', '/api/admin/content/changes', {
    kind: 'template',
    key: 'hotel',
    data: { ...(codeValue('template', 'hotel') as object), status: 'active' },
  });
  await call('POST', '/api/admin/content/versions', {});
  const resortQuote = await page.request.post('/api/quote-request', {
    headers: { 'idempotency-key': `quote-resort-${Date.now()}` },
    data: {
      lang: 'en',
      customer: { name: 'Ruth Kaupa', email: 'ruth@example.com', phone: '+675 7000 3456' },
      items: [
        {
          id: 16,
          quantity: 1,
          personalisation: {
            name: 'Madang Bay Lodge',
            tagline: 'Reef, rainforest and rest on Madang harbour',
            phone: '+675 7222 3333',
            email: 'stay@example.com',
            town: 'Madang',
            accent: '#0f766e',
          },
        },
      ],
      message: 'A site for our lodge.',
    },
  });
  if (!resortQuote.ok()) throw new Error(`resort quote: ${await resortQuote.text()}`);
  const resortReference = ((await resortQuote.json()) as { reference: string }).reference;
  await call('PATCH', `/api/admin/quotes/${resortReference}`, { status: 'won' });
  const resort = (
    (await call('POST', `/api/admin/quotes/${resortReference}/sites`)).sites as {
      id: number;
      address: string;
    }[]
  )[0]!;
  await call('PATCH', `/api/admin/sites/${resort.id}`, { loyalty: true });

  for (const viewport of WIDTHS) {
    // The resort's Paradise Rewards: its section, its /rewards page, a guest's welcome.
    const guest = await browser.newContext({ viewport, serviceWorkers: 'block' });
    const lodge = await guest.newPage();
    for (let tries = 0; ; tries += 1) {
      const response = await lodge.goto(`${resort.address}/rewards`);
      if (response?.status() === 200) break;
      if (tries > 60) throw new Error(`${resort.address}/rewards was not served.`);
      await lodge.waitForTimeout(1000);
    }
    await shoot(lodge, 'resort-rewards', viewport);
    await lodge.goto(resort.address);
    await lodge.locator('#loyalty').screenshot({
      path: `${folder}/resort-loyalty-${viewport.width}.png`,
    });
    await lodge.goto(`${resort.address}/rewards#join`);
    await lodge.getByLabel('Full name').fill('Grace Kila');
    await lodge.getByLabel('Email').first().fill(`grace-${viewport.width}@example.com`);
    await lodge.getByRole('button', { name: 'Create Account' }).click();
    await lodge.getByRole('heading', { name: 'Welcome to Paradise Rewards!' }).waitFor();
    await shoot(lodge, 'resort-welcome', viewport);
    await guest.close();
    // The owner's editor lists the members, in both languages.
    for (const lang of ['en', 'tpi'] as const) {
      const database = new Database(databaseFile, { readonly: true });
      const mail = database
        .prepare("select text_body from outbox where kind = 'site-delivered' and recipient = ?")
        .get('ruth@example.com') as { text_body: string } | undefined;
      database.close();
      const link = /(http\S+\/site-editor#token=[\w-]{43})/.exec(mail?.text_body ?? '')?.[1];
      if (!link) throw new Error('No editor link was mailed to ruth@example.com.');
      const owner = await browser.newContext({ viewport, serviceWorkers: 'block' });
      const editor = await owner.newPage();
      await editor.goto(lang === 'en' ? link : link.replace('/site-editor', '/tpi/site-editor'));
      const members = editor.locator('section[aria-labelledby="loyalty-heading"]');
      await members.waitFor(INBOX_OPENS);
      await members.screenshot({ path: `${folder}/editor-members-${lang}-${viewport.width}.png` });
      await owner.close();
    }
    await page.setViewportSize(viewport);
    await page.goto(`/admin/quotes/${resortReference}`);
    const panel = page.getByRole('region', { name: 'Websites' });
    await panel.waitFor(INBOX_OPENS);
    await panel.screenshot({ path: `${folder}/inbox-resort-${viewport.width}.png` });
  }

  for (const viewport of WIDTHS) {
    const visitor = await browser.newContext({ viewport, serviceWorkers: 'block' });
    const visit = await visitor.newPage();
    for (let tries = 0; (await visit.goto(sites[0]!.address))?.status() !== 200; tries += 1) {
      if (tries > 60) throw new Error(`${sites[0]!.address} was not served.`);
      await visit.waitForTimeout(1000);
    }
    await shoot(visit, 'site', viewport);
    await visit.screenshot({ path: `${folder}/site-top-${viewport.width}.png` });
    await visit.goto(`${sites[0]!.address}/no-such-page`);
    await visit.screenshot({ path: `${folder}/site-404-${viewport.width}.png` });
    await visitor.close();

    // The customer's editor, from the link in the delivery mail, in each language.
    for (const { lang } of sites) {
      const database = new Database(databaseFile, { readonly: true });
      const mail = database
        .prepare("select text_body from outbox where kind = 'site-delivered' and recipient = ?")
        .get(`kila-${lang}@example.com`) as { text_body: string } | undefined;
      database.close();
      const link = /(http\S+\/site-editor#token=[\w-]{43})/.exec(mail?.text_body ?? '')?.[1];
      if (!link) throw new Error(`No editor link was mailed to kila-${lang}@example.com.`);
      const customer = await browser.newContext({ viewport, serviceWorkers: 'block' });
      const editor = await customer.newPage();
      await editor.goto(link);
      await editor.getByRole('heading', { level: 1 }).waitFor(INBOX_OPENS);
      await editor.getByRole('textbox').first().waitFor();
      await shoot(editor, `editor-${lang}`, viewport);
      await editor.screenshot({ path: `${folder}/editor-top-${lang}-${viewport.width}.png` });
      await editor.locator('section[aria-labelledby="domain-heading"]').screenshot({
        path: `${folder}/editor-domain-${lang}-${viewport.width}.png`,
      });
      await editor.goto(link.split('#')[0]!);
      await editor.getByRole('button').first().waitFor(INBOX_OPENS);
      await editor.screenshot({ path: `${folder}/editor-sign-in-${lang}-${viewport.width}.png` });
      await customer.close();
    }

    await page.setViewportSize(viewport);
    await page.goto(`/admin/quotes/${sites[0]!.reference}`);
    const websites = page.getByRole('region', { name: 'Websites' });
    await websites.waitFor(INBOX_OPENS);
    await websites.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder}/inbox-${viewport.width}.png` });
    await websites.screenshot({ path: `${folder}/inbox-websites-${viewport.width}.png` });

    // The delivery mail as the customer's mail program shows it, from the outbox's copy.
    for (const { lang } of sites) {
      const database = new Database(databaseFile, { readonly: true });
      const row = database
        .prepare("select html_body from outbox where kind = 'site-delivered' and recipient = ?")
        .get(`kila-${lang}@example.com`) as { html_body: string } | undefined;
      database.close();
      const html = row?.html_body;
      if (!html) continue;
      writeFileSync(`${folder}/mail-${lang}.html`, html);
      const reader = await browser.newPage({ viewport });
      await reader.setContent(html);
      await reader.screenshot({
        path: `${folder}/mail-${lang}-${viewport.width}.png`,
        fullPage: true,
      });
      await reader.close();
    }
  }
  console.log(JSON.stringify({ port, sites }, null, 2));
} finally {
  await browser.close();
}
