import { useFill } from './identity';
import type { Stat, SurfaceName, Theme } from './theme';

/** Key figures in a row (two columns on a phone). */
export function StatsBand({
  theme,
  stats,
  surface = 'dark',
  label = 'Key figures',
}: {
  theme: Theme;
  stats: readonly Stat[];
  surface?: SurfaceName;
  /** Names the band for screen readers. */
  label?: string;
}) {
  const colours = theme.surfaces[surface];
  const fill = useFill();
  return (
    <section aria-label={fill(label)} className={`${colours.bg} ${colours.text}`}>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm">{stat.label}</dt>
            <dd className={`text-3xl sm:text-4xl ${theme.heading} ${colours.heading}`}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The same figures inside a hero or a card: smaller, no band of their own. */
export function StatList({
  theme,
  stats,
  headingClass,
  className = '',
}: {
  theme: Theme;
  stats: readonly Stat[];
  /** Colour of the figures, e.g. theme.hero.heading. */
  headingClass: string;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-4 ${className}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse">
          <dt className="mt-1 text-sm">{stat.label}</dt>
          <dd className={`text-2xl sm:text-3xl ${theme.heading} ${headingClass}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
