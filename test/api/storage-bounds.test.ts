import { mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { Housekeeping } from '../../src/server/db/housekeeping';
import { MailSender } from '../../src/server/mail/sender';
import { speckledLogo } from '../helpers/logos';
import { personalisation, quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const DAY = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const STORED_TOO_MUCH =
  'Your address has sent us as much as we can store in one day. Please try again tomorrow.';

describe.each(dialects)('storage bounds on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const postQuote = (body: unknown, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/quote-request', remoteAddress, ...json(body) });

  /** Characters the quote tables, the outbox and the idempotency keys hold. */
  const storedChars = async () => {
    const sum = async (query: Promise<{ n: unknown } | undefined>) => Number((await query)?.n ?? 0);
    const { db } = t.app;
    return (
      (await sum(
        db
          .selectFrom('outbox')
          .select(
            sql<number>`coalesce(sum(length(text_body) + length(html_body) + length(attachments)), 0)`.as(
              'n',
            ),
          )
          .executeTakeFirst(),
      )) +
      (await sum(
        db
          .selectFrom('quote_items')
          .select(sql<number>`coalesce(sum(length(coalesce(personalisation, ''))), 0)`.as('n'))
          .executeTakeFirst(),
      )) +
      (await sum(
        db
          .selectFrom('quote_requests')
          .select(
            sql<number>`coalesce(sum(length(customer_message) + length(message) + length(customer_name)), 0)`.as(
              'n',
            ),
          )
          .executeTakeFirst(),
      ))
    );
  };

  /** What one address has been counted for today. */
  const charged = async (address: string) => {
    const row = await t.app.db
      .selectFrom('address_usage')
      .select('bytes')
      .where('client_address', '=', address)
      .where('day', '=', new Date().toISOString().slice(0, 10))
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  };

  it('refuses one address with 429 past its day’s storage while another still gets 201', async () => {
    const body = {
      ...quote,
      items: quote.items.map((item) => ({ ...item, personalisation })),
    };
    const cap = 500_000;
    t = await createTestApp(
      dialect,
      { rateLimits: { storedBytesPerAddressPerDay: cap } },
      { sendMail: false },
    );
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) answers.push((await postQuote(body, '198.51.100.20')).statusCode);
    const accepted = answers.filter((code) => code === 201).length;
    const counted = await charged('198.51.100.20');
    const { n: quotes } = await t.app.db
      .selectFrom('quote_requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    console.info(
      `[${dialect}] 50 quotes from one address under a ${cap}-byte cap: ${accepted} stored, counted ` +
        `${counted} bytes, ${Number(quotes)} quote rows, ${await storedChars()} characters in quotes and mail`,
    );
    // Accepted while they fit, then refused: the one that would have passed the cap was rolled back.
    expect(answers.slice(0, accepted).every((code) => code === 201)).toBe(true);
    expect(answers.slice(accepted).every((code) => code === 429)).toBe(true);
    expect(accepted).toBeGreaterThan(2);
    expect(Number(quotes)).toBe(accepted);
    expect(counted).toBeLessThanOrEqual(cap);
    expect(counted + counted / accepted).toBeGreaterThan(cap * 0.99);
    const refused = await postQuote(body, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: STORED_TOO_MUCH });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    // The refusal wrote nothing, its count included; another address is not affected.
    expect((await postQuote(body, '203.0.113.20')).statusCode).toBe(201);
  });

  /** Bytes of the stored logos and of the .eml files the sender has written so far. */
  const logosAndMailFiles = async () => {
    const { n } = await t.app.db
      .selectFrom('logos')
      .select(sql<number>`coalesce(sum(length(data)), 0)`.as('n'))
      .executeTakeFirstOrThrow();
    const dir = t.app.config.mail.outboxDir;
    mkdirSync(dir, { recursive: true });
    const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    return {
      logos: Number(n),
      files: files.reduce((sum, name) => sum + statSync(join(dir, name)).size, 0),
    };
  };

  // Issue 42, point 6: a quote of ten logos was counted as sent, a quarter of what it stored.
  it('counts what a quote stores (its new logos as stored, its mail files), not what it sent', async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    const logos = await Promise.all(Array.from({ length: 10 }, speckledLogo));
    const body = {
      ...quote,
      items: logos.map((logo, i) => ({
        id: i + 1,
        quantity: 1,
        personalisation: { ...personalisation, logo },
      })),
    };
    const sender = new MailSender(t.app.db, t.app.config.mail, silent);
    const address = '198.51.100.30';
    try {
      expect((await postQuote(body, address)).statusCode).toBe(201);
      await sender.runOnce();
      const first = await charged(address);
      const stored = await logosAndMailFiles();
      console.info(
        `[${dialect}] a quote of ten logos sent ${Buffer.byteLength(JSON.stringify(body))} bytes, ` +
          `stored ${stored.logos} bytes of logos and ${stored.files} of mail files; counted ${first}`,
      );
      // Everything it stored is counted (the rows' few KB on top), and not much more.
      expect(first).toBeGreaterThanOrEqual(stored.logos + stored.files);
      expect(first).toBeLessThan((stored.logos + stored.files) * 1.1 + 50_000);

      // The same logos again are stored once: the second quote counts its mails and rows only.
      expect((await postQuote(body, address)).statusCode).toBe(201);
      await sender.runOnce();
      const second = (await charged(address)) - first;
      const again = await logosAndMailFiles();
      expect(again.logos).toBe(stored.logos);
      expect(second).toBeGreaterThanOrEqual(again.files - stored.files);
      expect(Math.abs(first - stored.logos - second)).toBeLessThan(2_000);
    } finally {
      await sender.stop();
    }
  });

  it('empties old sent mails’ bodies but keeps their record, and prunes old links, tallies and .eml files', async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    const withLogo = { ...quote, items: [{ id: 1, quantity: 1, personalisation }] };
    expect((await postQuote(withLogo, '192.0.2.1')).statusCode).toBe(201);
    expect((await postQuote(withLogo, '192.0.2.1')).statusCode).toBe(201);
    const [oldAgency, oldVisitor, recent] = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .orderBy('id')
      .execute();
    expect(recent).toBeDefined();
    const sentLongAgo = daysAgo(20);
    await t.app.db
      .updateTable('outbox')
      .set({ created_at: sentLongAgo, sent_at: sentLongAgo })
      .where('id', 'in', [oldAgency?.id as number, oldVisitor?.id as number])
      .execute();
    await t.app.db
      .updateTable('outbox')
      .set({ sent_at: daysAgo(1) })
      .where('id', '=', recent?.id as number)
      .execute();

    const now = new Date().toISOString();
    const { id: userId } = await t.app.db
      .insertInto('admin_users')
      .values({
        email_key: 'staff@example.com',
        email: 'staff@example.com',
        password_hash: '',
        role: 'staff',
        disabled_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = (token_hash: string, expires_at: string, used_at: string | null) => ({
      token_hash,
      user_id: Number(userId),
      purpose: 'reset' as const,
      created_by_user_id: null,
      created_at: daysAgo(10),
      expires_at,
      used_at,
    });
    await t.app.db
      .insertInto('admin_sign_in_links')
      .values([
        link('used', daysAgo(-1), daysAgo(3)),
        link('expired', daysAgo(3), null),
        link('open', daysAgo(-1), null),
      ])
      .execute();
    await t.app.db
      .insertInto('address_usage')
      .values({ client_address: '192.0.2.9', day: daysAgo(3).slice(0, 10), bytes: 1 })
      .execute();

    const dir = t.app.config.mail.outboxDir;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'old.eml'), 'old');
    writeFileSync(join(dir, 'new.eml'), 'new');
    const old = new Date(Date.now() - 20 * DAY);
    utimesSync(join(dir, 'old.eml'), old, old);

    const before = await storedChars();
    await new Housekeeping(t.app.db, t.app.config, silent).cleanUp();
    console.info(
      `[${dialect}] characters in quotes and mail: ${before} before pruning, ${await storedChars()} after`,
    );

    const rows = await t.app.db.selectFrom('outbox').selectAll().orderBy('id').execute();
    for (const [row, was] of [
      [rows[0], oldAgency],
      [rows[1], oldVisitor],
    ] as const) {
      expect(row).toMatchObject({
        text_body: '',
        html_body: '',
        attachments: '[]',
        recipient: was?.recipient,
        subject: was?.subject,
        message_id: was?.message_id,
        sent_at: sentLongAgo,
      });
    }
    expect(rows[2]?.text_body).toBe(recent?.text_body);
    expect(rows[2]?.attachments).toBe(recent?.attachments);
    const links = await t.app.db.selectFrom('admin_sign_in_links').select('token_hash').execute();
    expect(links.map((l) => l.token_hash)).toEqual(['open']);
    expect(
      await t.app.db
        .selectFrom('address_usage')
        .select('day')
        .where('client_address', '=', '192.0.2.9')
        .execute(),
    ).toEqual([]);
    expect(readdirSync(dir)).toEqual(['new.eml']);
  });
});
