import type { Kysely } from 'kysely';
import type { Dashboard } from '../../../shared/schemas/admin';
import type { Database } from '../schema';

/** The inbox's landing figures (issue 13). A placeholder until the quote history lands. */
export async function readDashboard(_db: Kysely<Database>, now = Date.now()): Promise<Dashboard> {
  return {
    quotes: { new: { count: 0, amount: 0 }, contacted: { count: 0, amount: 0 } },
    overdue: { count: 0, items: [] },
    firstAnswer: { medianMinutes: null, answered: 0, withinPromise: 0, promiseHours: 24 },
    openMessages: 0,
    thisWeek: { since: new Date(now).toISOString(), subscribers: 0, members: 0 },
  };
}
