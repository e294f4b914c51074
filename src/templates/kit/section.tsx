import type { ReactNode } from 'react';
import { useFill } from './identity';
import { idPart, useStableId } from '../../islands/island-id';
import type { SurfaceName, Theme } from './theme';

/** A page section with an anchor id, an optional eyebrow, an h2 and an intro; copy may say {name} and the like. */
export function Section({
  theme,
  id,
  eyebrow,
  title,
  intro,
  surface = 'light',
  align = 'center',
  children,
}: {
  theme: Theme;
  /** The in-page anchor, e.g. "services" for #services. */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  surface?: SurfaceName;
  align?: 'center' | 'start';
  children: ReactNode;
}) {
  const headingId = useStableId(`${id ?? idPart(title)}-heading`);
  const fill = useFill();
  const colours = theme.surfaces[surface];
  const centred = align === 'center';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${colours.bg} ${colours.text} py-16 sm:py-24`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className={centred ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
          {eyebrow ? <p className={colours.eyebrow ?? theme.eyebrow}>{fill(eyebrow)}</p> : null}
          <h2
            id={headingId}
            className={`mt-2 text-3xl text-balance sm:text-4xl ${theme.heading} ${colours.heading}`}
          >
            {fill(title)}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-8">{fill(intro)}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
