import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MessageSchema,
  SessionSchema,
  SignInLinkRequestSchema,
  SignInLinkTokenSchema,
  adminApi,
} from '../../shared/schemas/admin';
import { checkSameOrigin, sessionAnswer, sha256, startSession } from '../admin/auth';
import {
  findAdminByEmail,
  findOpenLink,
  insertLink,
  lockActiveAccount,
  signInLinksOf,
  useLink,
} from '../db/repositories/admin-users';
import { HttpError } from '../http-error';

/** How long a mailed sign-in link works: long enough to open the mail, short enough to be spent. */
export const SIGN_IN_LINK_VALID_MS = 15 * 60_000;
/** At most this many sign-in links an hour for one account, whoever asks (decision 106). */
export const SIGN_IN_LINKS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export const SIGN_IN_LINK_MESSAGES = {
  asked:
    'If this is the address of a staff account, a sign-in link is on its way to it. The link works once, within 15 minutes; while one is open, asking again sends no other.',
  gone: 'This sign-in link has expired or was already used. Please ask for a new one on the sign-in page.',
} as const;

/** What became of a request for a link: logged, never answered (the answer is always the same). */
type Outcome =
  'mailed' | 'no account that can sign in' | 'a link is still open' | 'hourly limit reached';

/**
 * "Email me a sign-in link" (decision 106): no password is checked, so it takes no password-check
 * slot and works while a flood holds them all; the mailbox is the proof, one open link at a time.
 */
export async function adminSignInLinkRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    // No session yet: like signing in, only from our own pages.
    if (request.method === 'POST') checkSameOrigin(request);
  });

  // Links still being made when the server stops are finished before the database closes.
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(inFlight);
  });

  const mailLink = async (email: string, log: FastifyBaseLogger): Promise<void> => {
    const now = new Date();
    const nowIso = now.toISOString();
    const outcome = await app.db.transaction().execute(async (trx): Promise<Outcome> => {
      const user = await findAdminByEmail(trx, email);
      // An invited or reset account chooses a password through its own link first.
      if (!user?.password_hash || !(await lockActiveAccount(trx, user.id))) {
        return 'no account that can sign in';
      }
      // Read under the account's row lock, so two requests at once make one link.
      const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
      const { open, made } = await signInLinksOf(trx, user.id, nowIso, hourAgo);
      if (open) return 'a link is still open';
      if (made >= SIGN_IN_LINKS_PER_HOUR) return 'hourly limit reached';
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_VALID_MS).toISOString();
      await insertLink(trx, {
        token_hash: sha256(token),
        user_id: user.id,
        purpose: 'sign-in',
        created_by_user_id: null,
        created_at: nowIso,
        expires_at: expiresAt,
        used_at: null,
      });
      await app.mailer.staffSignInLink(trx, {
        to: user.email,
        url: app.mailer.signInLinkUrl(token),
        expiresAt,
      });
      return 'mailed';
    });
    log.info({ signInLink: outcome }, 'sign-in link request handled');
  };

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const formLimit = { max: app.config.rateLimits.formsPerMinute, timeWindow: 60_000 };

  typed.post(
    adminApi.signInLink,
    {
      schema: { body: SignInLinkRequestSchema, response: { 202: MessageSchema } },
      config: { rateLimit: formLimit },
      // The link is made once the answer has gone, so its timing says nothing of the address.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 202) return;
        const work = mailLink(request.body.email, request.log)
          .catch((error: unknown) => request.log.error({ err: error }, 'sign-in link not mailed'))
          .finally(() => inFlight.delete(work));
        inFlight.add(work);
      },
    },
    async (_request, reply) => reply.code(202).send({ message: SIGN_IN_LINK_MESSAGES.asked }),
  );

  typed.post(
    adminApi.signInLinkSession,
    {
      schema: { body: SignInLinkTokenSchema, response: { 200: SessionSchema } },
      config: { rateLimit: formLimit },
    },
    async (request, reply) => {
      const tokenHash = sha256(request.body.token);
      const now = new Date().toISOString();
      const session = await app.db.transaction().execute(async (trx) => {
        const link = await findOpenLink(trx, tokenHash, now, ['sign-in']);
        // Conditional: of two requests racing with the same link, only one finds it unused.
        if (
          !link ||
          !(await lockActiveAccount(trx, link.user_id)) ||
          !(await useLink(trx, tokenHash, now))
        ) {
          throw new HttpError(404, SIGN_IN_LINK_MESSAGES.gone);
        }
        return startSession(request, reply, trx, {
          id: link.user_id,
          email: link.email,
          role: link.role,
        });
      });
      return sessionAnswer(session);
    },
  );
}
