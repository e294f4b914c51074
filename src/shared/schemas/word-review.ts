import * as z from 'zod/mini';
import { readDecimalInteger } from '../decimal-integer';
import { langs } from '../i18n/lang';
import { isOneLine, plainText } from './fields';

// Corrections to the site's words from the people who speak them (issue 28, decision 099): the
// review mode in /admin proposes, an owner decides, `npm run words:apply` writes accepted
// wordings into src/shared/words/<lang>/<file>.ts.

/** A word's key: its file under src/shared/words/<lang>/ and its path there ('layout:layout.nav.about'). */
const wordKey = z
  .string()
  .check(
    z.minLength(3, { error: 'Pick a text on the page first.' }),
    z.maxLength(600, { error: 'Pick a text on the page first.' }),
  );
const lang = z.enum(langs, { error: 'The language must be en or tpi.' });

// One leading '/': to a browser '//host' and '/\host' are another site (issue 42).
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\]{0,300}$/;
const NOT_A_PAGE = 'The page must be a path on this site, like /tpi/.';

export const WordsQuerySchema = z.object({ lang });

/** One string of the site, as the review mode shows it. */
export const WordViewSchema = z.object({
  key: z.string(),
  file: z.string(),
  text: z.string(),
  /** The English it translates (null for English strings and for strings with no twin). */
  english: z.nullable(z.string()),
  /** Why a native speaker should read it first, or null (issue 28, item 4). */
  needsNativeSpeaker: z.nullable(z.string()),
});
export type WordView = z.infer<typeof WordViewSchema>;

export const WordsSchema = z.object({ lang, words: z.array(WordViewSchema) });

export const WordProposalInputSchema = z.object({
  lang,
  key: wordKey,
  /** The page the text was picked on: '/tpi/products'. */
  page: z
    .string({ error: NOT_A_PAGE })
    .check(z.refine((page) => SAME_SITE_PATH.test(page) && isOneLine(page), { error: NOT_A_PAGE })),
  proposed: z
    .string({ error: 'Please write the wording you propose.' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Please write the wording you propose.' }),
      z.maxLength(2000, { error: 'Please keep the wording to 2000 characters or fewer.' }),
      plainText(),
    ),
  comment: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(1000, { error: 'Please keep the comment to 1000 characters or fewer.' }),
        plainText({ multiline: true }),
      ),
    '',
  ),
});

export const WORD_PROPOSAL_STATES = ['pending', 'accepted', 'rejected'] as const;
export type WordProposalState = (typeof WORD_PROPOSAL_STATES)[number];

export const WordProposalSchema = z.object({
  id: z.number(),
  lang,
  key: z.string(),
  page: z.string(),
  /** The wording on the site when it was proposed. */
  oldText: z.string(),
  proposedText: z.string(),
  comment: z.string(),
  proposedBy: z.string(),
  createdAt: z.string(),
  state: z.enum(WORD_PROPOSAL_STATES),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  /** Accepted and now the wording the site shows: published (decision 125), or in the word files. */
  live: z.boolean(),
});
export type WordProposal = z.infer<typeof WordProposalSchema>;

/** Proposals for one key together, newest first. */
export const WordProposalGroupSchema = z.object({
  lang,
  key: z.string(),
  english: z.nullable(z.string()),
  /** The wording this build shows (null when the key no longer exists). */
  current: z.nullable(z.string()),
  proposals: z.array(WordProposalSchema),
});
export const WordProposalGroupsSchema = z.object({ groups: z.array(WordProposalGroupSchema) });

const proposalIdError = 'The proposal id must be a whole number from 1 to 2147483647.';
export const WordProposalIdParamsSchema = z.object({
  id: z.pipe(
    z.transform(readDecimalInteger),
    z
      .int({ error: proposalIdError })
      .check(
        z.gte(1, { error: proposalIdError }),
        z.lte(2_147_483_647, { error: proposalIdError }),
      ),
  ),
});
export const WordDecisionSchema = z.object({
  decision: z.enum(['accepted', 'rejected'], { error: 'Choose accepted or rejected.' }),
});
