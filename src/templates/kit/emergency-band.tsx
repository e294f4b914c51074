import { type LucideIcon, Siren } from 'lucide-react';
import { telHref, useIdentity } from './identity';
import { useStableId } from '../../islands/island-id';
import type { Theme } from './theme';

/** A band with the business's emergency (or main) number to call, e.g. a clinic's 24/7 line. */
export function EmergencyBand({
  theme,
  title,
  text,
  icon: Icon = Siren,
  callLabel = 'Call',
  surface = 'bg-red-700 text-white',
  button = 'bg-white text-red-800 hover:bg-red-50 active:bg-red-100',
}: {
  theme: Theme;
  title: string;
  text: string;
  icon?: LucideIcon;
  /** Read before the number by screen readers, e.g. "Call the emergency hotline". */
  callLabel?: string;
  /** Background and text colours of the band. */
  surface?: string;
  /** Colours of the call button, hover and active included. */
  button?: string;
}) {
  const identity = useIdentity();
  const phone = identity.emergencyPhone ?? identity.phone;
  const headingId = useStableId('emergency-heading');
  return (
    <section aria-labelledby={headingId} className={surface}>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex items-start gap-3">
          <Icon aria-hidden="true" className="mt-1 size-7 shrink-0" />
          <div>
            <h2 id={headingId} className={`text-xl ${theme.heading}`}>
              {title}
            </h2>
            <p className="mt-1 max-w-2xl">{text}</p>
          </div>
        </div>
        <a
          href={telHref(phone)}
          className={`shrink-0 px-5 py-3 text-center text-xl font-bold transition-colors ${theme.radius} ${button}`}
        >
          <span className="sr-only">{callLabel} </span>
          {phone}
        </a>
      </div>
    </section>
  );
}
