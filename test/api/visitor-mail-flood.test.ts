import { afterEach, describe, expect, it } from 'vitest';
import { dueMails } from '../../src/server/db/repositories/outbox';
import { MailSender } from '../../src/server/mail/sender';
import { newsletter, quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const FLOODER = '198.51.100.9';
const VISITOR = '203.0.113.7';
const FLOOD = 1000;

/** A confirmation queued by a flood, as the outbox holds it. */
function floodMail(name: string, clientAddress: string) {
  const now = new Date().toISOString();
  return {
    kind: 'newsletter-confirm',
    audience: 'visitor' as const,
    recipient: `${name}@example.com`,
    recipient_key: `${name}@example.com`,
    client_address: clientAddress,
    reply_to: '',
    subject: 'Please confirm',
    text_body: 'Flood',
    html_body: '',
    headers: '{}',
    attachments: '[]',
    message_id: `<${name}@example.com>`,
    created_at: now,
    next_attempt_at: now,
    attempts: 0,
    claimed_until: null,
    claim_token: null,
    sent_at: null,
    failed_at: null,
    last_error: '',
  };
}

describe.each(dialects)('visitor mail during a flood on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const post = (url: string, body: unknown, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, remoteAddress, ...json(body) });
  const visitorRows = () =>
    t.app.db.selectFrom('outbox').selectAll().where('audience', '=', 'visitor').execute();

  it('sends a genuine visitor’s confirmation in the first batch, ahead of 1,000 from one address', async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    // The flood as the outbox holds it (the per-address limit would have dropped most of it).
    const flood = Array.from({ length: FLOOD }, (_, i) => floodMail(`victim-${i}`, FLOODER));
    for (let i = 0; i < FLOOD; i += 250) {
      await t.app.db
        .insertInto('outbox')
        .values(flood.slice(i, i + 250))
        .execute();
    }
    const genuine = { ...newsletter, email: 'real.visitor@example.com' };
    expect((await post('/api/newsletter/subscribe', genuine, VISITOR)).statusCode).toBe(201);

    const queue = await dueMails(t.app.db, new Date().toISOString(), 2 * FLOOD, {
      agencyOnly: false,
    });
    const genuineId = (await visitorRows()).find((row) => row.recipient === genuine.email)?.id;
    const position = queue.findIndex((row) => row.id === genuineId) + 1;
    const perHour = t.app.config.mail.visitorPerHour;
    console.info(
      `[${dialect}] genuine confirmation: position ${position} of ${queue.length} in the queue; ` +
        `at ${perHour} visitor mails an hour it waits about ${Math.floor((position - 1) / perHour)} h`,
    );
    expect(position).toBeGreaterThan(0);
    expect(position).toBeLessThanOrEqual(10);

    // One run with room for 10 in the hour, 2 kept for addresses with none sent: the genuine mail is in it.
    const sender = new MailSender(t.app.db, { ...t.app.config.mail, visitorPerHour: 10 }, silent);
    try {
      expect(await sender.runOnce()).toBe(8);
    } finally {
      await sender.stop();
    }
    const sent = (await visitorRows()).find((row) => row.id === genuineId);
    expect(sent?.sent_at).not.toBeNull();
  });

  // Issue 42, point 7: five addresses held the hour's cap, a sixth's confirmation waited about an hour.
  it('mails a genuine confirmation from a sixth address in the next send round while five addresses flood', async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    const perHour = t.app.config.mail.visitorPerHour;
    // Five addresses, 55 sign-ups each: the day's limit per address (50) queued 250.
    const flood = Array.from({ length: 5 }, (_, a) =>
      Array.from({ length: 50 }, (_, i) => floodMail(`flood-${a}-${i}`, `198.51.100.${a + 1}`)),
    ).flat();
    await t.app.db.insertInto('outbox').values(flood.slice(0, 125)).execute();
    await t.app.db.insertInto('outbox').values(flood.slice(125)).execute();
    const sender = new MailSender(t.app.db, t.app.config.mail, silent);
    try {
      const flooded = await sender.runOnce();
      const genuine = { ...newsletter, email: 'real.visitor@example.com' };
      expect((await post('/api/newsletter/subscribe', genuine, VISITOR)).statusCode).toBe(201);
      const next = await sender.runOnce();
      const rows = await visitorRows();
      const sent = rows.filter((row) => row.sent_at !== null);
      console.info(
        `[${dialect}] five addresses x 55 sign-ups: ${flooded} sent in the first round, ` +
          `${rows.length - 1 - flooded} waiting; the genuine confirmation's round sent ${next}`,
      );
      expect(rows.find((row) => row.recipient === genuine.email)?.sent_at).not.toBeNull();
      // The hour's cap holds all the same.
      expect(sent.length).toBeLessThanOrEqual(perHour);
    } finally {
      await sender.stop();
    }
  });

  it('drops visitor mails past the day’s limit per address and per recipient, never the agency’s', async () => {
    t = await createTestApp(
      dialect,
      { mail: { visitorPerAddressPerDay: 5, visitorPerRecipientPerDay: 3 } },
      { sendMail: false },
    );
    // Eight subscriptions of different addresses from one client address: five confirmations.
    for (let i = 0; i < 8; i++) {
      const res = await post(
        '/api/newsletter/subscribe',
        { ...newsletter, email: `reader${i}@example.com` },
        FLOODER,
      );
      expect(res.statusCode).toBe(201);
    }
    // Six quotes for one recipient, each from its own client address: three confirmations.
    for (let i = 0; i < 6; i++) {
      expect((await post('/api/quote-request', quote, `192.0.2.${i + 1}`)).statusCode).toBe(201);
    }
    const visitor = await visitorRows();
    const fromFlooder = visitor.filter((row) => row.client_address === FLOODER);
    const toJohn = visitor.filter((row) => row.recipient_key === 'john@example.com');
    console.info(
      `[${dialect}] visitor mails queued: ${fromFlooder.length} of 8 from one address, ` +
        `${toJohn.length} of 6 to one recipient`,
    );
    expect(fromFlooder).toHaveLength(5);
    expect(toJohn).toHaveLength(3);
    const agency = await t.app.db
      .selectFrom('outbox')
      .select('id')
      .where('audience', '=', 'agency')
      .execute();
    expect(agency).toHaveLength(6);
  });
});
