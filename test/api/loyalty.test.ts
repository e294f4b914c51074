import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, count, createTestApp, dialects, json } from '../helpers/test-app';
import { signup } from '../helpers/payloads';

describe.each(dialects)('loyalty on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const post = (url: string, body: unknown, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url, remoteAddress, ...json(body) });

  it('signs a member up with the welcome offer and a random PR- number', async () => {
    const res = await post('/api/loyalty/signup', signup);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      member: {
        ...signup,
        memberNumber: expect.stringMatching(/^PR-\d{8}$/),
        tier: 'Silver',
        points: 100,
        totalNights: 0,
        totalSpent: 0,
      },
    });
    const other = await post('/api/loyalty/signup', {
      fullName: 'Paul Ive',
      email: 'paul@example.com',
    });
    expect(other.statusCode).toBe(201);
    expect(other.json().member).toMatchObject({ phone: '', dateOfBirth: '' });
    expect(other.json().member.memberNumber).not.toBe(res.json().member.memberNumber);
  });

  it('answers 409 for the same email again, in any letter case, and stores no second member', async () => {
    const before = await count(t.app, 'loyalty_members');
    const res = await post('/api/loyalty/signup', { ...signup, email: 'MARY@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'A Paradise Rewards member with this email already exists. Please sign in instead.',
    });
    expect(await count(t.app, 'loyalty_members')).toBe(before);
  });

  it.each([
    ['a blank full name', { ...signup, fullName: '' }, 'Please enter your full name.'],
    ['an invalid email', { ...signup, email: 'mary' }, 'Please enter a valid email address.'],
    [
      'a date of birth that is not a date',
      { ...signup, dateOfBirth: '17/05/1990' },
      'Please enter your date of birth as a past date from 1900 on (YYYY-MM-DD).',
    ],
    [
      'a date of birth that is not on the calendar',
      { ...signup, dateOfBirth: '2020-02-30' },
      'Please enter your date of birth as a past date from 1900 on (YYYY-MM-DD).',
    ],
    [
      'a date of birth in the future',
      { ...signup, dateOfBirth: '2999-01-01' },
      'Please enter your date of birth as a past date from 1900 on (YYYY-MM-DD).',
    ],
  ])('rejects a signup with %s', async (_case, body, error) => {
    const res = await post('/api/loyalty/signup', {
      ...body,
      email: body.email === signup.email ? 'new@example.com' : body.email,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('logs a member in with email and member number, deriving the tier from points', async () => {
    const { memberNumber } = (
      await post('/api/loyalty/signup', { fullName: 'Tier Test', email: 'tier@example.com' })
    ).json().member;
    const login = async () =>
      post('/api/loyalty/login', {
        email: ' Tier@Example.com ',
        memberNumber: memberNumber.toLowerCase(),
      });
    const res = await login();
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({ memberNumber, tier: 'Silver', points: 100 });
    for (const [points, tier] of [
      [999, 'Silver'],
      [1000, 'Gold'],
      [2999, 'Gold'],
      [3000, 'Platinum'],
    ] as const) {
      await t.app.db
        .updateTable('loyalty_members')
        .set({ points })
        .where('member_number', '=', memberNumber)
        .execute();
      expect((await login()).json().member).toMatchObject({ points, tier });
    }
  });

  it('gives one 401 message whether the email or the member number is wrong', async () => {
    const { memberNumber } = (
      await post('/api/loyalty/signup', { fullName: 'Wrong Test', email: 'wrong@example.com' })
    ).json().member;
    const wrongNumber = await post(
      '/api/loyalty/login',
      { email: 'wrong@example.com', memberNumber: 'PR-00000000' },
      '10.0.0.2',
    );
    const wrongEmail = await post(
      '/api/loyalty/login',
      { email: 'nobody@example.com', memberNumber },
      '10.0.0.3',
    );
    for (const res of [wrongNumber, wrongEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'We could not find a member with that email and member number.',
      });
    }
  });
});
