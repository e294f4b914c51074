import { Check, type LucideIcon } from 'lucide-react';
import { Children, type ReactNode } from 'react';
import type { KitImage, Theme } from './theme';

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** A responsive grid; each child becomes a list item. */
export function CardGrid({
  columns = 3,
  label,
  children,
}: {
  columns?: keyof typeof columnClasses;
  /** Names the list for screen readers when the section title does not. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <ul aria-label={label} className={`grid gap-6 ${columnClasses[columns]}`}>
      {Children.map(children, (child) => (
        <li className="flex">{child}</li>
      ))}
    </ul>
  );
}

/**
 * A card: optional image or icon, title (h3), a meta line in the accent colour (a price, a
 * role), text, then anything else (`children`) and a footer pinned to the bottom.
 */
export function Card({
  theme,
  title,
  icon: Icon,
  image,
  imageClass = 'aspect-[4/3]',
  meta,
  badge,
  text,
  children,
  footer,
  className = '',
}: {
  theme: Theme;
  title: string;
  icon?: LucideIcon;
  /** Cards sit below the fold: the image loads lazily. */
  image?: KitImage;
  /** The image's shape, as classes; 4:3 unless given, e.g. 'aspect-square'. */
  imageClass?: string;
  meta?: ReactNode;
  /** A small label on the card, e.g. "Available today" or "POPULAR". */
  badge?: string;
  text?: string;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <article
      className={`flex w-full flex-col overflow-hidden ${theme.radius} ${theme.card.bg} ${theme.card.text} ${className}`}
    >
      {image ? (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className={`h-auto w-full object-cover ${imageClass}`}
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        {Icon || badge ? (
          <div className="mb-4 flex items-start justify-between gap-3">
            {Icon ? (
              <span
                className={`inline-flex size-12 items-center justify-center ${theme.radius} ${theme.chip}`}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
            ) : (
              <span />
            )}
            {badge ? (
              <span className={`rounded-full px-3 py-1 text-xs font-semibold ${theme.chip}`}>
                {badge}
              </span>
            ) : null}
          </div>
        ) : null}
        <h3 className={`text-xl ${theme.heading} ${theme.card.heading}`}>{title}</h3>
        {meta ? <div className={`mt-1 text-sm font-semibold ${theme.accent}`}>{meta}</div> : null}
        {text ? <p className="mt-3 leading-7">{text}</p> : null}
        {children}
        {footer ? <div className="mt-auto pt-6">{footer}</div> : null}
      </div>
    </article>
  );
}

/** A list with a tick before each item (features, services included). */
export function CheckList({
  theme,
  items,
  className = '',
}: {
  theme: Theme;
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={`space-y-2 text-sm ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${theme.accent}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
