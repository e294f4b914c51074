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
import { langNames } from '../../shared/i18n/lang';
import { sessionOf } from '../admin/auth';
import { checkedChange } from '../content/checks';
import type { PublishedSite } from '../content/published';
import { publishOneChange } from '../content/store';
import { uniqueViolation } from '../db/dialect';
import {
  type StoredProposal,
  decideWordProposal,
  insertWordProposal,
  listWordProposals,
} from '../db/repositories/word-proposals';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';
import { nativeSpeakerRank, needsNativeSpeaker } from '../words-review/needs-native-speaker';
import { shownWording, wordingChange } from '../words-review/accepted-wording';
import { siteWords } from '../words-review/site-words';
import { WORDING_MESSAGES, wordingRefusal } from '../words-review/wording-checks';
import { CONTENT_ROUTE_MESSAGES } from './admin-content';
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

/** A proposal, `live` when it is accepted and the published site shows its wording. */
const withLive = (site: PublishedSite, proposal: StoredProposal): WordProposal => ({
  ...proposal,
  live:
    proposal.state === 'accepted' &&
    shownWording(site, proposal.lang, proposal.key) === proposal.proposedText,
});

/** Proposals together per language and key: groups with a pending proposal first, then newest. */
function grouped(site: PublishedSite, proposals: readonly StoredProposal[]) {
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
        current: shownWording(site, lang, key) ?? null,
        proposals: group.map((proposal) => withLive(site, proposal)),
      };
    });
}

const refuseUnless = (request: FastifyRequest, roles: readonly string[], refusal: string) => {
  if (!roles.includes(sessionOf(request).role)) throw new HttpError(403, refusal);
};

/**
 * The review mode of /admin (issue 28), registered inside the staff API: its session, CSRF and
 * no-store hooks apply. Reviewers and owners read the words and propose; owners decide, and an
 * accepted wording is published at once (decision 125).
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
      const site = await app.content.current();
      // Sorted for the list of what a native speaker should read first (sort is stable).
      const entries = [...siteWords(lang).values()].sort(
        (a, b) => nativeSpeakerRank(a) - nativeSpeakerRank(b),
      );
      const words = entries.map((entry) => ({
        key: entry.key,
        file: entry.file,
        // What the pages show, a published wording included (decision 125): the review mode
        // matches a picked element's text against it.
        text: shownWording(site, lang, entry.key) ?? entry.text,
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
      const site = await app.content.current();
      const word = siteWords(lang).get(key);
      if (!word) {
        const notWords = isLeftOutOfWords(lang, key);
        throw new HttpError(400, notWords ? WORD_MESSAGES.notWords : WORD_MESSAGES.unknownKey);
      }
      // The wording the site shows now, published or the code's, is the one the proposal replaces.
      const current = shownWording(site, lang, key) ?? word.text;
      const proposedText = proposedWording(current, proposed);
      const write = async (trx: Transaction<Database>) => {
        const proposal = await insertWordProposal(trx, {
          lang,
          key,
          page,
          oldText: current,
          proposedText,
          comment,
          proposedBy: userId,
          now: new Date().toISOString(),
        });
        return { statusCode: 201, body: { proposal: withLive(site, proposal) } };
      };
      return respondOnce(request, reply, request.body, write, `staff ${userId}`);
    },
  );

  api.get(
    '/api/admin/word-proposals',
    { schema: { response: { 200: WordProposalGroupsSchema } } },
    async () => ({
      groups: grouped(await app.content.current(), await listWordProposals(app.db)),
    }),
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
      const { userId } = sessionOf(request);
      const site = await app.content.current();
      // An accepted wording is published with the decision, alone, in one transaction (decision
      // 125): a wording the content checks refuse leaves the proposal pending.
      const decide = async (trx: Transaction<Database>) => {
        const result = await decideWordProposal(
          trx,
          request.params.id,
          request.body.decision,
          userId,
          new Date().toISOString(),
        );
        if (result.outcome === 'missing') throw new HttpError(404, WORD_MESSAGES.notFound);
        if (result.outcome === 'decided-before') throw new HttpError(409, WORD_MESSAGES.decided);
        const { proposal } = result;
        const change =
          proposal.state === 'accepted'
            ? wordingChange(site, proposal.lang, proposal.key, proposal.proposedText)
            : undefined;
        if (!change) return { proposal, version: undefined };
        const checked = {
          ...change,
          data: await checkedChange(trx, change.kind, change.key, change.data),
        };
        const note = `An accepted ${langNames[proposal.lang]} correction from the words review.`;
        return { proposal, version: await publishOneChange(trx, { ...checked, by: userId }, note) };
      };
      let decided: Awaited<ReturnType<typeof decide>>;
      try {
        decided = await app.db.transaction().execute(decide);
      } catch (error) {
        if (uniqueViolation(error)?.includes('content_versions')) {
          throw new HttpError(409, CONTENT_ROUTE_MESSAGES.publishedAtOnce);
        }
        throw error;
      }
      const { proposal, version } = decided;
      if (!version) return { proposal: withLive(site, proposal) };
      app.content.expire();
      request.log.info(
        { version: version.version, publishedBy: version.publishedBy, summary: version.summary },
        'content published',
      );
      // Committed: its pages render off the request, as any publish's (decision 124).
      void app.renders.request(version.version);
      return { proposal: withLive(await app.content.current(), proposal) };
    },
  );
}
