import type { ReactNode } from 'react';
import { ActionRow } from './action-button';
import { useFill } from './identity';
import { StatList } from './stats-band';
import type { Action, KitImage, Stat, Theme } from './theme';

/** Key figures under the hero's actions. */
export interface HeroStats {
  items: readonly Stat[];
  /** Colour of the figures, e.g. 'text-(--accent-ink)'. */
  headingClass: string;
  className?: string;
}

/**
 * The opening section with the page's one h1. On the right (below on a phone): an image, or
 * `aside` for anything else (a form, a card). `children` sit under the actions (e.g. stats).
 * Its copy may name the business: {name}, {town}, {tagline} (kit/identity.ts).
 */
export function Hero({
  theme,
  id,
  eyebrow,
  title,
  text,
  actions = [],
  image,
  aside,
  stats,
  children,
}: {
  theme: Theme;
  id?: string;
  eyebrow?: string;
  title: string;
  text: string;
  actions?: readonly Action[];
  image?: KitImage;
  aside?: ReactNode;
  stats?: HeroStats;
  children?: ReactNode;
}) {
  const fill = useFill();
  const side =
    aside ??
    (image ? <HeroImage theme={theme} image={{ ...image, alt: fill(image.alt) }} /> : null);
  return (
    <section id={id} aria-labelledby="hero-title" className={`${theme.hero.bg} ${theme.hero.text}`}>
      <div
        className={`mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:px-8 lg:py-24 ${side ? 'lg:grid-cols-2 lg:items-center' : ''}`}
      >
        <div>
          {eyebrow ? <p className={theme.hero.eyebrow ?? theme.eyebrow}>{fill(eyebrow)}</p> : null}
          <h1
            id="hero-title"
            className={`mt-3 text-4xl leading-tight text-balance sm:text-5xl lg:text-6xl ${theme.heading} ${theme.hero.heading}`}
          >
            {fill(title)}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8">{fill(text)}</p>
          {actions.length > 0 ? (
            <ActionRow theme={theme} actions={actions} className="mt-8" />
          ) : null}
          {stats ? (
            <StatList
              theme={theme}
              stats={stats.items}
              headingClass={stats.headingClass}
              className={stats.className}
            />
          ) : null}
          {children}
        </div>
        {side}
      </div>
    </section>
  );
}

function HeroImage({ theme, image }: { theme: Theme; image: KitImage }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      // The hero image is the largest thing on a phone's first screen: fetch it first.
      fetchPriority="high"
      className={`h-auto w-full ${theme.radius}`}
    />
  );
}
