import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOSSARY_PATH } from '../../scripts/tpi-glossary';
import { applyWords, findWordLiteral, wordFilePath } from '../../scripts/words-apply';
import {
  decideWordProposal,
  insertWordProposal,
} from '../../src/server/db/repositories/word-proposals';
import { REVIEWED_PATH } from '../../src/server/words-review/needs-native-speaker';
import { uncertainTokPisin } from '../../src/server/words-review/uncertain-tpi';
import type { StaffRole } from '../../src/shared/schemas/admin';
import type { WordProposal } from '../../src/shared/schemas/word-review';
import { faq as enFaq } from '../../src/shared/words/en/faq';
import { faq as tpiFaq } from '../../src/shared/words/tpi/faq';
import { wordEntries } from '../../src/shared/words/word-index';
import { type Signed, as, signedInAs } from '../helpers/admin-session';
import type { Config } from '../../src/server/config';
import { type TestApp, createTestApp, databaseUrlOf, dialects } from '../helpers/test-app';

const PASSWORD = 'a long review password';
const OWNER = 'owner@kumuldigital.com.pg';
const REVIEWER = 'reviewer@kumuldigital.com.pg';
const STAFF = 'staff@kumuldigital.com.pg';
const REVIEWERS_ONLY = { error: "Only reviewers and owners can review the site's words." };

const tokPisin = new Map(wordEntries('tpi').map((entry) => [entry.key, entry]));
const textOf = (key: string) => tokPisin.get(key)?.text as string;
// Each has an English no other string shares, so a new wording makes no "two translations".
const SORT_LABEL = 'products:products.search.sortLabel';
const EYEBROW = 'products:products.eyebrow';
const CATEGORY = 'products:products.filter.current';
const OUT_OF_FIVE = 'products:products.card.outOfFive';
// A template: `Olsem wanem ${brand.legalName} i kisim …`.
const WITH_BRAND = 'legal:legal.documents.privacyPolicy.summary';
// An answer with links of every kind: on-site paths, tel:, https: and mailto:.
const CONTACT = 'faq:faq.entries.contact.answer';
const NOT_WORDS =
  'That text is where a link goes or how a customer pays, not words: it is changed in the code or in Settings, not by a proposal.';

/** A temp directory holding a copy of the word files and of the list of reviewed wordings. */
function copyOfWordFiles(): string {
  const root = mkdtempSync(join(tmpdir(), 'words-apply-'));
  cpSync('src/shared/words', join(root, 'src/shared/words'), { recursive: true });
  mkdirSync(dirname(join(root, REVIEWED_PATH)), { recursive: true });
  cpSync(REVIEWED_PATH, join(root, REVIEWED_PATH));
  return root;
}

/** `npm run words:apply` as an operator runs it, in `root`, on this database. */
async function wordsApplyCommand(root: string, database: Config['database']) {
  // The script's own imports resolve from the repository; `--import tsx` from root's node_modules.
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  cpSync(GLOSSARY_PATH, join(root, GLOSSARY_PATH));
  const script = resolve('scripts/words-apply.ts');
  const env = { ...process.env, DATABASE_URL: databaseUrlOf(database), LOG_LEVEL: 'warn' };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', script],
      { cwd: root, env, encoding: 'utf8' },
    );
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { status: failed.code ?? null, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Issue 28: reviewers propose new wordings for the site's strings in /admin, owners accept or
// reject them, and words:apply writes the accepted ones into src/shared/words.
describe.each(dialects)('reviewing the words on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  let reviewer: Signed;
  let staff: Signed;
  const account = (email: string, role: StaffRole) => signedInAs(t, email, role, PASSWORD);
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    owner = await account(OWNER, 'owner');
    reviewer = await account(REVIEWER, 'reviewer');
    staff = await account(STAFF, 'staff');
  });
  afterAll(async () => t.close());

  const propose = (who: Signed, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/word-proposals',
      ...as(who, { lang: 'tpi', page: '/tpi/products', ...body }),
    });
  const proposed = async (key: string, wording: string): Promise<WordProposal> => {
    const res = await propose(reviewer, { key, proposed: wording, comment: 'Sounds better.' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().proposal;
  };
  const decide = (who: Signed, id: number, decision: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/word-proposals/${id}`,
      ...as(who, { decision }),
    });

  it('lets owners invite reviewers', async () => {
    const invite = (role: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/accounts',
        ...as(owner, { email: `new.${role}@kumuldigital.com.pg`, role }),
      });
    const invited = await invite('reviewer');
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ role: 'reviewer', state: 'invited' });
    const wrong = await invite('boss');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'The role must be owner, staff or reviewer.' });
  });

  it('lists the words for a reviewer, with the English and why a native speaker should read them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/words?lang=tpi',
      ...as(reviewer),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { lang, words } = res.json() as { lang: string; words: Record<string, unknown>[] };
    expect(lang).toBe('tpi');
    expect(words).toHaveLength(tokPisin.size);
    const { needsNativeSpeaker, ...word } = words.find(({ key }) => key === SORT_LABEL) ?? {};
    expect(word).toEqual({
      key: SORT_LABEL,
      file: 'products',
      text: textOf(SORT_LABEL),
      english: 'Sort by',
    });
    expect(needsNativeSpeaker === null || typeof needsNativeSpeaker === 'string').toBe(true);
    // The review's open questions come first, each with its question; then what changed since.
    const reasons = words.map((entry) => entry.needsNativeSpeaker as string | null);
    expect(reasons.slice(0, Object.keys(uncertainTokPisin).length)).toEqual(
      Object.keys(uncertainTokPisin).map(() => expect.stringMatching(/^(Review|Glossary)/)),
    );
    expect(words.find(({ key }) => key === 'layout:layout.nav.about')?.needsNativeSpeaker).toMatch(
      /W16/,
    );
    // A string the November review read and nobody changed since needs no native speaker first.
    expect(words.find(({ key }) => key === 'layout:layout.nav.services')?.needsNativeSpeaker).toBe(
      null,
    );
    expect(
      words.find(({ key }) => key === 'products:products.search.sort.rating')?.needsNativeSpeaker,
    ).toBe('Changed since it was last reviewed.');
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/admin/words?lang=en',
      ...as(owner),
    });
    expect(english.json().words[0]).toMatchObject({ english: null, needsNativeSpeaker: null });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/words?lang=fr',
      ...as(owner),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'The language must be en or tpi.' });
  });

  it('refuses staff who are not reviewers, whatever they send', async () => {
    for (const url of ['/api/admin/words?lang=tpi', '/api/admin/word-proposals']) {
      const res = await t.app.inject({ method: 'GET', url, ...as(staff) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REVIEWERS_ONLY);
    }
    const res = await propose(staff, { key: SORT_LABEL, proposed: 'Putim long lain' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REVIEWERS_ONLY);
  });

  it('stores a proposal with the wording the site shows now', async () => {
    const proposal = await proposed(SORT_LABEL, '  Putim long lain bilong  ');
    expect(proposal).toEqual({
      id: expect.any(Number),
      lang: 'tpi',
      key: SORT_LABEL,
      page: '/tpi/products',
      oldText: textOf(SORT_LABEL),
      proposedText: 'Putim long lain bilong',
      comment: 'Sounds better.',
      proposedBy: REVIEWER,
      createdAt: expect.any(String),
      state: 'pending',
      decidedBy: null,
      decidedAt: null,
      live: false,
    });
    // A string that starts with a space keeps it: the page puts it after a number.
    expect((await proposed(OUT_OF_FIVE, 'bilong 5')).proposedText).toBe(' bilong 5');
  });

  it('refuses an unknown text, lost placeholders and the same wording, with sentences', async () => {
    const unknown = await propose(reviewer, { key: 'products:products.nothing', proposed: 'Hap' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: "That text is not one of the site's words. Pick it again on the page.",
    });
    const lost = await propose(reviewer, { key: CATEGORY, proposed: 'Kain bilong em' });
    expect(lost.statusCode).toBe(400);
    expect(lost.json()).toEqual({
      error: 'Keep the placeholders of the current wording: {category}.',
    });
    const added = await propose(reviewer, { key: SORT_LABEL, proposed: 'Putim {count}' });
    expect(added.statusCode).toBe(400);
    expect(added.json().error).toMatch(/no placeholders.*\{count\}/);
    const same = await propose(reviewer, { key: SORT_LABEL, proposed: textOf(SORT_LABEL) });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ error: 'That is the wording the site shows now.' });
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/word-proposals',
      ...as({ ...reviewer, csrf: '' }, { lang: 'tpi', key: SORT_LABEL, page: '/', proposed: 'X' }),
    });
    expect(noToken.statusCode).toBe(403);
    expect(await t.app.db.selectFrom('word_proposals').selectAll().execute()).toHaveLength(2);
  });

  // Issue 42, point 4: NUL answered 500 on PostgreSQL; controls, bidi and '//host' were stored.
  it('takes as the page only a path on this site, without hidden characters', async () => {
    const before = await t.app.db.selectFrom('word_proposals').selectAll().execute();
    for (const page of [
      '/\u0000',
      '/tpi/products\u0000',
      '/x\u0007y',
      '/\u202eevil',
      '/tpi/\u2066products',
      '//evil.example/',
      '/\\evil.example',
      'tpi/products',
      'https://evil.example/',
    ]) {
      const res = await propose(reviewer, { key: SORT_LABEL, proposed: 'Putim lain', page });
      expect(res.statusCode, JSON.stringify(page)).toBe(400);
      expect(res.json()).toEqual({ error: 'The page must be a path on this site, like /tpi/.' });
    }
    expect(await t.app.db.selectFrom('word_proposals').selectAll().execute()).toEqual(before);
  });

  it('lets an owner accept or reject once; reviewers cannot decide', async () => {
    const accepted = await proposed(CATEGORY, 'Kain bilong en: {category}');
    const rejected = await proposed(CATEGORY, 'Kain: {category} tasol');

    // A reviewer is refused by the role's own rule (test/api/reviewer-role.test.ts), staff here.
    expect((await decide(reviewer, accepted.id, 'accepted')).statusCode).toBe(403);
    const byStaff = await decide(staff, accepted.id, 'accepted');
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({
      error: 'Only an owner can accept or reject a proposed wording.',
    });

    const yes = await decide(owner, accepted.id, 'accepted');
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().proposal).toMatchObject({
      id: accepted.id,
      state: 'accepted',
      decidedBy: OWNER,
      decidedAt: expect.any(String),
      live: true,
    });
    // Accepting published it, alone, as a version of its own (decision 125).
    const published = await t.app.inject({
      method: 'GET',
      url: '/api/admin/content/published',
      ...as(owner),
    });
    expect(published.json()).toMatchObject({
      version: 1,
      items: [
        { kind: 'text', key: `tpi:${CATEGORY}`, data: { text: 'Kain bilong en: {category}' } },
      ],
    });
    const no = await decide(owner, rejected.id, 'rejected');
    expect(no.json().proposal).toMatchObject({ state: 'rejected', decidedBy: OWNER });

    const again = await decide(owner, accepted.id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This proposal was already decided.' });
    const missing = await decide(owner, 999_999, 'accepted');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'There is no proposed wording with this id.' });
    expect((await decide(owner, accepted.id, 'maybe')).json()).toEqual({
      error: 'Choose accepted or rejected.',
    });
  });

  it('lists the proposals grouped by text, pending groups first, the accepted one live', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/word-proposals',
      ...as(reviewer),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { groups } = res.json() as {
      groups: { key: string; current: string; english: string; proposals: WordProposal[] }[];
    };
    expect(groups.map(({ key }) => key)).toEqual([OUT_OF_FIVE, SORT_LABEL, CATEGORY]);
    const category = groups[2];
    expect(category).toMatchObject({
      lang: 'tpi',
      current: 'Kain bilong en: {category}',
      english: 'Category: {category}',
    });
    expect(category?.proposals.map(({ state }) => state)).toEqual(['rejected', 'accepted']);
    expect(
      groups.flatMap(({ proposals }) => proposals).map(({ state, live }) => [state, live]),
    ).toEqual([
      ['pending', false],
      ['pending', false],
      ['rejected', false],
      ['accepted', true],
    ]);
    // The review mode matches what the page shows: the published wording.
    const words = await t.app.inject({
      method: 'GET',
      url: '/api/admin/words?lang=tpi',
      ...as(reviewer),
    });
    expect(
      (words.json().words as { key: string; text: string }[]).find(({ key }) => key === CATEGORY)
        ?.text,
    ).toBe('Kain bilong en: {category}');
  });

  it('words:apply writes the accepted wordings into a copy of the word files and checks the glossary', async () => {
    const good = await proposed(SORT_LABEL, "Putim ol long lain, 'olsem'");
    const avoided = await proposed(EYEBROW, 'Stoa bilong poto');
    const withBrand = await proposed(
      WITH_BRAND,
      textOf(WITH_BRAND).replace('Olsem wanem', 'Long wanem rot'),
    );
    for (const { id } of [good, avoided, withBrand]) {
      expect((await decide(owner, id, 'accepted')).statusCode).toBe(200);
    }

    const root = copyOfWordFiles();
    const file = wordFilePath('tpi', 'products');
    const ownFile = readFileSync(file, 'utf8');
    const ownReviewed = readFileSync(REVIEWED_PATH, 'utf8');
    try {
      const lines: string[] = [];
      const { written, problems } = await applyWords({
        db: t.app.db,
        root,
        log: (line) => lines.push(line),
      });

      expect(written.map(({ key }) => key).sort()).toEqual(
        [CATEGORY, EYEBROW, SORT_LABEL, WITH_BRAND].sort(),
      );
      expect(lines.at(-1)).toMatch(/^Wrote 4 wordings: tpi /);
      // The brand's name stays the constant it was, not a copy of its value.
      expect(readFileSync(join(root, wordFilePath('tpi', 'legal')), 'utf8')).toContain(
        '`Long wanem rot ${brand.legalName} i kisim',
      );
      const text = readFileSync(join(root, file), 'utf8');
      const { diagnostics = [] } = ts.transpileModule(text, { reportDiagnostics: true });
      expect(diagnostics, 'the written file still parses').toEqual([]);
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const literal = (key: string) => {
        const found = findWordLiteral(source, tokPisin.get(key)?.path ?? []);
        return 'literal' in found ? found.literal.text : 'a template or no string';
      };
      expect(literal(SORT_LABEL)).toBe("Putim ol long lain, 'olsem'");
      expect(literal(CATEGORY)).toBe('Kain bilong en: {category}');
      expect(literal(EYEBROW)).toBe('Stoa bilong poto');
      // Only the literals changed: the rest of the file reads as before.
      expect(literal('products:products.intro')).toBe(textOf('products:products.intro'));

      expect(problems).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`${EYEBROW}: "poto"`))]),
      );
      expect(problems.filter((problem) => problem.includes(SORT_LABEL))).toEqual([]);
      expect(JSON.parse(readFileSync(join(root, REVIEWED_PATH), 'utf8'))).toHaveProperty([
        SORT_LABEL,
      ]);

      // The repository's own files are untouched.
      expect(readFileSync(file, 'utf8')).toBe(ownFile);
      expect(readFileSync(REVIEWED_PATH, 'utf8')).toBe(ownReviewed);

      // A second run finds the files already hold them and writes nothing.
      const again = await applyWords({ db: t.app.db, root, log: () => {} });
      expect(again.written).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  // A process of its own that loads TypeScript and prettier: seconds on a busy machine. Once, on
  // SQLite: the script reads DATABASE_URL as every operator script does, and the test above runs
  // what it calls on both databases.
  if (dialect === 'sqlite') {
    it(
      'npm run words:apply writes them from the command line, names each problem and exits 1',
      { timeout: 60_000 },
      async () => {
        // The wordings accepted above, read from DATABASE_URL as an operator runs it.
        const file = wordFilePath('tpi', 'products');
        const ownFile = readFileSync(file, 'utf8');
        const root = copyOfWordFiles();
        try {
          const applied = await wordsApplyCommand(root, t.database);
          expect(applied.stdout, applied.stderr).toMatch(/^Wrote 4 wordings: tpi /m);
          expect(applied.stderr).toMatch(new RegExp(`${EYEBROW}: "poto"`));
          expect(applied.status).toBe(1);
          expect(readFileSync(join(root, file), 'utf8')).toContain(`'Stoa bilong poto'`);
          expect(readFileSync(file, 'utf8')).toBe(ownFile);
        } finally {
          rmSync(root, { recursive: true, force: true });
        }
      },
    );
  }

  // Issue 42, point 2 (decision 101): a reviewer changes words, never where a link goes, an
  // address, a number, or how to pay.
  it('refuses a proposal that moves a link, adds an address, a scheme or a number, or touches how to pay', async () => {
    const before = await t.app.db.selectFrom('word_proposals').selectAll().execute();
    const contact = textOf(CONTACT);
    const refused = async (
      lang: string,
      key: string,
      wording: string,
      error: RegExp | string,
    ): Promise<void> => {
      const res = await propose(reviewer, { lang, key, proposed: wording, comment: 'Hostile.' });
      expect(res.statusCode, `${key}: ${wording}`).toBe(400);
      if (typeof error === 'string') expect(res.json()).toEqual({ error });
      else expect(res.json().error).toMatch(error);
    };
    // Link targets, paths and how to pay are not words at all.
    for (const [lang, key, wording] of [
      ['tpi', 'preview:preview.catalogue', '//evil.example/products'],
      ['tpi', 'preview:preview.quote', '/\\evil.example/checkout'],
      ['en', 'terms-of-use:termsOfUse.sections.0.blocks.1.text.1.to', 'https://evil.example/p'],
      ['en', 'invoice:invoice.howToPay', 'How to pay (NEW account: BSP 9999 9999)'],
      ['en', 'invoice:invoice.howToPay.title', 'How to pay (NEW account: BSP 9999 9999)'],
      ['tpi', 'invoice:invoice.howToPay.accountNumber', 'Namba bilong akaun (nupela)'],
      ['en', 'mail:mail.invoice.howToPay', 'Please pay to BSP, account 99999999.'],
    ] as const) {
      await refused(lang, key, wording, NOT_WORDS);
    }
    // In running text: a new or changed link target, address or scheme.
    const address = /^The new wording (adds|changes) .*: a reviewer changes the words, not /;
    for (const wording of [
      contact.replace('(/tpi/checkout)', '(https://evil.example/pay)'),
      contact.replace('(/tpi/checkout)', '(//evil.example/x)'),
      contact.replace('(/tpi/checkout)', '(/\\evil.example/x)'),
      `${contact} O [klik](javascript:alert(document.domain)).`,
      `${contact} O [pes](data:text/html,<script>alert(1)</script>).`,
      `${contact} O lukim https://evil.example/pay.`,
      `${contact} O salim imel long help@kumuldigital.com.pg.`,
      `${contact} O go long evil.example.`,
    ]) {
      await refused('tpi', CONTACT, wording, address);
    }
    // A number (an account, a phone) in any text: numbers come from the settings.
    await refused(
      'en',
      'invoice:invoice.intro',
      'Pay by bank transfer to BSP 9999 9999 and give the invoice number as the reference.',
      /^The new wording adds a number \("9999"\): /,
    );
    expect(await t.app.db.selectFrom('word_proposals').selectAll().execute()).toEqual(before);

    // The words of a link, and its place in the sentence, are still the reviewer's to change.
    const reworded = contact
      .replace('[Kwot](/tpi/checkout)', '[pes bilong kwot](/tpi/checkout)')
      .replace('24 aua', '24 aua tasol');
    expect((await proposed(CONTACT, reworded)).proposedText).toBe(reworded);
  });

  it('words:apply refuses a planted wording that moves a link, adds a number or touches how to pay', async () => {
    const [{ id: reviewerId } = { id: 0 }] = await t.app.db
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', REVIEWER)
      .execute();
    const plant = async (lang: 'en' | 'tpi', key: string, oldText: string, text: string) => {
      const proposal = await t.app.db.transaction().execute((trx) =>
        insertWordProposal(trx, {
          lang,
          key,
          page: '/',
          oldText,
          proposedText: text,
          comment: 'Planted in the database.',
          proposedBy: reviewerId,
          now: new Date().toISOString(),
        }),
      );
      await decideWordProposal(
        t.app.db,
        proposal.id,
        'accepted',
        reviewerId,
        new Date().toISOString(),
      );
    };
    const hostile = textOf(CONTACT).replace('(/tpi/checkout)', '(//evil.example/x)');
    await plant('tpi', CONTACT, textOf(CONTACT), hostile);
    await plant('tpi', 'preview:preview.catalogue', '/tpi/products', '//evil.example/products');
    await plant('en', 'invoice:invoice.howToPay.title', 'How to pay', 'How to pay (BSP 9999 9999)');
    await plant('en', 'invoice:invoice.intro', 'Pay', 'Pay to BSP 9999 9999.');

    const root = copyOfWordFiles();
    try {
      const { written, problems } = await applyWords({ db: t.app.db, root, log: () => {} });
      const refusedKeys = [
        `tpi ${CONTACT}`,
        'tpi preview:preview.catalogue',
        'en invoice:invoice.howToPay.title',
        'en invoice:invoice.intro',
      ];
      for (const key of refusedKeys) {
        expect(problems, key).toEqual(
          expect.arrayContaining([expect.stringContaining(`${key}: `)]),
        );
      }
      expect(written.map(({ key }) => key)).not.toEqual(
        expect.arrayContaining([CONTACT, 'invoice:invoice.intro']),
      );
      const files = ['tpi/faq', 'tpi/preview', 'en/invoice'].map((file) =>
        readFileSync(join(root, `src/shared/words/${file}.ts`), 'utf8'),
      );
      expect(files.join('\n')).not.toMatch(/evil\.example|9999/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('publishes an accepted chat question with its answer in both languages; a feature waits for words:apply', async () => {
    const QUESTION = 'faq:faq.entries.contact.question';
    const question = await proposed(QUESTION, 'Mi ken toktok wantaim yupela olsem wanem?');
    const feature = await proposed('catalogue:catalogue.features.restaurant.0', 'Menyu na prais');
    const yes = await decide(owner, question.id, 'accepted');
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().proposal).toMatchObject({ state: 'accepted', live: true });
    const published = await t.app.inject({
      method: 'GET',
      url: '/api/admin/content/published',
      ...as(owner),
    });
    const { items } = published.json() as { items: { kind: string; key: string; data: unknown }[] };
    expect(items.find((item) => item.kind === 'faq')).toEqual({
      kind: 'faq',
      key: 'contact',
      data: {
        question: {
          en: enFaq.entries.contact.question,
          tpi: 'Mi ken toktok wantaim yupela olsem wanem?',
        },
        answer: { en: enFaq.entries.contact.answer, tpi: tpiFaq.entries.contact.answer },
      },
    });
    const versions = await t.app.db.selectFrom('content_versions').select('summary').execute();
    expect(versions.at(-1)?.summary).toBe(
      'Published 1 change: chat answer "contact". An accepted Tok Pisin correction from the words review.',
    );
    // A template's features are edited with the template: accepted, not yet live.
    const later = await decide(owner, feature.id, 'accepted');
    expect(later.json().proposal).toMatchObject({ state: 'accepted', live: false });
    expect(await t.app.db.selectFrom('content_versions').select('version').execute()).toHaveLength(
      versions.length,
    );
  });
});
