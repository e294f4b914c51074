import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StaffAccount, StaffRole } from '../../../shared/schemas/admin';
import { isPostgres } from '../dialect';
import type { AdminSessionTable, AdminSignInLinkTable, AdminUserTable, Database } from '../schema';

export type AdminUser = Selectable<AdminUserTable>;
export type AdminSessionRow = Selectable<AdminSessionTable>;
export type SignInLink = Selectable<AdminSignInLinkTable>;

type Db = Kysely<Database> | Transaction<Database>;

const emailKey = (email: string): string => email.trim().toLowerCase();

export async function findAdminByEmail(db: Db, email: string): Promise<AdminUser | undefined> {
  return db
    .selectFrom('admin_users')
    .selectAll()
    .where('email_key', '=', emailKey(email))
    .executeTakeFirst();
}

/**
 * npm run admin:create: creates an owner, or makes an existing account (same email, any case) an
 * enabled owner with a new password, ending every session signed in with the old one.
 */
export async function saveAdmin(
  db: Kysely<Database>,
  email: string,
  passwordHash: string,
): Promise<'created' | 'updated'> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await findAdminByEmail(trx, email);
    if (existing) {
      await trx
        .updateTable('admin_users')
        .set({ password_hash: passwordHash, role: 'owner', disabled_at: null, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
      await endSessionsOf(trx, existing.id);
      await trx.deleteFrom('admin_sign_in_links').where('user_id', '=', existing.id).execute();
      return 'updated';
    }
    await trx
      .insertInto('admin_users')
      .values({
        email_key: emailKey(email),
        email: email.trim(),
        password_hash: passwordHash,
        role: 'owner',
        disabled_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return 'created';
  });
}

export async function insertSession(db: Db, session: AdminSessionRow): Promise<void> {
  await db.insertInto('admin_sessions').values(session).execute();
}

/** A session of an account that is not disabled, with who it belongs to. */
export async function findSession(
  db: Db,
  id: string,
): Promise<(AdminSessionRow & { email: string; role: StaffRole }) | undefined> {
  return db
    .selectFrom('admin_sessions')
    .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
    .selectAll('admin_sessions')
    .select(['admin_users.email', 'admin_users.role'])
    .where('admin_sessions.id', '=', id)
    .where('admin_users.disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('admin_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('id', '=', id).execute();
}

export async function endSessionsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('admin_sessions').where('user_id', '=', userId).execute();
}

/** Sessions idle since before `idleSince` are over: removed whenever someone signs in. */
export async function deleteIdleSessions(db: Db, idleSince: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('last_seen_at', '<', idleSince).execute();
}

// ---------------------------------------------------------------------------------------------
// Staff accounts and their one-time links (decision 044)

/** Every account as owners see it, by email; `now` decides which links are still open. */
export async function listAccounts(db: Db, now: string, id?: number): Promise<StaffAccount[]> {
  let query = db
    .selectFrom('admin_users as u')
    .select(['u.id', 'u.email', 'u.role', 'u.password_hash', 'u.disabled_at', 'u.created_at'])
    .select((eb) =>
      eb
        .selectFrom('admin_sign_in_links as l')
        .whereRef('l.user_id', '=', 'u.id')
        .where('l.used_at', 'is', null)
        .where('l.expires_at', '>', now)
        .where('l.purpose', '<>', 'sign-in')
        .select((inner) => inner.fn.max('l.expires_at').as('expires_at'))
        .as('link_expires_at'),
    )
    .orderBy('u.email_key');
  if (id !== undefined) query = query.where('u.id', '=', id);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    email: row.email,
    role: row.role,
    state: row.disabled_at ? 'disabled' : row.password_hash ? 'active' : 'invited',
    createdAt: row.created_at,
    linkExpiresAt: row.link_expires_at ?? null,
  }));
}

export async function findAccount(db: Db, id: number, now: string) {
  return (await listAccounts(db, now, id))[0];
}

/** An invited account: no password until its link is followed. Undefined if the email has one. */
export async function insertInvitedAccount(
  trx: Transaction<Database>,
  { email, role, now }: { email: string; role: StaffRole; now: string },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('admin_users')
    .values({
      email_key: emailKey(email),
      email: email.trim(),
      password_hash: '',
      role,
      disabled_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('email_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function setDisabled(
  trx: Transaction<Database>,
  id: number,
  disabledAt: string | null,
  now: string,
): Promise<void> {
  await trx
    .updateTable('admin_users')
    .set({ disabled_at: disabledAt, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Remembered for good: sessions end, but an address that once signed in is known to work. */
export async function recordSignIn(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ last_signed_in_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Where the owner's alerts go: every owner account not disabled that has signed in at least once,
 * by email. An invitation never accepted (perhaps a mistyped address) gets nothing (decision 107).
 */
export async function ownerEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('admin_users')
    .select('email')
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .where('last_signed_in_at', 'is not', null)
    .orderBy('email_key')
    .execute();
  return rows.map((row) => row.email);
}

/**
 * Owners who can sign in today (enabled, with a password), other than `exceptId`. On PostgreSQL
 * their rows stay locked until the transaction ends, so two owners changing each other at once
 * are counted one after the other (SQLite runs one write transaction at a time anyway).
 */
export async function countActiveOwners(trx: Transaction<Database>, exceptId: number) {
  let query = trx
    .selectFrom('admin_users')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .where('password_hash', '<>', '')
    // One order for every locker, so two of them never wait on each other in a circle.
    .orderBy('id');
  if (isPostgres(trx)) query = query.forUpdate();
  const owners = await query.execute();
  return owners.filter((owner) => Number(owner.id) !== exceptId).length;
}

/**
 * Holds the account's row until the transaction ends, if it is not disabled; false when it is. A
 * disable waits for the holder (or the holder for the disable), so no link or session of the
 * account is used or opened across it. The update changes nothing: it is the lock both databases have.
 */
export async function lockActiveAccount(trx: Transaction<Database>, id: number): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('admin_users')
    .set((eb) => ({ disabled_at: eb.ref('disabled_at') }))
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

/** Disabling revokes for good: the account's unused links are deleted, not merely refused. */
export async function deleteOpenLinks(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .deleteFrom('admin_sign_in_links')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function setPassword(
  trx: Transaction<Database>,
  id: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await trx
    .updateTable('admin_users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The account's new one-time link; any link still open for it stops working. */
export async function replaceLink(trx: Transaction<Database>, link: SignInLink): Promise<void> {
  await deleteOpenLinks(trx, link.user_id);
  await trx.insertInto('admin_sign_in_links').values(link).execute();
}

/**
 * A link not used, not expired, for an account that is not disabled, of one of `purposes`: a
 * mailed sign-in link never opens the route that sets a password (decision 106).
 */
export async function findOpenLink<P extends SignInLink['purpose'] = 'invite' | 'reset'>(
  db: Db,
  tokenHash: string,
  now: string,
  purposes: P[] = ['invite', 'reset'] as P[],
) {
  return db
    .selectFrom('admin_sign_in_links as l')
    .innerJoin('admin_users as u', 'u.id', 'l.user_id')
    .select(['l.user_id', 'l.purpose', 'u.email', 'u.role'])
    .where('l.token_hash', '=', tokenHash)
    .where('l.purpose', 'in', purposes)
    .where('l.used_at', 'is', null)
    .where('l.expires_at', '>', now)
    .where('u.disabled_at', 'is', null)
    .$narrowType<{ purpose: P }>()
    .executeTakeFirst();
}

/** An account's mailed sign-in links: whether one is still open, and how many were made since `since`. */
export async function signInLinksOf(
  trx: Transaction<Database>,
  userId: number,
  now: string,
  since: string,
): Promise<{ open: boolean; made: number }> {
  const links = await trx
    .selectFrom('admin_sign_in_links')
    .select(['used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'sign-in')
    .where('created_at', '>', since)
    .execute();
  return {
    open: links.some((link) => link.used_at === null && link.expires_at > now),
    made: links.length,
  };
}

/** A mailed sign-in link, beside any other open link of the account (invites and resets stay). */
export async function insertLink(trx: Transaction<Database>, link: SignInLink): Promise<void> {
  await trx.insertInto('admin_sign_in_links').values(link).execute();
}

/** Marks the link used; false when another request already did (the update is conditional). */
export async function useLink(
  trx: Transaction<Database>,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('admin_sign_in_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes links used or expired before `before`: they open nothing any more (decision 071). */
export async function pruneSignInLinks(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('admin_sign_in_links')
    .where((eb) => eb.or([eb('used_at', '<', before), eb('expires_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
