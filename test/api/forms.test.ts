import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, count, createTestApp, dialects, json } from '../helpers/test-app';
import { contact, newsletter } from '../helpers/payloads';

describe.each(dialects)('contact and newsletter on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('stores a contact message, trimmed, and answers with a reference', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...json({ ...contact, name: '  Grace Kila  ' }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(
      'Thank you for your message! We will get back to you within 24 hours.',
    );
    expect(body.reference).toMatch(/^C-[2-9A-HJKMNP-Z]{4}-\d{2}$/);
    const row = await t.app.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('reference', '=', body.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Grace Kila',
      email: contact.email,
      phone: contact.phone,
      service: 'web-design',
      message: contact.message,
    });
    expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
  });

  it('accepts a contact message without phone and service, storing them empty', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...json({ name: 'Tom', email: 'tom@example.com', phone: '', message: 'Hello' }),
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('reference', '=', res.json().reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: '', service: '' });
  });

  it('accepts the resort services as free text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...json({
        name: 'Quote for 2 adults, 0 children',
        email: 'quotes@paradise.example',
        service: 'Hotel Reservation Quote',
        message: 'Dates: ...',
      }),
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['a missing name', { ...contact, name: undefined }, 'Please enter your name.'],
    ['a blank name', { ...contact, name: '   ' }, 'Please enter your name.'],
    ['a missing email', { ...contact, email: undefined }, 'Please enter your email address.'],
    ['an invalid email', { ...contact, email: 'grace@' }, 'Please enter a valid email address.'],
    ['a blank message', { ...contact, message: ' \n ' }, 'Please enter a message.'],
    ['a name of the wrong type', { ...contact, name: 42 }, 'Please enter your name.'],
    ['a phone of the wrong type', { ...contact, phone: 675 }, 'Please send text for this field.'],
  ])('rejects %s with a sentence and stores nothing', async (_case, body, error) => {
    const before = await count(t.app, 'contact_messages');
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...json(body) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await count(t.app, 'contact_messages')).toBe(before);
  });

  it('subscribes an email once, whatever its letter case', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      ...json(newsletter),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message:
        'Thank you for subscribing! You will receive our latest updates and insights. Please confirm with the link we have just emailed you.',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      ...json({ email: '  READER@Example.com ' }),
    });
    expect(again.statusCode).toBe(201);
    const rows = await t.app.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'reader@example.com', name: 'Reader' });
  });

  it('subscribes without a name and rejects a blank email', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          ...json({ email: 'noname@example.com' }),
        })
      ).statusCode,
    ).toBe(201);
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      ...json({ email: '  ' }),
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'Please enter your email address.' });
  });
});
