import type { Transaction } from 'kysely';
import type { Contact } from '../../../shared/schemas/contact';
import type { Database } from '../schema';
import { newReference } from '../../references';

export async function insertContactMessage(
  trx: Transaction<Database>,
  contact: Contact,
): Promise<{ reference: string; createdAt: string }> {
  const reference = newReference('C');
  const createdAt = new Date().toISOString();
  await trx
    .insertInto('contact_messages')
    .values({ ...contact, reference, created_at: createdAt, handled_at: null })
    .execute();
  return { reference, createdAt };
}
