import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, authenticate, checkSameOrigin, sessionOf, signIn, signOut } from '../admin/auth';
import {
  MemberQuerySchema,
  MessageQuerySchema,
  PointsSchema,
  QuoteQuerySchema,
  QuoteUpdateSchema,
  SettingsSchema,
  SignInSchema,
  SubscriberQuerySchema,
} from '../admin/schemas';
import { ADMIN_CSS, ADMIN_CSS_PATH } from '../admin/styles';
import {
  membersPage,
  messagesPage,
  problemPage,
  quotePage,
  quotesPage,
  settingsPage,
  signInPage,
  subscribersPage,
} from '../admin/views';
import {
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
import { changePoints, parseQuery, sendCsv } from './admin-api';

// No script at all, styles from our own stylesheet only, never framed.
const ADMIN_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Fixed confirmations after a saved form (a code in the address, never visitor text). */
const NOTICES: Record<string, string> = {
  saved: 'Saved.',
  handled: 'Marked handled.',
  reopened: 'Marked as open again.',
  points: 'Points updated; the tier follows the new total.',
  trees: 'Trees planted updated: the home page shows it within a minute.',
};

/** Only a path inside the admin pages may be returned to after sign-in or a form. */
const safeReturn = (value: unknown, fallback: string): string =>
  typeof value === 'string' && /^\/admin(\/[\w./-]*)?(\?[\w=&%.+*-]*)?$/.test(value)
    ? value
    : fallback;

const withNotice = (path: string, notice: string) =>
  `${path}${path.includes('?') ? '&' : '?'}done=${notice}`;

const SIGN_IN_PUBLIC = new Set(['/admin/sign-in', ADMIN_CSS_PATH]);

/** The admin UI at /admin: server-rendered pages whose forms post urlencoded bodies. */
export async function adminPageRoutes(app: FastifyInstance): Promise<void> {
  // The admin forms post urlencoded bodies; only routes in this plugin accept them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.addHook('onRequest', async (request, reply) => {
    reply
      .header('content-security-policy', ADMIN_CSP)
      .header('x-robots-tag', 'noindex, nofollow')
      .header('cache-control', 'no-store')
      // Not helmet's no-referrer: under it a browser sends "Origin: null" with our own forms,
      // and the same-origin check (CSRF) could not tell them from a stranger's.
      .header('referrer-policy', 'same-origin');
    if (SIGN_IN_PUBLIC.has(request.routeOptions.url ?? '')) return;
    await authenticate(request, reply);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError && error.statusCode === 401) {
      const next = request.method === 'GET' ? request.url : '/admin';
      const expired = error.message === MESSAGES.expired ? '&expired=1' : '';
      return reply.redirect(`/admin/sign-in?next=${encodeURIComponent(next)}${expired}`, 303);
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error({ err: error }, 'admin page failed');
    const message =
      status === 500
        ? 'Something went wrong on our side. Please try again in a moment.'
        : error instanceof HttpError
          ? error.message
          : 'The request could not be understood. Please reload the page and try again.';
    const back = request.method === 'GET' ? '/admin' : formPage(request);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(problemPage(status === 403 ? 'Refused' : 'Not saved', message, back));
  });

  const sendPage = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);

  const frame = async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    return {
      session: sessionOf(request),
      counts: await inboxCounts(app.db),
      notice: typeof query.done === 'string' ? NOTICES[query.done] : undefined,
    };
  };

  app.get(ADMIN_CSS_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(ADMIN_CSS),
  );

  app.get('/admin/sign-in', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    return sendPage(
      reply,
      signInPage({
        next: safeReturn(query.next, ''),
        notice: query.expired ? MESSAGES.expired : query.out ? 'You are signed out.' : undefined,
      }),
    );
  });

  app.post(
    '/admin/sign-in',
    { config: { rateLimit: { max: app.config.rateLimits.formsPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      checkSameOrigin(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const next = safeReturn(body.next, '/admin/quotes');
      const email = typeof body.email === 'string' ? body.email : '';
      try {
        const { email: user, password } = parseBody(SignInSchema, body);
        await signIn(request, reply, user, password);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        // A throttled (429) or busy (503) sign-in says when to try again, as the API does.
        if (error.retryAfterSeconds !== undefined) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        return sendPage(reply, signInPage({ error: error.message, email, next }), error.statusCode);
      }
      return reply.redirect(next, 303);
    },
  );

  app.post('/admin/sign-out', async (request, reply) => {
    await signOut(request, reply, sessionOf(request));
    return reply.redirect('/admin/sign-in?out=1', 303);
  });

  app.get('/admin', async (_request, reply) => reply.redirect('/admin/quotes', 303));

  app.get('/admin/quotes', async (request, reply) => {
    const filter = parseQuery(QuoteQuerySchema, request.query);
    const page = await listQuotes(app.db, filter);
    return sendPage(reply, quotesPage(await frame(request), page, filter));
  });

  app.get('/admin/quotes/:reference', async (request, reply) => {
    const quote = await findQuote(app.db, (request.params as { reference: string }).reference);
    if (!quote) throw new HttpError(404, 'There is no quote request with this reference.');
    return sendPage(reply, quotePage(await frame(request), quote));
  });

  app.post('/admin/quotes/:reference', async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const { status, note } = parseBody(QuoteUpdateSchema, request.body);
    if (!(await updateQuote(app.db, reference, { status, note }))) {
      throw new HttpError(404, 'There is no quote request with this reference.');
    }
    return reply.redirect(withNotice(`/admin/quotes/${reference}`, 'saved'), 303);
  });

  app.get('/admin/messages', async (request, reply) => {
    const filter = parseQuery(MessageQuerySchema, request.query);
    const page = await listMessages(app.db, filter);
    return sendPage(reply, messagesPage(await frame(request), page, filter, returnPath(request)));
  });

  app.post('/admin/messages/:reference', async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const body = request.body as Record<string, unknown>;
    const handled = body.handled === 'true';
    if (!(await setMessageHandled(app.db, reference, handled))) {
      throw new HttpError(404, 'There is no message with this reference.');
    }
    const back = safeReturn(body.return_to, '/admin/messages');
    return reply.redirect(withNotice(back, handled ? 'handled' : 'reopened'), 303);
  });

  app.get('/admin/subscribers', async (request, reply) => {
    const filter = parseQuery(SubscriberQuerySchema, request.query);
    const page = await listSubscribers(app.db, filter);
    return sendPage(reply, subscribersPage(await frame(request), page, filter));
  });

  app.get('/admin/subscribers.csv', async (request, reply) => {
    const filter = parseQuery(SubscriberQuerySchema, request.query);
    const { items } = await listSubscribers(app.db, { ...filter, page: 0 });
    return sendCsv(reply, items);
  });

  app.get('/admin/members', async (request, reply) => {
    const filter = parseQuery(MemberQuerySchema, request.query);
    const page = await listMembers(app.db, filter);
    return sendPage(reply, membersPage(await frame(request), page, filter, returnPath(request)));
  });

  app.post('/admin/members/:memberNumber/points', async (request, reply) => {
    const { memberNumber } = request.params as { memberNumber: string };
    const { delta } = parseBody(PointsSchema, request.body);
    await changePoints(app, memberNumber, delta);
    const back = safeReturn((request.body as Record<string, unknown>).return_to, '/admin/members');
    return reply.redirect(withNotice(back, 'points'), 303);
  });

  app.get('/admin/settings', async (request, reply) => {
    const impact = await readImpact(app.db);
    return sendPage(
      reply,
      settingsPage(await frame(request), {
        treesPlanted: impact.trees_planted,
        treesFunded: impact.trees_funded,
        mail: await outboxSummary(app.db),
        smtp: app.config.mail.smtpUrl !== undefined,
      }),
    );
  });

  app.post('/admin/settings', async (request, reply) => {
    const { treesPlanted } = parseBody(SettingsSchema, request.body);
    await writeSetting(app.db, 'trees_planted', String(treesPlanted));
    return reply.redirect(withNotice('/admin/settings', 'trees'), 303);
  });
}

/** The page's own address without a previous notice: where its forms come back to. */
function returnPath(request: FastifyRequest): string {
  const url = new URL(request.url, 'http://admin.invalid');
  url.searchParams.delete('done');
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** Where a failed form's "Go back" leads: the page the form was on. */
function formPage(request: FastifyRequest): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const path = request.url.split('?')[0] ?? '/admin';
  const section = /^\/admin\/(quotes\/[^/]+$|[\w-]+)/.exec(path)?.[1];
  const page = section && section !== 'sign-out' ? `/admin/${section}` : '/admin';
  return safeReturn(body.return_to, page);
}
