import type { QuoteStatus } from '../shared/schemas/admin';

// Staff work in Port Moresby: every time shows there, whatever the device's own zone.
const portMoresbyTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Pacific/Port_Moresby',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Mon 23 Nov, 14:05" in Port Moresby time. */
export const formatTime = (iso: string): string => portMoresbyTime.format(new Date(iso));

/** How long ago: "just now", "12 min ago", "5 h ago", "3 days ago". */
export function formatAge(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24).toLocaleString('en-US')} days ago`;
}

/** "2 h 5 min", "45 min". */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const statusLabels: Record<QuoteStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};

/** "1 quote", "3 quotes". */
export const count = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "12 quotes", or "More than 1,000 quotes" when the server stopped counting a search. */
export function matchCount(list: { total: number; totalCapped?: boolean }, one: string): string {
  if (!list.totalCapped) return count(list.total, one);
  return `More than ${list.total.toLocaleString('en-US')} ${one}s`;
}
