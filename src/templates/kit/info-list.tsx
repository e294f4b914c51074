import type { LucideIcon } from 'lucide-react';
import type { OpeningHours, Theme } from './theme';

/** Opening hours as a definition list: days on the left, times on the right. */
export function HoursList({
  hours,
  className = '',
}: {
  hours: readonly OpeningHours[];
  className?: string;
}) {
  return (
    <dl className={`divide-y divide-current/15 ${className}`}>
      {hours.map((row) => (
        <div key={row.days} className="flex justify-between gap-4 py-2">
          <dt>{row.days}</dt>
          <dd className="text-right font-semibold">{row.time}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface ContactItem {
  icon: LucideIcon;
  label: string;
  value: string;
  href?: string;
}

/** Address, phone, email and the like, each with an icon. */
export function ContactList({
  theme,
  items,
  onDark = false,
  className = '',
}: {
  theme: Theme;
  items: readonly ContactItem[];
  /** Use the accent for dark surfaces. */
  onDark?: boolean;
  className?: string;
}) {
  return (
    <ul className={`space-y-5 ${className}`}>
      {items.map(({ icon: Icon, label, value, href }) => (
        <li key={label} className="flex gap-4">
          <Icon
            aria-hidden="true"
            className={`mt-0.5 size-5 shrink-0 ${onDark ? theme.accentOnDark : theme.accent}`}
          />
          {/* Long email addresses wrap anywhere, so they neither run out of the card nor widen its column. */}
          <div className="min-w-0 wrap-anywhere">
            <p className="text-sm font-semibold">{label}</p>
            {href ? (
              <a href={href} className="underline-offset-4 hover:underline">
                {value}
              </a>
            ) : (
              <p>{value}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
