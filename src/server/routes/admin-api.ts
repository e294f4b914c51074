import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageSchema, SessionSchema, SignInSchema, adminApi } from '../../shared/schemas/admin';
import {
  authenticate,
  checkSameOrigin,
  sessionAnswer,
  sessionOf,
  signIn,
  signOut,
} from '../admin/auth';
import { subscribersCsv } from '../admin/csv';
import {
  MemberQuerySchema,
  MessageQuerySchema,
  MessageUpdateSchema,
  PointsSchema,
  QuoteQuerySchema,
  QuoteUpdateSchema,
  SettingsSchema,
  SubscriberQuerySchema,
} from '../admin/schemas';
import {
  adjustPoints,
  findQuote,
  inboxCounts,
  listMembers,
  listMessages,
  listQuotes,
  listSubscribers,
  setMessageHandled,
  updateQuote,
} from '../db/repositories/admin-inbox';
import { outboxSummary } from '../db/repositories/outbox';
import { readImpact } from '../db/repositories/quotes';
import { writeSetting } from '../db/repositories/settings';
import { HttpError, parseBody } from '../http-error';

/** Query strings: a blank parameter counts as absent, then the schema's first problem is the 400. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>);
  // ?page=1&page=2 arrives as an array, which no filter means.
  if (entries.some(([, value]) => Array.isArray(value))) {
    throw new HttpError(400, 'Please send each query parameter only once.');
  }
  const present = Object.fromEntries(entries.filter(([, value]) => value !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    throw new HttpError(400, result.error.issues[0]?.message ?? 'The request is not valid.');
  }
  return result.data;
}

const param = (request: FastifyRequest, name: string): string =>
  (request.params as Record<string, string>)[name] ?? '';

const notFound = (what: string) => new HttpError(404, `There is no ${what}.`);

/** The staff's JSON API: every route but sign-in needs a session, and a CSRF token to change anything. */
export async function adminApiRoutes(app: FastifyInstance): Promise<void> {
  // Private answers: never cached, never indexed. These hooks apply to this plugin's routes only.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    // Signing in needs no session, but a browser must still be on our own pages to do it.
    if (request.method === 'POST' && request.routeOptions.url === adminApi.session) {
      return checkSameOrigin(request);
    }
    await authenticate(request, reply);
  });

  const signInLimit = { max: app.config.rateLimits.formsPerMinute, timeWindow: 60_000 };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    adminApi.session,
    {
      schema: { body: SignInSchema, response: { 200: SessionSchema } },
      config: { rateLimit: signInLimit },
    },
    async (request, reply) =>
      sessionAnswer(await signIn(request, reply, request.body.email, request.body.password)),
  );

  typed.get(adminApi.session, { schema: { response: { 200: SessionSchema } } }, async (request) =>
    sessionAnswer(sessionOf(request)),
  );

  typed.delete(
    adminApi.session,
    { schema: { response: { 200: MessageSchema } } },
    async (request, reply) => {
      await signOut(request, reply, sessionOf(request));
      return { message: 'You are signed out.' };
    },
  );

  app.get('/api/admin/summary', async () => ({
    ...(await inboxCounts(app.db)),
    mail: await outboxSummary(app.db),
  }));

  app.get('/api/admin/quotes', async (request) =>
    listQuotes(app.db, parseQuery(QuoteQuerySchema, request.query)),
  );

  app.get('/api/admin/quotes/:reference', async (request) => {
    const quote = await findQuote(app.db, param(request, 'reference'));
    if (!quote) throw notFound('quote request with this reference');
    return quote;
  });

  app.patch('/api/admin/quotes/:reference', async (request) => {
    const reference = param(request, 'reference');
    const change = parseBody(QuoteUpdateSchema, request.body);
    const quote = await updateQuote(app.db, reference, change);
    if (!quote) throw notFound('quote request with this reference');
    return quote;
  });

  app.get('/api/admin/contact-messages', async (request) =>
    listMessages(app.db, parseQuery(MessageQuerySchema, request.query)),
  );

  app.patch('/api/admin/contact-messages/:reference', async (request) => {
    const reference = param(request, 'reference');
    const { handled } = parseBody(MessageUpdateSchema, request.body);
    const message = await setMessageHandled(app.db, reference, handled);
    if (!message) throw notFound('message with this reference');
    return message;
  });

  app.get('/api/admin/newsletter-subscribers', async (request) =>
    listSubscribers(app.db, parseQuery(SubscriberQuerySchema, request.query)),
  );

  app.get('/api/admin/newsletter-subscribers.csv', async (request, reply) => {
    const filter = parseQuery(SubscriberQuerySchema, request.query);
    const { items } = await listSubscribers(app.db, { ...filter, page: 0 });
    return sendCsv(reply, items);
  });

  app.get('/api/admin/loyalty-members', async (request) =>
    listMembers(app.db, parseQuery(MemberQuerySchema, request.query)),
  );

  app.post('/api/admin/loyalty-members/:memberNumber/points', async (request) => {
    const { delta } = parseBody(PointsSchema, request.body);
    return { member: await changePoints(app, param(request, 'memberNumber'), delta) };
  });

  app.get('/api/admin/settings', async () => ({
    treesPlanted: (await readImpact(app.db)).trees_planted,
  }));

  app.patch('/api/admin/settings', async (request) => {
    const { treesPlanted } = parseBody(SettingsSchema, request.body);
    await writeSetting(app.db, 'trees_planted', String(treesPlanted));
    return { treesPlanted };
  });
}

export function sendCsv(
  reply: FastifyReply,
  subscribers: Parameters<typeof subscribersCsv>[0],
): FastifyReply {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
    .send(subscribersCsv(subscribers, (email) => reply.server.mailer.unsubscribeUrl(email)));
}

/** Adds points to a member (the tier follows); 404 or 400 with a sentence otherwise. */
export async function changePoints(app: FastifyInstance, memberNumber: string, delta: number) {
  const result = await adjustPoints(app.db, memberNumber.toUpperCase(), delta);
  if (result.outcome === 'missing') throw notFound('member with this member number');
  if (result.outcome === 'negative') {
    throw new HttpError(
      400,
      `Points cannot go below 0: this member has ${result.points}, so at most ${result.points} can be taken away.`,
    );
  }
  return result.member;
}
