import { type Kysely, type Migration, sql } from 'kysely';
import { escapeHtml } from '../../html';
import { redact } from '../../ops/redact';
import type { Database } from '../schema';

// What the old backup record wrote, `copiedTo` being BACKUP_COPY_COMMAND itself.
type OldRecord = { copiedTo?: string | null; error?: string | null } & Record<string, unknown>;

/** `text` without `command`, verbatim or in its words, nor other secrets (decision 107). */
function hide(text: string, commands: string[], escape = (value: string) => value): string {
  let said = text;
  for (const command of commands) {
    said = redact(said.replaceAll(escape(command), 'BACKUP_COPY_COMMAND'), command);
  }
  return redact(said);
}

/**
 * Operator secrets (decision 107): admin_users.last_signed_in_at, since alerts go only to owners
 * who have signed in; the backup records lose the copy command they held (copiedTo) and have
 * their error redacted, and so do the owners' alert mails still in the outbox.
 */
export const operatorSecrets: Migration = {
  async up(unknownDb: Kysely<unknown>) {
    const db = unknownDb as Kysely<Database>;
    await db.schema.alterTable('admin_users').addColumn('last_signed_in_at', 'text').execute();
    // Sessions end and used links are pruned: an account with a password and neither chose it
    // through a link (which signs in) or was made at the terminal by the operator, by its address.
    await sql`
      update admin_users set last_signed_in_at = coalesce(
        (select max(s.created_at) from admin_sessions s where s.user_id = admin_users.id),
        (select max(l.used_at) from admin_sign_in_links l where l.user_id = admin_users.id),
        case when password_hash <> '' then updated_at end
      )`.execute(db);

    const commands = new Set<string>();
    const records = await db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', ['last_backup', 'last_good_backup'])
      .execute();
    const parsed = records.flatMap(({ key, value }) => {
      try {
        const record = JSON.parse(value) as OldRecord;
        if (record.copiedTo) commands.add(record.copiedTo);
        return [{ key, record }];
      } catch {
        return [];
      }
    });
    for (const { key, record } of parsed) {
      const { copiedTo: _command, error, ...rest } = record;
      const rewritten = {
        ...rest,
        copyTarget: null,
        error: typeof error === 'string' ? hide(error, [...commands]) : null,
      };
      await db
        .updateTable('settings')
        .set({ value: JSON.stringify(rewritten) })
        .where('key', '=', key)
        .execute();
    }

    const alerts = await db
      .selectFrom('outbox')
      .select(['id', 'text_body', 'html_body'])
      .where('kind', '=', 'owner-alert')
      .execute();
    for (const mail of alerts) {
      const text = hide(mail.text_body, [...commands]);
      const html = hide(mail.html_body, [...commands], escapeHtml);
      if (text === mail.text_body && html === mail.html_body) continue;
      await db
        .updateTable('outbox')
        .set({ text_body: text, html_body: html })
        .where('id', '=', mail.id)
        .execute();
    }
  },
};
