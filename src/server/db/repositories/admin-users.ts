import type { Kysely, Selectable } from 'kysely';
import type { AdminSessionTable, AdminUserTable, Database } from '../schema';

export type AdminUser = Selectable<AdminUserTable>;
export type AdminSessionRow = Selectable<AdminSessionTable>;

export async function findAdminByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<AdminUser | undefined> {
  return db
    .selectFrom('admin_users')
    .selectAll()
    .where('email_key', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Creates the account, or gives an existing one (same email, any case) a new password. */
export async function saveAdmin(
  db: Kysely<Database>,
  email: string,
  passwordHash: string,
): Promise<'created' | 'updated'> {
  const now = new Date().toISOString();
  const existing = await findAdminByEmail(db, email);
  await db
    .insertInto('admin_users')
    .values({
      email_key: email.trim().toLowerCase(),
      email: email.trim(),
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('email_key').doUpdateSet({ password_hash: passwordHash, updated_at: now }),
    )
    .execute();
  if (existing) {
    // A new password ends every session signed in with the old one.
    await db.deleteFrom('admin_sessions').where('user_id', '=', existing.id).execute();
  }
  return existing ? 'updated' : 'created';
}

export async function insertSession(db: Kysely<Database>, session: AdminSessionRow): Promise<void> {
  await db.insertInto('admin_sessions').values(session).execute();
}

export async function findSession(
  db: Kysely<Database>,
  id: string,
): Promise<(AdminSessionRow & { email: string }) | undefined> {
  return db
    .selectFrom('admin_sessions')
    .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
    .selectAll('admin_sessions')
    .select('admin_users.email')
    .where('admin_sessions.id', '=', id)
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db.updateTable('admin_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('id', '=', id).execute();
}

/** Sessions idle since before `idleSince` are over: removed whenever someone signs in. */
export async function deleteIdleSessions(db: Kysely<Database>, idleSince: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('last_seen_at', '<', idleSince).execute();
}
