import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import * as z from 'zod/mini';
import {
  WordDecisionSchema,
  WordProposalGroupsSchema,
  WordProposalIdParamsSchema,
  WordProposalInputSchema,
  WordProposalSchema,
  WordsQuerySchema,
  WordsSchema,
  type WordProposal,
} from '../../shared/schemas/word-review';
import { isLeftOutOfWords } from '../../shared/words/word-index';
import { sessionOf } from '../admin/auth';
import {
  type StoredProposal,
  decideWordProposal,
  insertWordProposal,
  listWordProposals,
} from '../db/repositories/word-proposals';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';
import { nativeSpeakerRank, needsNativeSpeaker } from '../words-review/needs-native-speaker';
import { siteWords } from '../words-review/site-words';
import { WORDING_MESSAGES, wordingRefusal } from '../words-review/wording-checks';
import { respondOnce } from './write-once';

export const WORD_MESSAGES = {
  reviewersOnly: "Only reviewers and owners can review the site's words.",
  ownersDecide: 'Only an owner can accept or reject a proposed wording.',
  unknownKey: "That text is not one of the site's words. Pick it again on the page.",
  unchanged: 'That is the wording the site shows now.',
  notFound: 'There is no proposed wording with this id.',
  decided: 'This proposal was already decided.',
  ...WORDING_MESSAGES,
} as const;

const ProposalAnswerSchema = z.object({ proposal: WordProposalSchema });

/** A proposed wording, or the 400 sentence that says what to change. */
function proposedWording(current: string, proposed: string): string {
  // The form trims what it sends; a string that starts or ends with a space needs it (' (new tab)').
  const [, before = '', after = ''] = /^(\s*)[\s\S]*?(\s*)$/.exec(current) ?? [];
  const wording = `${before}${proposed}${after}`;
  const refusal = wordingRefusal(current, wording);
  if (refusal) throw new HttpError(400, refusal);
  if (wording === current) throw new HttpError(400, WORD_MESSAGES.unchanged);
  return wording;
}

const withLive = (proposal: StoredProposal): WordProposal => ({
  ...proposal,
  live:
    proposal.state === 'accepted' &&
    siteWords(proposal.lang).get(proposal.key)?.text === proposal.proposedText,
});

/** Proposals together per language and key: groups with a pending proposal first, then newest. */
function grouped(proposals: readonly StoredProposal[]) {
  const groups = new Map<string, StoredProposal[]>();
  for (const proposal of proposals) {
    const id = `${proposal.lang} ${proposal.key}`;
    groups.set(id, [...(groups.get(id) ?? []), proposal]);
  }
  // `proposals` come newest first, so each group's first is its newest and Map order is by it.
  return [...groups.values()]
    .sort(
      (a, b) =>
        Number(b.some(({ state }) => state === 'pending')) -
        Number(a.some(({ state }) => state === 'pending')),
    )
    .map((group) => {
      const [{ lang, key }] = group as [StoredProposal];
      const word = siteWords(lang).get(key);
      return {
        lang,
        key,
        english: word?.english ?? null,
        current: word?.text ?? null,
        proposals: group.map(withLive),
      };
    });
}

const refuseUnless = (request: FastifyRequest, roles: readonly string[], refusal: string) => {
  if (!roles.includes(sessionOf(request).role)) throw new HttpError(403, refusal);
};

/**
 * The review mode of /admin (issue 28), registered inside the staff API: its session, CSRF and
 * no-store hooks apply. Reviewers and owners read the words and propose; owners decide.
 */
export async function adminWordRoutes(app: FastifyInstance): Promise<void> {
  // Before the body is read: staff are refused whatever they send.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'PATCH') {
      refuseUnless(request, ['owner'], WORD_MESSAGES.ownersDecide);
    } else refuseUnless(request, ['owner', 'reviewer'], WORD_MESSAGES.reviewersOnly);
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/words',
    { schema: { querystring: WordsQuerySchema, response: { 200: WordsSchema } } },
    async (request) => {
      const { lang } = request.query;
      // Sorted for the list of what a native speaker should read first (sort is stable).
      const entries = [...siteWords(lang).values()].sort(
        (a, b) => nativeSpeakerRank(a) - nativeSpeakerRank(b),
      );
      const words = entries.map((entry) => ({
        key: entry.key,
        file: entry.file,
        text: entry.text,
        english: entry.english ?? null,
        needsNativeSpeaker: needsNativeSpeaker(entry),
      }));
      return { lang, words };
    },
  );

  // A double tap with the same Idempotency-Key stores one proposal.
  api.post(
    '/api/admin/word-proposals',
    { schema: { body: WordProposalInputSchema, response: { 201: ProposalAnswerSchema } } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const { lang, key, page, proposed, comment } = request.body;
      const word = siteWords(lang).get(key);
      if (!word) {
        const notWords = isLeftOutOfWords(lang, key);
        throw new HttpError(400, notWords ? WORD_MESSAGES.notWords : WORD_MESSAGES.unknownKey);
      }
      const proposedText = proposedWording(word.text, proposed);
      const write = async (trx: Transaction<Database>) => {
        const proposal = await insertWordProposal(trx, {
          lang,
          key,
          page,
          oldText: word.text,
          proposedText,
          comment,
          proposedBy: userId,
          now: new Date().toISOString(),
        });
        return { statusCode: 201, body: { proposal: withLive(proposal) } };
      };
      return respondOnce(request, reply, request.body, write, `staff ${userId}`);
    },
  );

  api.get(
    '/api/admin/word-proposals',
    { schema: { response: { 200: WordProposalGroupsSchema } } },
    async () => ({ groups: grouped(await listWordProposals(app.db)) }),
  );

  api.patch(
    '/api/admin/word-proposals/:id',
    {
      schema: {
        params: WordProposalIdParamsSchema,
        body: WordDecisionSchema,
        response: { 200: ProposalAnswerSchema },
      },
    },
    async (request) => {
      const result = await decideWordProposal(
        app.db,
        request.params.id,
        request.body.decision,
        sessionOf(request).userId,
        new Date().toISOString(),
      );
      if (result.outcome === 'missing') throw new HttpError(404, WORD_MESSAGES.notFound);
      if (result.outcome === 'decided-before') throw new HttpError(409, WORD_MESSAGES.decided);
      return { proposal: withLive(result.proposal) };
    },
  );
}
