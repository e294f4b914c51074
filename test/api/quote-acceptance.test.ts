import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { type Signed, as, signedIn } from '../helpers/admin-session';
import { personalisation, quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, hashTestPassword, json } from '../helpers/test-app';

const PASSWORD = 'a long staff password';
const STAFF = 'ana@kumuldigital.com.pg';

// Issue 27, item 1 (decision 097): a reply can carry a link with which the customer accepts the
// quote, once; a revoked or expired link opens nothing.
describe.each(dialects)('accepting a quote through its link on %s', (dialect) => {
  let t: TestApp;
  let ana: Signed;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    await saveAdmin(t.app.db, STAFF, await hashTestPassword(PASSWORD));
    ana = await signedIn(t, STAFF, PASSWORD);
  });
  afterAll(async () => t.close());

  const sendQuote = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({ ...quote, ...overrides }),
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { reference: string }).reference;
  };

  /** Replies with an accept link and returns the link's token, read from the queued mail. */
  const replyWithLink = async (reference: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${reference}/replies`,
      ...as(ana, { text: 'Here is your quote.', acceptLink: true }),
    });
    expect(res.statusCode).toBe(201);
    const mail = await t.app.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body'])
      .where('kind', '=', 'quote-reply')
      .where('subject', 'like', `%${reference}%`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const url = /(http\S+\/quote\/accept\?token=([\w-]{43}))/.exec(mail.text_body);
    expect(url, 'the reply carries the accept link').not.toBeNull();
    return { url: url![1] as string, token: url![2] as string, mail, detail: res.json() };
  };

  const open = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/quote-links/${token}`, headers });
  const accept = (token: string) =>
    t.app.inject({ method: 'POST', url: `/api/quote-links/${token}/accept`, ...json({}) });
  const statusOf = async (reference: string) =>
    await t.app.db
      .selectFrom('quote_requests')
      .select(['status', 'accepted_at'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();

  it('mails the link in the customer language and shows the quote without their contact details', async () => {
    const reference = await sendQuote({
      lang: 'tpi',
      treeContribution: { extraTrees: 3 },
      items: [{ id: 1, quantity: 2, personalisation }],
    });
    const { url, token, mail, detail } = await replyWithLink(reference);
    expect(url).toContain('/tpi/quote/accept?token=');
    expect(mail.text_body).toContain('Mi orait long dispela kwot');
    expect(detail.acceptLinks).toHaveLength(1);
    expect(detail.history.map((event: { kind: string }) => event.kind)).toEqual([
      'received',
      'reply',
      'status',
      'link',
    ]);

    const res = await open(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const shown = res.json();
    expect(shown).toMatchObject({
      reference,
      lang: 'tpi',
      customerName: quote.customer.name,
      state: 'open',
      acceptedAt: null,
      extraTrees: 3,
      contributionAmount: 15,
    });
    expect(shown.lines).toEqual([
      expect.objectContaining({ quantity: 2, personalisedFor: personalisation.name }),
    ]);
    expect(shown.totalAmount).toBe(shown.lines[0].lineTotal + 15);
    expect(shown.usdEstimate).toBe((shown.totalAmount / 4).toFixed(2));
    const body = res.body;
    for (const privateValue of [quote.customer.email, quote.customer.phone, 'Need it by March']) {
      expect(body).not.toContain(privateValue);
    }
    // Opening it (a person, or a mail scanner following links) changes nothing.
    expect(await statusOf(reference)).toEqual({ status: 'contacted', accepted_at: null });
  });

  it('accepts once when the button is pressed many times at once, and shows the decision after', async () => {
    const reference = await sendQuote();
    const { token } = await replyWithLink(reference);
    const wonBefore = await t.app.db
      .selectFrom('quote_status_totals')
      .select('quote_count')
      .where('status', '=', 'won')
      .executeTakeFirst();

    const answers = await Promise.all(Array.from({ length: 8 }, () => accept(token)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(7);
    for (const res of answers) expect(res.json().state).toBe('accepted');

    const stored = await statusOf(reference);
    expect(stored.status).toBe('won');
    expect(stored.accepted_at).toEqual(expect.any(String));
    const again = await open(token);
    expect(again.json()).toMatchObject({ state: 'accepted', acceptedAt: stored.accepted_at });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes/${reference}`,
      ...as(ana),
    });
    const accepted = (detail.json().history as { kind: string; by: string | null }[]).filter(
      (event) => event.kind === 'accepted',
    );
    expect(accepted).toEqual([expect.objectContaining({ by: null })]);
    expect(detail.json().acceptedAt).toBe(stored.accepted_at);
    const notices = await t.app.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .where('kind', '=', 'quote-accepted')
      .where('subject', 'like', `%${reference}%`)
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toContain(`Quote ${reference} accepted by John Wari`);
    const wonAfter = await t.app.db
      .selectFrom('quote_status_totals')
      .select('quote_count')
      .where('status', '=', 'won')
      .executeTakeFirstOrThrow();
    expect(Number(wonAfter.quote_count)).toBe(Number(wonBefore?.quote_count ?? 0) + 1);
  });

  it('shows a quote staff closed as closed, and accepting it changes nothing', async () => {
    const reference = await sendQuote();
    const { token } = await replyWithLink(reference);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${reference}`,
      ...as(ana, { status: 'lost' }),
    });
    expect((await open(token)).json().state).toBe('closed');
    const res = await accept(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('closed');
    expect(await statusOf(reference)).toEqual({ status: 'lost', accepted_at: null });
    // Nothing is left to accept, so staff cannot send another link.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${reference}/replies`,
      ...as(ana, { text: 'Again?', acceptLink: true }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This quote is already lost: send the reply without the accept link.',
    );
  });

  it('opens nothing once revoked or expired, with a sentence in the visitor language', async () => {
    const reference = await sendQuote();
    const revoked = await replyWithLink(reference);
    const expired = await replyWithLink(reference);
    const linkId = revoked.detail.acceptLinks[0].id as number;
    const revoke = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/quotes/${reference}/accept-links/${linkId}`,
        ...as(ana),
      });
    const first = await revoke();
    expect(first.statusCode).toBe(200);
    expect(
      first.json().acceptLinks.find((link: { id: number }) => link.id === linkId).revokedAt,
    ).toEqual(expect.any(String));
    await revoke();
    const linkEvents = (first.json().history as { kind: string; text: string }[]).filter(
      (event) => event.kind === 'link' && event.text.includes('revoked'),
    );
    expect(linkEvents).toHaveLength(1);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes/${reference}`,
      ...as(ana),
    });
    expect(
      (again.json().history as { text: string }[]).filter((event) =>
        event.text.includes('revoked'),
      ),
    ).toHaveLength(1);

    await t.app.db
      .updateTable('customer_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.detail.acceptLinks[0].id)
      .execute();
    for (const token of [revoked.token, expired.token]) {
      const shown = await open(token);
      expect(shown.statusCode).toBe(410);
      expect(shown.json().error).toMatch(/^This link no longer works/);
      expect(shown.body).not.toContain(reference);
      expect((await accept(token)).statusCode).toBe(410);
    }
    expect((await statusOf(reference)).status).toBe('contacted');
    const inTokPisin = await open(revoked.token, { 'accept-language': 'tpi' });
    expect(inTokPisin.json().error).toMatch(/^Dispela link i no wok moa/);

    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/quotes/${reference}/accept-links/999999`,
      ...as(ana),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers an unknown or malformed token with a sentence, never a quote', async () => {
    const unknown = await open('a'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'This link does not work. Please open it again from our mail, or reply to the mail.',
    });
    const malformed = await open('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'This link does not work.' });
    expect((await accept('b'.repeat(43))).statusCode).toBe(404);
  });
});
