import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrors } from '../../src/shared/words/tpi/api-errors';
import { type Signed, signedInAs } from '../helpers/admin-session';
import { publishChange } from '../helpers/content';
import { contact } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';

// Decision 135 (issue 45: "any text of either language"): the API's Tok Pisin error sentences are
// said with the texts owners published, placeholders filled; English answers stay the code's.

const NO_NAME = 'Please enter your name.';
const TOO_LONG = 'Please keep this to {max} characters or fewer.';
const NO_NAME_TPI = 'Yu mas raitim nem bilong yu.';
const TOO_LONG_TPI = 'Raitim {max} leta tasol o liklik moa.';

describe.each(dialects)("the API's Tok Pisin errors use the published texts on %s", (dialect) => {
  let t: TestApp;
  let owner: Signed;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    owner = await signedInAs(t, 'owner@kumuldigital.com.pg', 'owner', 'a long errors password');
  });
  afterAll(async () => t.close());

  /** The sentence a contact message is refused with, in `lang`. */
  const refusal = async (lang: 'en' | 'tpi', body: Partial<typeof contact>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...json({ ...contact, ...body, lang }),
    });
    expect(res.statusCode, res.body).toBe(400);
    return (res.json() as { error: string }).error;
  };
  const noName = { name: '' };
  const tooLong = { message: 'm'.repeat(5001) };

  it('says a published sentence, with its value, from the next answer on', async () => {
    expect(await refusal('tpi', noName)).toBe(apiErrors[NO_NAME]);
    for (const [english, text] of [
      [NO_NAME, NO_NAME_TPI],
      [TOO_LONG, TOO_LONG_TPI],
    ] as const) {
      await publishChange(t.app, owner, {
        kind: 'text',
        key: `tpi:api-errors:apiErrors.${english}`,
        data: { text },
      });
    }
    expect(await refusal('tpi', noName)).toBe(NO_NAME_TPI);
    expect(await refusal('tpi', tooLong)).toBe('Raitim 5000 leta tasol o liklik moa.');
    // English is the code's: the texts are Tok Pisin's.
    expect(await refusal('en', noName)).toBe(NO_NAME);
  });
});
