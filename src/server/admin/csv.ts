import type { AdminSubscriber } from '../db/repositories/admin-inbox';

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is prefixed with '.
const defuse = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const cell = (value: string): string => {
  const safe = defuse(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * RFC 4180 CSV (CRLF lines, a header row), ready for a spreadsheet or a mailing tool: each row
 * carries the subscriber's signed unsubscribe link, which every newsletter mail must include.
 */
export function subscribersCsv(
  subscribers: readonly AdminSubscriber[],
  unsubscribeUrl: (email: string) => string,
): string {
  const rows = [
    ['email', 'name', 'subscribed_at', 'unsubscribed_at', 'unsubscribe_url'],
    ...subscribers.map((s) => [
      s.email,
      s.name,
      s.subscribedAt,
      s.unsubscribedAt ?? '',
      unsubscribeUrl(s.email),
    ]),
  ];
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
