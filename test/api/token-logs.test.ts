import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactTokens } from '../../src/server/log-redaction';
import { confirmToken, unsubscribeToken } from '../../src/server/mail/link-tokens';
import { quote } from '../helpers/payloads';
import { type TestApp, createTestApp, json } from '../helpers/test-app';

const newToken = () => randomBytes(32).toString('base64url');

// Issue 42, point 5: a copy of the journal opens nothing. Every token-bearing address is logged
// with its token cut to its first 6 characters, enough to match a support case. The log does not
// depend on the database, so SQLite alone.
describe('tokens in the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      { logLevel: 'info' },
      { sendMail: false, logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(async () => t.close());

  it('keeps the first 6 characters of each token and never the whole of it', async () => {
    const email = 'journal@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({ ...quote, customer: { ...quote.customer, email } }),
    });
    const mail = await t.app.db
      .selectFrom('outbox')
      .select('text_body')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    // A working order link, as the confirmation mailed it.
    const order = /\/order\?token=([\w-]{43})/.exec(mail.text_body)?.[1] as string;
    expect(order).toBeDefined();

    const secret = 'a secret the test signs with';
    const tokens = {
      order,
      invoice: newToken(),
      accept: newToken(),
      staff: newToken(),
      unsubscribe: unsubscribeToken(secret, email),
      confirm: confirmToken(secret, email, new Date(Date.now() + 60_000)),
    };
    const requests: { method?: 'GET' | 'POST'; url: string; token: string }[] = [
      { url: `/api/order-links/${order}`, token: order },
      { url: `/api/order-links/${order}/invoices/INV-2026-0001/pdf`, token: order },
      { url: `/order?token=${order}`, token: order },
      { url: `/tpi/order?token=${order}&from=mail`, token: order },
      { url: `/api/invoice-links/${tokens.invoice}`, token: tokens.invoice },
      { url: `/api/invoice-links/${tokens.invoice}/pdf`, token: tokens.invoice },
      { url: `/invoice?token=${tokens.invoice}`, token: tokens.invoice },
      { url: `/api/quote-links/${tokens.accept}`, token: tokens.accept },
      { method: 'POST', url: `/api/quote-links/${tokens.accept}/accept`, token: tokens.accept },
      { url: `/quote/accept?token=${tokens.accept}`, token: tokens.accept },
      { url: `/api/admin/links/${tokens.staff}`, token: tokens.staff },
      { url: `/admin/welcome/${tokens.staff}`, token: tokens.staff },
      { url: `/unsubscribe?token=${tokens.unsubscribe}`, token: tokens.unsubscribe },
      {
        method: 'POST',
        url: `/unsubscribe?token=${tokens.unsubscribe}`,
        token: tokens.unsubscribe,
      },
      { url: `/newsletter/confirm?token=${tokens.confirm}`, token: tokens.confirm },
    ];
    for (const { method = 'GET', url } of requests) await t.app.inject({ method, url });
    // Anything else that names such an address: an error's message and stack, a plain message.
    t.app.log.error(
      { err: new Error(`failed on /api/invoice-links/${tokens.invoice}/pdf`) },
      `request to /order?token=${order} failed`,
    );

    const log = lines.join('');
    for (const { url, token } of requests) {
      expect(log, `the log holds no whole token of ${url.split('?')[0]}`).not.toContain(token);
      expect(log, `the log keeps the start of the token of ${url.split('?')[0]}`).toContain(
        `${token.slice(0, 6)}…`,
      );
    }
    const incoming = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
      .filter((line) => line.msg === 'incoming request')
      .map((line) => line.req?.url);
    expect(incoming).toContain(`/api/order-links/${order.slice(0, 6)}…/invoices/INV-2026-0001/pdf`);
    expect(incoming).toContain(`/tpi/order?token=${order.slice(0, 6)}…&from=mail`);
  });

  it('covers every route that takes a :token parameter', () => {
    const dir = join(import.meta.dirname, '../../src/server/routes');
    const paths = readdirSync(dir).flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/'(\/[^']*:token[^']*)'/g)].map(
        (match) => match[1] as string,
      ),
    );
    expect(paths.length).toBeGreaterThanOrEqual(7);
    const token = newToken();
    for (const path of paths) {
      expect(redactTokens(path.replace(':token', token)), path).not.toContain(token);
    }
  });
});
