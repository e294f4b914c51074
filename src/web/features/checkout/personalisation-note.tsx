import { fill } from '../../../shared/i18n/format';
import type { Personalisation } from '../../../shared/personalisation';
import { useMessages } from '../../i18n';

/** "Tried with Bilum Kai Bar" and the logo, small: what the visitor made of a template (issue 25). */
export function PersonalisationNote({ personalisation }: { personalisation: Personalisation }) {
  const m = useMessages('checkout').lines;
  const name = personalisation.name.trim();
  return (
    <p className="mt-1.5 flex min-w-0 items-center gap-2 text-sm font-medium text-stone-800">
      {personalisation.logo ? (
        <img
          src={personalisation.logo}
          alt={m.logo}
          width={24}
          height={24}
          className="size-6 shrink-0 rounded border border-stone-200 bg-white object-contain"
        />
      ) : (
        // Without a logo, the accent they chose marks the line.
        <span
          aria-hidden="true"
          className="size-3 shrink-0 rounded-full ring-1 ring-stone-300"
          style={{ backgroundColor: personalisation.accent }}
        />
      )}
      <span className="min-w-0 break-words">
        {name ? fill(m.triedWith, { name }) : m.triedWithYours}
      </span>
    </p>
  );
}
