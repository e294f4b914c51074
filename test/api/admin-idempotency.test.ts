import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { type Signed, as, signedIn } from '../helpers/admin-session';
import { quote, signup } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, hashTestPassword, json } from '../helpers/test-app';

const PASSWORD = 'a long staff password';

// Decision 045: the inbox's changes carry an Idempotency-Key; the same key from the same staff
// member gets the first answer back instead of a second change.
describe.each(dialects)('Idempotency-Key on the inbox changes on %s', (dialect) => {
  let t: TestApp;
  let ana: Signed;
  let ben: Signed;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    const hash = await hashTestPassword(PASSWORD);
    await saveAdmin(t.app.db, 'ana@kumuldigital.com.pg', hash);
    await saveAdmin(t.app.db, 'ben@kumuldigital.com.pg', hash);
    ana = await signedIn(t, 'ana@kumuldigital.com.pg', PASSWORD);
    ben = await signedIn(t, 'ben@kumuldigital.com.pg', PASSWORD);
  });
  afterAll(async () => t.close());

  it('adds points once for a retried adjustment, and refuses the key to another staff member', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/loyalty/signup', ...json(signup) });
    const { memberNumber, points } = res.json().member as { memberNumber: string; points: number };
    const url = `/api/admin/loyalty-members/${memberNumber}/points`;
    const key = { 'idempotency-key': `points-${memberNumber}` };
    const first = await t.app.inject({ method: 'POST', url, ...as(ana, { delta: 50 }, key) });
    const again = await t.app.inject({ method: 'POST', url, ...as(ana, { delta: 50 }, key) });
    expect(first.statusCode).toBe(200);
    expect(first.json().member.points).toBe(points + 50);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const other = await t.app.inject({ method: 'POST', url, ...as(ben, { delta: 50 }, key) });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatch(/already used/);
    // A fresh key is a new change.
    const next = await t.app.inject({ method: 'POST', url, ...as(ana, { delta: 50 }) });
    expect(next.json().member.points).toBe(points + 100);
  });

  it('records one WhatsApp hand-off for a double tap', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json(quote),
    });
    const { reference } = posted.json() as { reference: string };
    const url = `/api/admin/quotes/${reference}/whatsapp`;
    const change = as(
      ana,
      { template: 'need-more-details' },
      { 'idempotency-key': `wa-${reference}` },
    );
    const first = await t.app.inject({ method: 'POST', url, ...change });
    const again = await t.app.inject({ method: 'POST', url, ...change });
    expect(first.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes/${reference}`,
      ...as(ana),
    });
    const kinds = (detail.json().history as { kind: string }[]).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'whatsapp')).toHaveLength(1);
  });

  it('keeps no key for a refused change, so a corrected retry with it goes through', async () => {
    const url = '/api/admin/loyalty-members/PR-00000000/points';
    const key = { 'idempotency-key': 'points-missing' };
    const missing = await t.app.inject({ method: 'POST', url, ...as(ana, { delta: 5 }, key) });
    expect(missing.statusCode).toBe(404);
    const stored = await t.app.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', 'points-missing')
      .execute();
    expect(stored).toEqual([]);
  });
});
