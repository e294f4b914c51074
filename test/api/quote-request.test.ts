import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemplate } from '../../src/shared/catalogue';
import { type TestApp, count, createTestApp, dialects, json } from '../helpers/test-app';
import { quote } from '../helpers/payloads';

const price = (id: number) => findTemplate(id)?.priceNumeric as number;

describe.each(dialects)('quote requests and impact on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/quote-request', ...json(body, headers) });

  it('starts the impact counters at the baseline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sustainability/impact' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ trees_funded: 25, trees_planted: 12, total_contributions: 125 });
  });

  it('prices a quote from the catalogue, not from the client (tampered totalAmount 1)', async () => {
    const res = await post({
      ...quote,
      totalAmount: 1,
      totalItems: 1,
      items: [
        { id: 1, quantity: 2, priceNumeric: 1, price: 'K1' },
        { id: 6, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const expected = price(1) * 2 + price(6);
    const body = res.json();
    expect(body).toEqual({
      reference: expect.stringMatching(/^Q-[2-9A-HJKMNP-Z]{4}-\d{2}$/),
      totalAmount: expected,
      totalItems: 3,
      treesFunded: 3,
    });
    const stored = await t.app.db
      .selectFrom('quote_requests')
      .selectAll()
      .where('reference', '=', body.reference)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      total_amount: expected,
      total_items: 3,
      extra_trees: 0,
      contribution_amount: 0,
      trees_funded: 3,
      status: 'new',
      customer_name: 'John Wari',
      customer_company: 'Wari Builders',
    });
    const items = await t.app.db
      .selectFrom('quote_items')
      .selectAll()
      .where('quote_id', '=', stored.id)
      .orderBy('template_id')
      .execute();
    expect(
      items.map(({ template_id, title, unit_price, quantity, line_total }) => ({
        template_id,
        title,
        unit_price,
        quantity,
        line_total,
      })),
    ).toEqual([
      {
        template_id: 1,
        title: 'Community Hub',
        unit_price: price(1),
        quantity: 2,
        line_total: price(1) * 2,
      },
      {
        template_id: 6,
        title: 'Construction Company',
        unit_price: price(6),
        quantity: 1,
        line_total: price(6),
      },
    ]);
  });

  it('funds extra trees at K5 each and adds them to the impact counters', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/sustainability/impact' })
    ).json();
    const res = await post({
      ...quote,
      items: [{ id: 3, quantity: 4 }],
      treeContribution: { extraTrees: 3, contributionAmount: 1 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalAmount: price(3) * 4, totalItems: 4, treesFunded: 7 });
    const after = (await t.app.inject({ method: 'GET', url: '/api/sustainability/impact' })).json();
    expect(after).toEqual({
      trees_funded: before.trees_funded + 7,
      trees_planted: 12,
      total_contributions: before.total_contributions + 15,
    });
  });

  it('keeps trees planted at the stored figure the agency sets', async () => {
    await t.app.db
      .updateTable('settings')
      .set({ value: '40' })
      .where('key', '=', 'trees_planted')
      .execute();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/sustainability/impact' })).json()
        .trees_planted,
    ).toBe(40);
  });

  it.each([
    [
      'an unknown template',
      {
        ...quote,
        items: [
          { id: 1, quantity: 1 },
          { id: 999, quantity: 1 },
        ],
      },
      'There is no template with id 999 in our catalogue.',
    ],
    [
      'a coming-soon template',
      { ...quote, items: [{ id: 16, quantity: 1 }] },
      'Paradise Resort Hotel is coming soon and cannot be ordered yet.',
    ],
    [
      'a zero quantity',
      { ...quote, items: [{ id: 1, quantity: 0 }] },
      'Quantity must be a whole number from 1 to 99.',
    ],
    [
      'a negative quantity',
      { ...quote, items: [{ id: 1, quantity: -2 }] },
      'Quantity must be a whole number from 1 to 99.',
    ],
    [
      'a fractional quantity',
      { ...quote, items: [{ id: 1, quantity: 1.5 }] },
      'Quantity must be a whole number from 1 to 99.',
    ],
    [
      'a quantity over 99',
      { ...quote, items: [{ id: 1, quantity: 100 }] },
      'Quantity must be a whole number from 1 to 99.',
    ],
    [
      'a quantity as text',
      { ...quote, items: [{ id: 1, quantity: '2' }] },
      'Quantity must be a whole number from 1 to 99.',
    ],
    [
      'an item without an id',
      { ...quote, items: [{ quantity: 1 }] },
      'Each item needs the numeric id of a template.',
    ],
    ['no items', { ...quote, items: [] }, 'Please add at least one template to your quote.'],
    [
      'the same template twice',
      {
        ...quote,
        items: [
          { id: 1, quantity: 1 },
          { id: 1, quantity: 2 },
        ],
      },
      'Each template may appear only once in a quote; change its quantity instead.',
    ],
    [
      'no customer',
      { ...quote, customer: undefined },
      'Please send your contact details (name, email and phone).',
    ],
    [
      'no phone',
      { ...quote, customer: { ...quote.customer, phone: ' ' } },
      'Please enter your phone number.',
    ],
    [
      'an invalid email',
      { ...quote, customer: { ...quote.customer, email: 'john.example.com' } },
      'Please enter a valid email address.',
    ],
    [
      '1000 extra trees',
      { ...quote, treeContribution: { extraTrees: 1000, contributionAmount: 5000 } },
      'Extra trees must be a whole number from 0 to 999.',
    ],
    [
      'negative extra trees',
      { ...quote, treeContribution: { extraTrees: -1, contributionAmount: 0 } },
      'Extra trees must be a whole number from 0 to 999.',
    ],
    ['a total of the wrong type', { ...quote, totalAmount: 'lots' }, 'Totals must be numbers.'],
  ])('rejects %s with a 400 sentence and writes nothing', async (_case, body, error) => {
    const [quotes, items] = [
      await count(t.app, 'quote_requests'),
      await count(t.app, 'quote_items'),
    ];
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect([await count(t.app, 'quote_requests'), await count(t.app, 'quote_items')]).toEqual([
      quotes,
      items,
    ]);
  });
});
