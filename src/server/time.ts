/** The agency works in Port Moresby: staff read every time in its zone (UTC+10, no daylight saving). */
export const TIME_ZONE = 'Pacific/Port_Moresby';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "22 Nov 2026, 14:05" in Port Moresby time. */
export const formatLocalTime = (iso: string): string => dateTime.format(new Date(iso));

export const HOUR_MS = 60 * 60 * 1000;

/** "just now", "12 min", "5 h", "3 days": how long ago, for a list. */
export function formatAge(iso: string, now = Date.now()): string {
  const ms = Math.max(0, now - Date.parse(iso));
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}
