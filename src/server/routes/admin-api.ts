import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import * as z from 'zod/mini';
import {
  AcceptLinkParamsSchema,
  AdminMemberSchema,
  AdminMessageSchema,
  AdminQuoteSchema,
  AdminSubscriberSchema,
  DashboardSchema,
  MemberParamsSchema,
  MemberQuerySchema,
  MessageQuerySchema,
  MessageSchema,
  MessageReferenceParamsSchema,
  MessageUpdateSchema,
  PointsSchema,
  QuoteDetailSchema,
  QuoteQuerySchema,
  QuoteUpdateSchema,
  LogoParamsSchema,
  ReferenceParamsSchema,
  ReplySchema,
  SettingsSchema,
  SessionSchema,
  SessionStateSchema,
  SettingsViewSchema,
  SignInSchema,
  SubscriberQuerySchema,
  WhatsAppHandOffSchema,
  adminApi,
  pageOf,
} from '../../shared/schemas/admin';
import { savedReplyText } from '../../shared/saved-replies';
import {
  authenticate,
  checkSameOrigin,
  currentSession,
  sessionAnswer,
  sessionOf,
  signIn,
  signOut,
} from '../admin/auth';
import { sendQuotesCsv, sendSubscribersCsv } from '../admin/csv-export';
import { readDashboard } from '../db/repositories/admin-dashboard';
import { adjustPoints, listMembers } from '../db/repositories/admin-members';
import {
  createAcceptLink,
  newCustomerLink,
  revokeAcceptLink,
} from '../db/repositories/customer-links';
import { listMessages, setMessageHandled } from '../db/repositories/admin-messages';
import { listQuotes, quoteBatches } from '../db/repositories/admin-quotes';
import { listSubscribers, subscriberBatches } from '../db/repositories/admin-subscribers';
import { outboxSummary } from '../db/repositories/outbox';
import { type QuoteRow, recordEvent } from '../db/repositories/quote-events';
import {
  quoteDetail,
  quoteOr404,
  recordReply,
  updateQuote,
} from '../db/repositories/quote-history';
import { readImpact } from '../db/repositories/quotes';
import { readLogo } from '../db/repositories/logos';
import { writeSetting } from '../db/repositories/settings';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';
import { formatLocalTime } from '../time';
import { adminContentRoutes } from './admin-content';
import { adminInvoiceRoutes } from './admin-invoices';
import { adminSiteRoutes } from './admin-sites';
import { adminWhatsAppRoutes } from './admin-whatsapp';
import { adminWordRoutes } from './admin-words';
import { respondOnce } from './write-once';

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
    // The inbox's first look answers "not signed in" with a 200 (its own route, below).
    if (request.method === 'GET' && request.routeOptions.url === adminApi.sessionState) return;
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

  // Read once when the inbox opens: a signed-out browser is sent to sign in without a 401 in its
  // console. GET /api/admin/session keeps answering 401 for scripts that expect it.
  typed.get(
    adminApi.sessionState,
    { schema: { response: { 200: SessionStateSchema } } },
    async (request, reply) => {
      const state = await currentSession(request, reply);
      return 'session' in state
        ? { signedIn: true as const, session: sessionAnswer(state.session) }
        : { signedIn: false as const, ended: state.problem === 'expired' };
    },
  );

  typed.delete(
    adminApi.session,
    { schema: { response: { 200: MessageSchema } } },
    async (request, reply) => {
      await signOut(request, reply, sessionOf(request));
      return { message: 'You are signed out.' };
    },
  );

  // Query strings: a parameter sent twice means no filter, and a blank one counts as absent.
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.schema?.querystring) return;
    const entries = Object.entries((request.query ?? {}) as Record<string, unknown>);
    if (entries.some(([, value]) => Array.isArray(value))) {
      throw new HttpError(400, 'Please send each query parameter only once.');
    }
    request.query = Object.fromEntries(entries.filter(([, value]) => value !== ''));
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const reloaded = async (trx: Transaction<Database>, row: QuoteRow) =>
    quoteDetail(trx, await quoteOr404(trx, row.reference));

  // The server's own encoding of a logo (decision 070): an image that can run nothing, whatever it is.
  api.get(
    '/api/admin/logos/:hash',
    { schema: { params: LogoParamsSchema } },
    async (request, reply) => {
      const logo = await readLogo(app.db, request.params.hash);
      if (!logo) throw notFound('such logo');
      return reply
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(logo.contentType)
        .send(logo.bytes);
    },
  );

  api.get('/api/admin/dashboard', { schema: { response: { 200: DashboardSchema } } }, async () =>
    readDashboard(app.db),
  );

  api.get(
    '/api/admin/quotes',
    { schema: { querystring: QuoteQuerySchema, response: { 200: pageOf(AdminQuoteSchema) } } },
    async (request) => listQuotes(app.db, request.query),
  );

  api.get(
    '/api/admin/quotes.csv',
    { schema: { querystring: z.omit(QuoteQuerySchema, { page: true }) } },
    async (request, reply) => sendQuotesCsv(reply, quoteBatches(app.db, request.query)),
  );

  api.get(
    '/api/admin/quotes/:reference',
    { schema: { params: ReferenceParamsSchema, response: { 200: QuoteDetailSchema } } },
    async (request) => {
      return quoteDetail(app.db, await quoteOr404(app.db, request.params.reference));
    },
  );

  api.patch(
    '/api/admin/quotes/:reference',
    {
      schema: {
        params: ReferenceParamsSchema,
        body: QuoteUpdateSchema,
        response: { 200: QuoteDetailSchema },
      },
    },
    async (request) => {
      const actor = sessionOf(request).email;
      return app.db.transaction().execute(async (trx) => {
        const row = await quoteOr404(trx, request.params.reference);
        await updateQuote(trx, row, request.body, actor);
        return reloaded(trx, row);
      });
    },
  );

  // Mailed to the customer through the outbox; the 201 wakes the mail sender (app.ts).
  api.post(
    '/api/admin/quotes/:reference/replies',
    {
      schema: {
        params: ReferenceParamsSchema,
        body: ReplySchema,
        response: { 201: QuoteDetailSchema },
      },
    },
    async (request, reply) => {
      const { email: actor, userId } = sessionOf(request);
      const { text, acceptLink } = request.body;
      const reference = request.params.reference.toUpperCase();
      // A double tap with the same Idempotency-Key sends one mail.
      const write = async (trx: Transaction<Database>) => {
        const row = await quoteOr404(trx, reference);
        if (acceptLink && (row.status === 'won' || row.status === 'lost')) {
          throw new HttpError(
            409,
            `This quote is already ${row.status}: send the reply without the accept link.`,
          );
        }
        const link = acceptLink
          ? await createAcceptLink(trx, row.id, actor, new Date())
          : undefined;
        const accept = link && {
          url: app.mailer.acceptUrl(link.token, row.lang),
          expiresAt: link.expiresAt,
        };
        const orderToken = await newCustomerLink(
          trx,
          { quoteId: row.id, purpose: 'order' },
          actor,
          new Date(),
        );
        await app.mailer.quoteReplied(trx, {
          quote: await quoteDetail(trx, row),
          text,
          accept,
          orderToken,
        });
        await recordReply(trx, row, text, actor);
        if (link) {
          await recordEvent(trx, row.id, {
            kind: 'link',
            actor,
            text: `Accept link ${link.id} sent with the reply; it works until ${formatLocalTime(link.expiresAt)}`,
            at: new Date().toISOString(),
          });
        }
        return { statusCode: 201, body: await reloaded(trx, row) };
      };
      return respondOnce(request, reply, { reference, text, acceptLink }, write, `staff ${userId}`);
    },
  );

  // A revoked link opens nothing from then on (decision 097).
  api.delete(
    '/api/admin/quotes/:reference/accept-links/:id',
    { schema: { params: AcceptLinkParamsSchema, response: { 200: QuoteDetailSchema } } },
    async (request) => {
      const actor = sessionOf(request).email;
      return app.db.transaction().execute(async (trx) => {
        const row = await quoteOr404(trx, request.params.reference);
        const now = new Date();
        const outcome = await revokeAcceptLink(trx, row.id, request.params.id, now);
        if (outcome === 'missing') throw notFound('accept link with this number on this quote');
        if (outcome === 'revoked') {
          await recordEvent(trx, row.id, {
            kind: 'link',
            actor,
            text: `Accept link ${request.params.id} revoked`,
            at: now.toISOString(),
          });
        }
        return reloaded(trx, row);
      });
    },
  );

  api.post(
    '/api/admin/quotes/:reference/whatsapp',
    {
      schema: {
        params: ReferenceParamsSchema,
        body: WhatsAppHandOffSchema,
        response: { 200: QuoteDetailSchema },
      },
    },
    async (request, reply) => {
      const { email: actor, userId } = sessionOf(request);
      const { params, body } = request;
      // A double tap with the same Idempotency-Key records one hand-off (decision 045).
      const write = async (trx: Transaction<Database>) => {
        const row = await quoteOr404(trx, params.reference);
        const detail = await quoteDetail(trx, row);
        if (!detail.whatsApp.ok) throw new HttpError(409, detail.whatsApp.problem);
        const text = savedReplyText(body.template, body.lang ?? row.lang, {
          customerName: row.customer_name,
          reference: row.reference,
        });
        await recordEvent(trx, row.id, {
          kind: 'whatsapp',
          actor,
          text,
          at: new Date().toISOString(),
        });
        return { statusCode: 200, body: await reloaded(trx, row) };
      };
      return respondOnce(request, reply, { ...params, ...body }, write, `staff ${userId}`);
    },
  );

  api.get(
    '/api/admin/contact-messages',
    { schema: { querystring: MessageQuerySchema, response: { 200: pageOf(AdminMessageSchema) } } },
    async (request) => listMessages(app.db, request.query),
  );

  api.patch(
    '/api/admin/contact-messages/:reference',
    {
      schema: {
        params: MessageReferenceParamsSchema,
        body: MessageUpdateSchema,
        response: { 200: AdminMessageSchema },
      },
    },
    async (request) => {
      const message = await setMessageHandled(
        app.db,
        request.params.reference,
        request.body.handled,
      );
      if (!message) throw notFound('message with this reference');
      return message;
    },
  );

  api.get(
    '/api/admin/newsletter-subscribers',
    {
      schema: {
        querystring: SubscriberQuerySchema,
        response: { 200: pageOf(AdminSubscriberSchema) },
      },
    },
    async (request) => listSubscribers(app.db, request.query),
  );

  api.get(
    '/api/admin/newsletter-subscribers.csv',
    { schema: { querystring: z.omit(SubscriberQuerySchema, { page: true }) } },
    async (request, reply) =>
      sendSubscribersCsv(reply, subscriberBatches(app.db, request.query), (email) =>
        app.mailer.unsubscribeUrl(email),
      ),
  );

  api.get(
    '/api/admin/loyalty-members',
    { schema: { querystring: MemberQuerySchema, response: { 200: pageOf(AdminMemberSchema) } } },
    async (request) => listMembers(app.db, request.query),
  );

  api.post(
    '/api/admin/loyalty-members/:memberNumber/points',
    {
      schema: {
        params: MemberParamsSchema,
        body: PointsSchema,
        response: { 200: z.object({ member: AdminMemberSchema }) },
      },
    },
    async (request, reply) => {
      const memberNumber = request.params.memberNumber.toUpperCase();
      const { delta } = request.body;
      // A retried adjustment with the same Idempotency-Key adds the points once (decision 045).
      const write = async (trx: Transaction<Database>) => {
        const result = await adjustPoints(trx, memberNumber, delta);
        if (result.outcome === 'missing') throw notFound('member with this member number');
        if (result.outcome === 'negative') {
          throw new HttpError(
            400,
            `Points cannot go below 0: this member has ${result.points}, so at most ${result.points} can be taken away.`,
          );
        }
        return { statusCode: 200, body: { member: result.member } };
      };
      return respondOnce(
        request,
        reply,
        { memberNumber, delta },
        write,
        `staff ${sessionOf(request).userId}`,
      );
    },
  );

  const settingsView = async () => {
    const impact = await readImpact(app.db);
    return {
      treesPlanted: impact.trees_planted,
      treesFunded: impact.trees_funded,
      smtp: app.config.mail.smtpUrl !== undefined,
      mail: await outboxSummary(app.db),
    };
  };

  api.get(
    '/api/admin/settings',
    { schema: { response: { 200: SettingsViewSchema } } },
    settingsView,
  );

  api.patch(
    '/api/admin/settings',
    { schema: { body: SettingsSchema, response: { 200: SettingsViewSchema } } },
    async (request) => {
      await writeSetting(app.db, 'trees_planted', String(request.body.treesPlanted));
      return settingsView();
    },
  );

  // Inside this plugin, so its session, CSRF and no-store hooks guard the invoices too.
  await app.register(adminInvoiceRoutes);
  await app.register(adminSiteRoutes);
  await app.register(adminWhatsAppRoutes);
  // The review mode's words and proposals (issue 28): reviewers and owners only.
  await app.register(adminWordRoutes);
  // The content owners edit and publish (issue 45): owners change, staff read.
  await app.register(adminContentRoutes);
}
