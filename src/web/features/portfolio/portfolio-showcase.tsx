import { useState } from 'react';
import { plural } from '../../../shared/i18n/format';
import {
  type PortfolioCategory,
  portfolioCategories as categories,
} from '../../../shared/portfolio-categories';
import type { PortfolioProject } from '../../../shared/portfolio';
import { useMessages } from '../../i18n';
import { ProjectCard } from './project-card';
import { InTurn } from '../../../islands/in-turn';

const ALL = 'all';
type Filter = typeof ALL | PortfolioCategory;

const filterButton =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors';
const filterIdle =
  'border-stone-300 bg-white text-stone-800 hover:border-brand-400 hover:bg-brand-50';
const filterPressed = 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800';

/**
 * The category filter and the project grid: the interactive part of /portfolio, an island. The
 * projects are its props, as the page was rendered with them (decision 122).
 */
export function PortfolioShowcase({ projects }: { projects: readonly PortfolioProject[] }) {
  const { showcase: m, categories: categoryNames } = useMessages('portfolio');
  const [filter, setFilter] = useState<Filter>(ALL);
  const shown = filter === ALL ? projects : projects.filter((p) => p.category === filter);
  const summary =
    filter === ALL
      ? plural(m.showingAll, shown.length)
      : plural(m.showingIn, shown.length, { category: categoryNames[filter] });

  return (
    <section aria-labelledby="projects-heading">
      <h2 id="projects-heading" className="sr-only">
        {m.heading}
      </h2>
      {/* One swipeable row on phones keeps the cards near the top; the full set wraps from sm up. */}
      <div
        role="group"
        aria-label={m.filterLabel}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {([ALL, ...categories] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() => setFilter(option)}
            className={`${filterButton} ${filter === option ? filterPressed : filterIdle}`}
          >
            {option === ALL ? m.all : categoryNames[option]}
          </button>
        ))}
      </div>

      <p role="status" className="mt-6 text-sm text-stone-600">
        {summary}
      </p>

      {shown.length > 0 ? (
        <ul aria-label={m.heading} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project, index) => (
            <InTurn key={project.id} element>
              <li>
                <ProjectCard project={project} eagerImage={index === 0} />
              </li>
            </InTurn>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-2xl border border-dashed border-stone-300 p-10 text-center">
          <p className="font-semibold text-stone-900">{m.empty}</p>
          <button
            type="button"
            onClick={() => setFilter(ALL)}
            className={`${filterButton} ${filterIdle} mt-4`}
          >
            {m.showAll}
          </button>
        </div>
      )}
    </section>
  );
}
