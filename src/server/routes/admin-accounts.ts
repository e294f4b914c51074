import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import {
  AccountIdParamsSchema,
  InviteSchema,
  LinkInfoSchema,
  LinkTokenParamsSchema,
  SessionSchema,
  SetPasswordSchema,
  type StaffAccount,
  StaffAccountSchema,
  adminApi,
} from '../../shared/schemas/admin';
import {
  type AdminSession,
  authenticate,
  checkSameOrigin,
  requireOwner,
  sessionAnswer,
  sessionOf,
  sha256,
  startSession,
} from '../admin/auth';
import { hashPassword } from '../admin/password';
import {
  countActiveOwners,
  deleteOpenLinks,
  endSessionsOf,
  findAccount,
  findOpenLink,
  insertInvitedAccount,
  listAccounts,
  lockActiveAccount,
  replaceLink,
  setDisabled,
  setPassword,
  useLink,
} from '../db/repositories/admin-users';
import type { Database } from '../db/schema';
import { respondOnce } from './write-once';
import { HttpError } from '../http-error';

/** How long an invite or reset link works: a long weekend away from mail (decision 044). */
export const LINK_VALID_MS = 72 * 60 * 60 * 1000;

const LINK_ROUTE = '/api/admin/links/:token';

export const ACCOUNT_MESSAGES = {
  taken: 'There is already an account for this email address.',
  notFound: 'There is no staff account with this id.',
  yourself: 'You cannot disable your own account. Please ask another owner to do it.',
  lastOwner:
    'This would leave the inbox without an owner who can sign in. Please make sure another owner has an active account first.',
  disabled: 'This account is disabled. Please enable it before resetting its sign-in.',
  linkGone:
    'This link has expired or was already used. Please ask an owner of the inbox for a new one.',
} as const;

/** Owners manage staff accounts; the one-time links are public (whoever holds the link). */
export async function adminAccountRoutes(app: FastifyInstance): Promise<void> {
  // Private answers: never cached, never indexed. These hooks apply to this plugin's routes only.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (request.routeOptions.url === LINK_ROUTE) {
      // No session yet: the link's token is the credential, but only from our own pages.
      if (request.method === 'POST') checkSameOrigin(request);
      return;
    }
    await authenticate(request, reply);
    requireOwner(request);
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const linkLimit = { max: app.config.rateLimits.formsPerMinute, timeWindow: 60_000 };
  const byId = { params: AccountIdParamsSchema, response: { 200: StaffAccountSchema } };

  /** Mails a new one-time link for the account; any link still open for it stops working. */
  const mailLink = async (
    trx: Transaction<Database>,
    { userId, email, purpose }: { userId: number; email: string; purpose: 'invite' | 'reset' },
    by: AdminSession,
    now: Date,
  ): Promise<void> => {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + LINK_VALID_MS).toISOString();
    await replaceLink(trx, {
      token_hash: sha256(token),
      user_id: userId,
      purpose,
      created_by_user_id: by.userId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    });
    const mail = { to: email, by: by.email, url: app.mailer.staffLinkUrl(token), expiresAt };
    await (purpose === 'invite'
      ? app.mailer.staffInvited(trx, mail)
      : app.mailer.staffReset(trx, mail));
  };

  /** Refuses a change after which no owner could sign in. */
  const keepAnOwner = async (trx: Transaction<Database>, target: StaffAccount) => {
    if (target.role !== 'owner' || target.state !== 'active') return;
    if ((await countActiveOwners(trx, target.id)) === 0) {
      throw new HttpError(409, ACCOUNT_MESSAGES.lastOwner);
    }
  };

  const found = async (trx: Transaction<Database>, id: number, now: string) => {
    const target = await findAccount(trx, id, now);
    if (!target) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
    return target;
  };

  typed.get(
    adminApi.accounts,
    { schema: { response: { 200: z.object({ items: z.array(StaffAccountSchema) }) } } },
    async () => ({ items: await listAccounts(app.db, new Date().toISOString()) }),
  );

  typed.post(
    adminApi.accounts,
    { schema: { body: InviteSchema, response: { 201: StaffAccountSchema } } },
    async (request, reply) => {
      const owner = sessionOf(request);
      const { email, role } = request.body;
      const now = new Date();
      const invited = await app.db.transaction().execute(async (trx) => {
        const id = await insertInvitedAccount(trx, { email, role, now: now.toISOString() });
        if (id === undefined) throw new HttpError(409, ACCOUNT_MESSAGES.taken);
        await mailLink(trx, { userId: id, email, purpose: 'invite' }, owner, now);
        return found(trx, id, now.toISOString());
      });
      return reply.code(201).send(invited);
    },
  );

  typed.post('/api/admin/accounts/:id/disable', { schema: byId }, async (request) => {
    const { id } = request.params;
    if (id === sessionOf(request).userId) throw new HttpError(409, ACCOUNT_MESSAGES.yourself);
    const now = new Date().toISOString();
    return app.db.transaction().execute(async (trx) => {
      const target = await found(trx, id, now);
      await keepAnOwner(trx, target);
      if (target.state !== 'disabled') await setDisabled(trx, id, now, now);
      // Disabled means out now and for good: its sessions and open links end, even once enabled.
      await deleteOpenLinks(trx, id);
      await endSessionsOf(trx, id);
      return found(trx, id, now);
    });
  });

  typed.post('/api/admin/accounts/:id/enable', { schema: byId }, async (request) => {
    const { id } = request.params;
    const now = new Date().toISOString();
    return app.db.transaction().execute(async (trx) => {
      await found(trx, id, now);
      await setDisabled(trx, id, null, now);
      return found(trx, id, now);
    });
  });

  typed.post('/api/admin/accounts/:id/reset', { schema: byId }, async (request, reply) => {
    const owner = sessionOf(request);
    const { id } = request.params;
    const now = new Date();
    const nowIso = now.toISOString();
    // A retried reset with the same Idempotency-Key mails one link (decision 045).
    const write = async (trx: Transaction<Database>) => {
      const target = await found(trx, id, nowIso);
      if (target.state === 'disabled') throw new HttpError(409, ACCOUNT_MESSAGES.disabled);
      await keepAnOwner(trx, target);
      // The old password stops working and whoever is signed in with it is signed out.
      await setPassword(trx, id, '', nowIso);
      await endSessionsOf(trx, id);
      await mailLink(trx, { userId: id, email: target.email, purpose: 'reset' }, owner, now);
      return { statusCode: 200, body: await found(trx, id, nowIso) };
    };
    return respondOnce(request, reply, { id }, write, `staff ${owner.userId}`);
  });

  typed.get(
    LINK_ROUTE,
    {
      schema: { params: LinkTokenParamsSchema, response: { 200: LinkInfoSchema } },
      config: { rateLimit: linkLimit },
    },
    async (request) => {
      const link = await findOpenLink(
        app.db,
        sha256(request.params.token),
        new Date().toISOString(),
      );
      if (!link) throw new HttpError(404, ACCOUNT_MESSAGES.linkGone);
      return { email: link.email, purpose: link.purpose };
    },
  );

  typed.post(
    LINK_ROUTE,
    {
      schema: {
        params: LinkTokenParamsSchema,
        body: SetPasswordSchema,
        response: { 200: SessionSchema },
      },
      config: { rateLimit: linkLimit },
    },
    async (request, reply) => {
      const tokenHash = sha256(request.params.token);
      const link = await findOpenLink(app.db, tokenHash, new Date().toISOString());
      if (!link) throw new HttpError(404, ACCOUNT_MESSAGES.linkGone);
      // Hashing a password takes the same bounded scrypt threads as checking one (decision 037).
      const passwordHash = await app.passwordChecks.run(() =>
        hashPassword(request.body.password, app.config.admin.passwordHashCost),
      );
      const now = new Date().toISOString();
      const session = await app.db.transaction().execute(async (trx) => {
        // Disabled while the password was hashed: the disable deleted the link, or waits for us.
        // Conditional: of two requests racing with the same link, only one finds it unused.
        if (
          !(await lockActiveAccount(trx, link.user_id)) ||
          !(await useLink(trx, tokenHash, now))
        ) {
          throw new HttpError(404, ACCOUNT_MESSAGES.linkGone);
        }
        await setPassword(trx, link.user_id, passwordHash, now);
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
