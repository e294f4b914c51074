import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '../../src/server/db/repositories/admin-messages';
import { listQuotes } from '../../src/server/db/repositories/admin-quotes';
import { countCapped, quoteMatches } from '../../src/server/db/repositories/admin-search';
import { SEARCH_COUNT_CAP } from '../../src/shared/schemas/admin';
import { contact, quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';

const customers = [
  { name: 'John Wari', email: 'john@wari.example', phone: '7123 4567', company: 'Wari Builders' },
  { name: 'Grace Kila', email: 'grace.kila@gmail.com', phone: '+675 7123 4567', company: '' },
  { name: 'Peter Tau', email: 'ptau@bsp.example', phone: '(675) 7999-0000', company: 'Lae Café' },
  {
    name: 'Odd "Quote" Name',
    email: 'odd@example.com',
    phone: '7000 1111',
    company: '100% (AND) *',
  },
  { name: 'Under_Score', email: 'under@example.com', phone: '7000 2222', company: 'NEAR ^ OR' },
];

describe.each(dialects)('quote and message search on %s', (dialect) => {
  let t: TestApp;
  const references: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    for (const customer of customers) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quote-request',
        ...json({ ...quote, customer: { ...quote.customer, ...customer } }),
      });
      expect(res.statusCode).toBe(201);
      references[customer.name] = res.json().reference;
    }
    for (const name of ['Mary Tau', 'Kila Kila']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        ...json({ ...contact, name, phone: '+675 7555 8888', email: 'mary@tau.example' }),
      });
      expect(res.statusCode).toBe(201);
      references[name] = res.json().reference;
    }
  });
  afterAll(async () => t.close());

  const names = async (q: string) =>
    (await listQuotes(t.app.db, { q, status: 'all', page: 1 })).items
      .map((item) => item.customer.name)
      .sort();
  const messageNames = async (q: string) =>
    (await listMessages(t.app.db, { q, state: 'all', page: 1 })).items
      .map((item) => item.name)
      .sort();

  it('finds quotes by part of a name, an email, a company, in any letter case', async () => {
    expect(await names('wAR')).toEqual(['John Wari']);
    expect(await names('kila@GMAIL')).toEqual(['Grace Kila']);
    expect(await names('café')).toEqual(['Peter Tau']);
    expect(await names('builders')).toEqual(['John Wari']);
    expect(await names('nobody here')).toEqual([]);
  });

  it('finds a phone number however it is written', async () => {
    expect(await names('71234567')).toEqual(['Grace Kila', 'John Wari']);
    expect(await names('7123 4567')).toEqual(['Grace Kila', 'John Wari']);
    expect(await names('+675-7123-4567')).toEqual(['Grace Kila']);
    expect(await names('7999 0000')).toEqual(['Peter Tau']);
    expect(await names('67579990000')).toEqual(['Peter Tau']);
  });

  it('finds a quote by its reference written in lower case', async () => {
    const reference = references['Peter Tau']!;
    expect(await names(reference.toLowerCase())).toEqual(['Peter Tau']);
    expect(await names(reference.slice(2, 7).toLowerCase())).toContain('Peter Tau');
  });

  it('takes search and LIKE syntax literally: quotes, %, _, *, AND, parentheses', async () => {
    expect(await names('"Quote"')).toEqual(['Odd "Quote" Name']);
    expect(await names('"quote')).toEqual(['Odd "Quote" Name']);
    expect(await names('100%')).toEqual(['Odd "Quote" Name']);
    expect(await names('00%')).toEqual(['Odd "Quote" Name']);
    expect(await names('r_s')).toEqual(['Under_Score']);
    expect(await names('(AND)')).toEqual(['Odd "Quote" Name']);
    expect(await names('% (')).toEqual(['Odd "Quote" Name']);
    expect(await names(' * ')).toEqual([]);
    expect(await names('NEAR ^ OR')).toEqual(['Under_Score']);
    expect(await names('^ O')).toEqual(['Under_Score']);
    expect(await names('a AND b')).toEqual([]);
    expect(await names('"')).toEqual([]);
    expect(await names('"""')).toEqual([]);
    expect(await names('wari OR tau')).toEqual([]);
    expect(await names('wa*')).toEqual([]);
  });

  it('matches nothing for a term under three characters, spaces not counted', async () => {
    expect(await names('Wa')).toEqual([]);
    expect(await names('  J ')).toEqual([]);
    expect(await names('71')).toEqual([]);
    expect(await messageNames('Ma')).toEqual([]);
  });

  it('finds contact messages by name, email, phone and reference', async () => {
    expect(await messageNames('mary t')).toEqual(['Mary Tau']);
    expect(await messageNames('TAU.EXAMPLE')).toEqual(['Kila Kila', 'Mary Tau']);
    expect(await messageNames('75558888')).toEqual(['Kila Kila', 'Mary Tau']);
    expect(await messageNames(references['Kila Kila']!.toLowerCase())).toEqual(['Kila Kila']);
  });

  it('follows an update and a delete of a quote and of a message', async () => {
    const reference = references['John Wari']!;
    await t.app.db
      .updateTable('quote_requests')
      .set({ customer_name: 'Johnny Walker', customer_phone: '7333 4444' })
      .where('reference', '=', reference)
      .execute();
    expect(await names('wari builders')).toEqual(['Johnny Walker']);
    expect(await names('walker')).toEqual(['Johnny Walker']);
    expect(await names('john wari')).toEqual([]);
    expect(await names('73334444')).toEqual(['Johnny Walker']);
    expect(await names('71234567')).toEqual(['Grace Kila']);
    // A change to a column search does not read leaves what it finds as it was.
    await t.app.db
      .updateTable('quote_requests')
      .set({ status: 'contacted' })
      .where('reference', '=', reference)
      .execute();
    expect(await names('walker')).toEqual(['Johnny Walker']);

    await t.app.db.deleteFrom('quote_items').execute();
    await t.app.db.deleteFrom('quote_requests').where('reference', '=', reference).execute();
    expect(await names('walker')).toEqual([]);
    expect(await names('builders')).toEqual([]);

    await t.app.db
      .updateTable('contact_messages')
      .set({ name: 'Maria Tau' })
      .where('reference', '=', references['Mary Tau']!)
      .execute();
    expect(await messageNames('maria')).toEqual(['Maria Tau']);
    await t.app.db
      .deleteFrom('contact_messages')
      .where('reference', '=', references['Kila Kila']!)
      .execute();
    expect(await messageNames('75558888')).toEqual(['Maria Tau']);
  });

  it('bounds a search to its newest matches on SQLite only in a query with a limit', () => {
    const searched = t.app.db.selectFrom('quote_requests').where((eb) => quoteMatches(eb, 'kila'));
    const bound = 'order by rowid desc limit 10000';
    expect(searched.selectAll().limit(50).compile().sql.includes(bound)).toBe(dialect === 'sqlite');
    expect(searched.selectAll().compile().sql).not.toContain(bound);
  });

  it('counts matches up to the cap and says when there are more', async () => {
    const counted = (q: string) =>
      countCapped(
        t.app.db,
        t.app.db.selectFrom('quote_requests').where((eb) => quoteMatches(eb, q)),
      );
    expect(await counted('example')).toEqual({ total: 3, totalCapped: false });
    expect(await counted('zz')).toEqual({ total: 0, totalCapped: false });

    // More than SQLite's bound on the newest matches (10,000), to show an export still sees all.
    const rows = Array.from({ length: 10_005 }, (_, i) => ({
      reference: `Q-CAP${i.toString(36).toUpperCase().padStart(4, '0')}-00`,
      customer_name: `Capped ${i}`,
      customer_email: `capped${i}@gmail.com`,
      customer_phone: '7000 0000',
      customer_company: '',
      customer_message: '',
      message: '',
      total_amount: 100,
      total_items: 1,
      extra_trees: 0,
      contribution_amount: 0,
      trees_funded: 0,
      status: 'new',
      note: '',
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    }));
    await t.app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500) {
        await trx
          .insertInto('quote_requests')
          .values(rows.slice(i, i + 500))
          .execute();
      }
    });
    expect(await counted('gmail')).toEqual({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(await counted('capped 10004')).toEqual({ total: 1, totalCapped: false });
    // A query with no bound on its rows (an export) sees every match.
    const { n } = await t.app.db
      .selectFrom('quote_requests')
      .where((eb) => quoteMatches(eb, 'gmail'))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(10_006);
    const page = await listQuotes(t.app.db, { q: 'CAPPED', status: 'all', page: 1 });
    expect(page.items.map((item) => item.customer.name).slice(0, 2)).toEqual([
      'Capped 10004',
      'Capped 10003',
    ]);
    // The inbox's list says "more than 1,000" rather than counting every match.
    expect([page.total, page.totalCapped]).toEqual([SEARCH_COUNT_CAP, true]);
    const unsearched = await listQuotes(t.app.db, { q: '', status: 'all', page: 1 });
    const all = await t.app.db
      .selectFrom('quote_requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect([unsearched.total, unsearched.totalCapped]).toEqual([Number(all.n), undefined]);
    expect(unsearched.total).toBeGreaterThan(SEARCH_COUNT_CAP);
  });
});
