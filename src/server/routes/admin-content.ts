import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import {
  ContentChangeAnswerSchema,
  ContentChangeInputSchema,
  ContentHistorySchema,
  ContentItemParamsSchema,
  ContentItemsSchema,
  ContentPictureInputSchema,
  ContentPictureSchema,
  ContentPublishSchema,
  ContentPublishedSchema,
  ContentRestoreSchema,
  ContentVersionSchema,
  ContentVersionsSchema,
  type ContentKind,
  type ContentVersion,
  PICTURE_MAX_BYTES,
  contentApi,
} from '../../shared/schemas/content';
import { dataUrlMax } from '../../shared/personalisation';
import { requireOwner, sessionOf } from '../admin/auth';
import { checkedChange } from '../content/checks';
import { codeValue } from '../content/code-content';
import { reencodePicture } from '../content/pictures';
import { listContentItems, publishContent, saveContentChange } from '../content/store';
import {
  contentHistory,
  findContentChange,
  latestContentVersion,
  listContentVersions,
  readContentVersion,
} from '../db/repositories/content';
import { savePicture } from '../db/repositories/pictures';
import { uniqueViolation } from '../db/dialect';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';
import { respondOnce } from './write-once';

export const CONTENT_ROUTE_MESSAGES = {
  ownersOnly: "Only an owner can change or publish the site's content; staff can read it.",
  noItem: 'There is no such item: the code has none, and no one has saved one.',
  noChange: 'There is no change with this id in the history of this item.',
  publishedAtOnce:
    'Another owner published at the same moment, so this publish was not made. Please look at the newest version, then publish again if something is left.',
} as const;

// A picture as a data URL of at most 5 MB (decision 126), with room for the JSON around it.
const PICTURE_BODY_LIMIT = dataUrlMax(PICTURE_MAX_BYTES) + 1024;

/**
 * The content owners edit and publish (issue 45, decision 121), registered inside the staff API:
 * its session, CSRF and no-store hooks apply. Owners change and publish; staff read.
 */
export async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  // Before the body is read: staff are refused whatever they send.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      requireOwner(request, CONTENT_ROUTE_MESSAGES.ownersOnly);
    }
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const by = (request: FastifyRequest) => `staff ${sessionOf(request).userId}`;

  /** Saves `data` (checked first) as the item's draft, once per Idempotency-Key: 201 {item}. */
  const save = async (
    request: FastifyRequest,
    reply: FastifyReply,
    change: { kind: ContentKind; key: string; data: unknown },
  ) => {
    const data = await checkedChange(app.db, change.kind, change.key, change.data);
    const write = async (trx: Transaction<Database>) => {
      const item = await saveContentChange(trx, {
        ...change,
        data,
        by: sessionOf(request).userId,
      });
      return { statusCode: 201, body: { item } };
    };
    // The item and its data: a key used again for another item's restore is a 422, not a replay.
    return respondOnce(request, reply, change, write, by(request));
  };

  api.get(contentApi.items, { schema: { response: { 200: ContentItemsSchema } } }, async () =>
    listContentItems(app.db),
  );

  api.post(
    contentApi.changes,
    { schema: { body: ContentChangeInputSchema, response: { 201: ContentChangeAnswerSchema } } },
    async (request, reply) => save(request, reply, request.body),
  );

  api.get(
    '/api/admin/content/items/:kind/:key/history',
    { schema: { params: ContentItemParamsSchema, response: { 200: ContentHistorySchema } } },
    async (request) => {
      const { kind, key } = request.params;
      const code = codeValue(kind, key);
      const changes = await contentHistory(app.db, kind, key);
      if (code === undefined && changes.length === 0) {
        throw new HttpError(404, CONTENT_ROUTE_MESSAGES.noItem);
      }
      return {
        kind,
        key,
        code: code ?? null,
        changes: changes.map(({ kind: _kind, key: _key, ...change }) => change),
      };
    },
  );

  // "Restore this version": the change's value becomes the item's draft, checked as any change.
  api.post(
    '/api/admin/content/items/:kind/:key/restore',
    {
      schema: {
        params: ContentItemParamsSchema,
        body: ContentRestoreSchema,
        response: { 201: ContentChangeAnswerSchema },
      },
    },
    async (request, reply) => {
      const { kind, key } = request.params;
      const earlier = await findContentChange(app.db, request.body.change);
      if (!earlier || earlier.kind !== kind || earlier.key !== key) {
        throw new HttpError(404, CONTENT_ROUTE_MESSAGES.noChange);
      }
      return save(request, reply, { kind, key, data: earlier.data });
    },
  );

  api.get(
    contentApi.versions,
    { schema: { response: { 200: ContentVersionsSchema } } },
    async () => ({ versions: await listContentVersions(app.db) }),
  );

  // Every draft becomes version N+1: an event with who, when and what (the versions list).
  api.post(
    contentApi.versions,
    { schema: { body: ContentPublishSchema, response: { 201: ContentVersionSchema } } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      let published: ContentVersion | undefined;
      const write = async (trx: Transaction<Database>) => {
        published = await publishContent(trx, userId, request.body.note);
        return { statusCode: 201, body: published };
      };
      try {
        const answer = await respondOnce(request, reply, request.body, write, by(request));
        app.content.expire();
        if (published) {
          const { version, publishedBy, summary } = published;
          request.log.info({ version, publishedBy, summary }, 'content published');
          // Committed: its pages render off the request, the newest of a burst once (decision 124).
          void app.renders.request(version);
        }
        return answer;
      } catch (error) {
        if (uniqueViolation(error)?.includes('content_versions')) {
          throw new HttpError(409, CONTENT_ROUTE_MESSAGES.publishedAtOnce);
        }
        throw error;
      }
    },
  );

  // What the site serves now: the render pipeline (and a look from outside) reads it here.
  api.get(
    contentApi.published,
    { schema: { response: { 200: ContentPublishedSchema } } },
    async () => {
      const version = await latestContentVersion(app.db);
      const stored = version > 0 ? await readContentVersion(app.db, version) : undefined;
      return {
        version,
        publishedBy: stored?.publishedBy ?? null,
        publishedAt: stored?.publishedAt ?? null,
        summary: stored?.summary ?? '',
        items: stored?.overrides.items ?? [],
      };
    },
  );

  // A project's picture is decoded once and re-encoded in the sizes the pages need (decision 126).
  api.post(
    contentApi.pictures,
    {
      schema: { body: ContentPictureInputSchema, response: { 201: ContentPictureSchema } },
      bodyLimit: PICTURE_BODY_LIMIT,
    },
    async (request, reply) => {
      const picture = await reencodePicture(request.body.picture);
      await app.db.transaction().execute((trx) => savePicture(trx, picture));
      return reply.code(201).send({ picture: picture.thumbnail.hash });
    },
  );
}
