import type { MenuCategory } from './content';
import { theme } from './theme';

/** One course of the menu: its dishes with a dotted leader to the price. */
export function MenuCard({ category }: { category: MenuCategory }) {
  return (
    <article className={`p-6 sm:p-8 ${theme.radius} ${theme.card.bg} ${theme.card.text}`}>
      <h3
        className={`border-b-2 border-(--accent) pb-3 text-3xl ${theme.heading} ${theme.card.heading}`}
      >
        {category.category}
      </h3>
      <ul className="divide-y divide-stone-200">
        {category.items.map((dish) => (
          <li key={dish.name} className="py-5">
            <div className="flex items-baseline gap-3">
              <p className="font-semibold text-[#1c1512]">{dish.name}</p>
              <span
                aria-hidden="true"
                className="min-w-4 flex-1 border-b-2 border-dotted border-stone-300"
              />
              <p className={`font-serif text-xl font-semibold ${theme.accent}`}>{dish.price}</p>
            </div>
            <p className="mt-1 text-sm leading-6">{dish.description}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
