import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFacts } from '../../src/server/content/code-content';
import { type Signed, signedInAs } from '../helpers/admin-session';
import { publishChange } from '../helpers/content';
import { newsletter, quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';

// Decision 127 (issue 45: "she changes the WhatsApp number and ... new mails use it"): a mail shows
// the agency's facts as published when it is made; a mail made before keeps what it said.

const NEW_FACTS = {
  ...codeFacts,
  phone: '+675 7300 4050',
  whatsapp: '67573004050',
  email: 'hello@kumuldigital.com.pg',
  address: 'Waigani Drive, Port Moresby',
  hours: 'Mon-Sat 8AM-6PM',
};

describe.each(dialects)('the mails show the published facts on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    owner = await signedInAs(t, 'owner@kumuldigital.com.pg', 'owner', 'a long facts password');
  });
  afterAll(async () => t.close());

  /** The newest queued mail of a kind: its text and HTML bodies. */
  const newestMail = async (kind: string) => {
    const row = await t.app.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body'])
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return `${row.text_body}\n${row.html_body}`;
  };
  const sendQuote = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/quote-request', ...json(quote) });
    expect(res.statusCode, res.body).toBe(201);
    return newestMail('quote-visitor');
  };
  const subscribe = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      ...json({ ...newsletter, email }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return newestMail('newsletter-confirm');
  };

  it('puts the newly published phone, WhatsApp number, email, address and hours in new mails only', async () => {
    const before = await sendQuote();
    expect(before).toContain(codeFacts.phone);
    expect(before).toContain(`WhatsApp +${codeFacts.whatsapp}`);

    await publishChange(t.app, owner, { kind: 'facts', key: 'site', data: NEW_FACTS });

    const confirmation = await sendQuote();
    const subscription = await subscribe('new.reader@example.com');
    for (const mail of [confirmation, subscription]) {
      expect(mail).toContain(NEW_FACTS.phone);
      expect(mail).toContain(`WhatsApp +${NEW_FACTS.whatsapp}`);
      expect(mail).toContain(NEW_FACTS.address);
      expect(mail).toContain(NEW_FACTS.hours);
      expect(mail).not.toContain(codeFacts.phone);
      expect(mail).not.toContain(codeFacts.whatsapp);
    }
    // The confirmation names the published address to write to.
    expect(confirmation).toContain(`write to ${NEW_FACTS.email}`);
    // The mail queued before the publish says what it said.
    const first = await t.app.db
      .selectFrom('outbox')
      .select('text_body')
      .where('kind', '=', 'quote-visitor')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(first.text_body).toContain(codeFacts.phone);
    expect(first.text_body).not.toContain(NEW_FACTS.phone);
  });
});
