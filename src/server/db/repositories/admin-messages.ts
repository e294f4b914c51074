import type { Kysely, Selectable } from 'kysely';
import type {
  AdminMessage,
  AdminMessageSchema,
  MessageQuery,
  PageOf,
} from '../../../shared/schemas/admin';
import { isReference } from '../../references';
import type { ContactMessageTable, Database } from '../schema';
import { ANSWER_WITHIN_MS, PAGE_SIZE, countOf, newestPage } from './admin-lists';
import { messageMatches } from './admin-search';

/** The staff's view of the contact messages: listed newest first, searched, marked handled. */

export async function listMessages(
  db: Kysely<Database>,
  { q, state, page }: MessageQuery,
  now = Date.now(),
): Promise<PageOf<typeof AdminMessageSchema>> {
  const overdueBefore = new Date(now - ANSWER_WITHIN_MS).toISOString();
  let query = db.selectFrom('contact_messages');
  if (state === 'open') query = query.where('handled_at', 'is', null);
  if (state === 'handled') query = query.where('handled_at', 'is not', null);
  if (q) query = query.where((eb) => messageMatches(eb, q));
  const count = await countOf(db, query, q);
  const rows = await newestPage(query, page);
  return {
    items: rows.map((row) => toAdminMessage(row, overdueBefore)),
    ...count,
    page,
    pageSize: PAGE_SIZE,
  };
}

const toAdminMessage = (
  row: Selectable<ContactMessageTable>,
  overdueBefore: string,
): AdminMessage => ({
  reference: row.reference,
  receivedAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service,
  message: row.message,
  lang: row.lang,
  handledAt: row.handled_at,
  overdue: row.handled_at === null && row.created_at < overdueBefore,
});

/**
 * Marks a message handled (now) or open again, found by its exact reference in any letter case;
 * the message as it is now, or undefined when there is none.
 */
export async function setMessageHandled(
  db: Kysely<Database>,
  reference: string,
  handled: boolean,
  now = Date.now(),
): Promise<AdminMessage | undefined> {
  const exact = reference.toUpperCase();
  if (!isReference('C', exact)) return undefined;
  const row = await db
    .updateTable('contact_messages')
    .set({ handled_at: handled ? new Date(now).toISOString() : null })
    .where('reference', '=', exact)
    .returningAll()
    .executeTakeFirst();
  return row && toAdminMessage(row, new Date(now - ANSWER_WITHIN_MS).toISOString());
}
