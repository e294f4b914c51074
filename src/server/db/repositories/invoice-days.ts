import { dayInPortMoresby } from '../../../shared/i18n/format';

/** Port Moresby's days as invoices count them: due days, months, the ledger's ranges (UTC+10). */

export const PNG_OFFSET_MS = 10 * 60 * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

/** The end of the Port Moresby day `days` after `at`: an invoice is overdue after its due day. */
export function endOfDayAfter(at: Date, days: number): string {
  const local = dayInPortMoresby(at.toISOString());
  const endLocal = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + days + 1,
  );
  return new Date(endLocal - PNG_OFFSET_MS - 1).toISOString();
}

/** The first moment of Port Moresby's month that `now` falls in, in UTC. */
export function monthStart(now: Date): string {
  const local = dayInPortMoresby(now.toISOString());
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - PNG_OFFSET_MS,
  ).toISOString();
}

/** Port Moresby's day at `now`, as YYYY-MM-DD. */
export const portMoresbyToday = (now: Date): string =>
  dayInPortMoresby(now.toISOString()).toISOString().slice(0, 10);
