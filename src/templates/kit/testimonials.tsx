import { Quote, Star } from 'lucide-react';
import { CardGrid } from './card-grid';
import type { Testimonial, Theme } from './theme';

/** Five stars, the first `rating` filled, read out as "4 out of 5 stars". */
export function StarRating({
  theme,
  rating,
  className = '',
}: {
  theme: Theme;
  rating: number;
  className?: string;
}) {
  return (
    <span
      role="img"
      aria-label={`${rating} out of 5 stars`}
      className={`flex gap-0.5 ${className}`}
    >
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={`size-4 ${position <= rating ? `fill-current ${theme.star}` : 'text-stone-300'}`}
        />
      ))}
    </span>
  );
}

/** Customer quotes as cards with their star rating. */
export function TestimonialGrid({
  theme,
  items,
  columns = 3,
}: {
  theme: Theme;
  items: readonly Testimonial[];
  columns?: 2 | 3;
}) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <figure
          key={item.name}
          className={`flex w-full flex-col p-6 ${theme.radius} ${theme.card.bg} ${theme.card.text}`}
        >
          <div className="flex items-center justify-between gap-3">
            <StarRating theme={theme} rating={item.rating} />
            <Quote aria-hidden="true" className={`size-6 opacity-40 ${theme.accent}`} />
          </div>
          <blockquote className="mt-4 flex-1 leading-7">
            <p>“{item.text}”</p>
          </blockquote>
          <figcaption className="mt-6">
            <span className={`block font-semibold ${theme.card.heading}`}>{item.name}</span>
            {item.detail ? <span className="block text-sm">{item.detail}</span> : null}
          </figcaption>
        </figure>
      ))}
    </CardGrid>
  );
}
