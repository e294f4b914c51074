import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../src/shared/brand';
import { fill } from '../../src/shared/i18n/format';
import { mail as englishMail } from '../../src/shared/words/en/mail';
import { mail as tokPisinMail } from '../../src/shared/words/tpi/mail';
import { type Signed, signedInAs } from '../helpers/admin-session';
import { publishChange } from '../helpers/content';
import { quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';

// Decision 131 (issue 45: "any text of either language" goes live without words:apply): a mail
// made after a publish is written from the published texts of its language, placeholders filled;
// a mail made before keeps what it said.

const SUBJECT = 'Kwot {reference} bilong yu i kam pinis – {brand}';
const WITHIN_24_HOURS = 'Insait long wanpela de, mipela bai i toktok wantaim yu long imel o fon.';

describe.each(dialects)('the mails use the published texts on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    owner = await signedInAs(t, 'owner@kumuldigital.com.pg', 'owner', 'a long texts password');
  });
  afterAll(async () => t.close());

  /** A quote request in `lang`: its reference and the confirmation mail it queued. */
  const sendQuote = async (lang: 'en' | 'tpi') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({ ...quote, lang }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = res.json() as { reference: string };
    const mail = await t.app.db
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('kind', '=', 'quote-visitor')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { reference, ...mail };
  };

  it("writes a new Tok Pisin confirmation with the published subject and line, and leaves an earlier one and English's as they were", async () => {
    const before = await sendQuote('tpi');
    const codeSubject = fill(tokPisinMail.quote.subject, {
      reference: before.reference,
      brand: brand.name,
    });
    expect(before.subject).toBe(codeSubject);
    expect(before.text_body).toContain(tokPisinMail.quote.within24Hours);

    for (const [wordKey, text] of [
      ['mail:mail.quote.subject', SUBJECT],
      ['mail:mail.quote.within24Hours', WITHIN_24_HOURS],
    ]) {
      await publishChange(t.app, owner, { kind: 'text', key: `tpi:${wordKey}`, data: { text } });
    }

    const after = await sendQuote('tpi');
    expect(after.subject).toBe(`Kwot ${after.reference} bilong yu i kam pinis – ${brand.name}`);
    expect(after.text_body).toContain(WITHIN_24_HOURS);
    expect(after.html_body).toContain(WITHIN_24_HOURS);
    expect(after.text_body).not.toContain(tokPisinMail.quote.within24Hours);

    // English mails keep the code's English: the texts are Tok Pisin's.
    const english = await sendQuote('en');
    expect(english.subject).toBe(
      fill(englishMail.quote.subject, { reference: english.reference, brand: brand.name }),
    );
    expect(english.text_body).toContain(englishMail.quote.within24Hours);

    // The mail queued before the publish says what it said.
    const first = await t.app.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('kind', '=', 'quote-visitor')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(first.subject).toBe(codeSubject);
    expect(first.text_body).not.toContain(WITHIN_24_HOURS);
  });
});
