import type { ProjectStatus } from '../../../shared/portfolio';
import { useMessages } from '../../i18n';

export type StatusTone = 'green' | 'yellow' | 'orange';

/** Spec section 4: Live is green, Maintenance yellow, anything else orange. */
export function statusTone(status: ProjectStatus): StatusTone {
  if (status === 'Live') return 'green';
  if (status === 'Maintenance') return 'yellow';
  return 'orange';
}

// Dark text on a pale fill keeps every tone well above AA contrast.
const toneStyles: Record<StatusTone, { badge: string; dot: string }> = {
  green: { badge: 'bg-green-100 text-green-800 ring-green-700/25', dot: 'bg-green-600' },
  yellow: { badge: 'bg-yellow-100 text-yellow-900 ring-yellow-700/30', dot: 'bg-yellow-500' },
  orange: { badge: 'bg-orange-100 text-orange-900 ring-orange-700/25', dot: 'bg-orange-500' },
};

export function StatusBadge({
  status,
  className = '',
}: {
  status: ProjectStatus;
  className?: string;
}) {
  const m = useMessages('portfolio');
  const tone = statusTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${toneStyles[tone].badge} ${className}`}
    >
      <span className={`size-1.5 rounded-full ${toneStyles[tone].dot}`} aria-hidden="true" />
      <span className="sr-only">{m.card.statusPrefix}</span>
      {m.statuses[status]}
    </span>
  );
}
