import { useState } from 'react';
import type { PortfolioCategory, PortfolioProject } from '../../../shared/portfolio';
import { ProjectCard } from './project-card';

const ALL = 'All';
type Filter = typeof ALL | PortfolioCategory;

function summary(count: number, filter: Filter): string {
  const noun = count === 1 ? 'project' : 'projects';
  return filter === ALL ? `Showing all ${count} ${noun}` : `Showing ${count} ${noun} in ${filter}`;
}

const filterButton =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors';
const filterIdle =
  'border-stone-300 bg-white text-stone-800 hover:border-brand-400 hover:bg-brand-50';
const filterPressed = 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800';

/** The category filter and the project grid: the interactive part of /portfolio. */
export function PortfolioShowcase({
  projects,
  categories,
}: {
  projects: readonly PortfolioProject[];
  categories: readonly PortfolioCategory[];
}) {
  const [filter, setFilter] = useState<Filter>(ALL);
  const shown = filter === ALL ? projects : projects.filter((p) => p.category === filter);

  return (
    <section aria-labelledby="projects-heading">
      <h2 id="projects-heading" className="sr-only">
        Projects
      </h2>
      {/* One swipeable row on phones keeps the cards near the top; the full set wraps from sm up. */}
      <div
        role="group"
        aria-label="Filter projects by category"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {[ALL, ...categories].map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() => setFilter(option as Filter)}
            className={`${filterButton} ${filter === option ? filterPressed : filterIdle}`}
          >
            {option}
          </button>
        ))}
      </div>

      <p role="status" className="mt-6 text-sm text-stone-600">
        {summary(shown.length, filter)}
      </p>

      {shown.length > 0 ? (
        <ul aria-label="Projects" className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project, index) => (
            <li key={project.id}>
              <ProjectCard project={project} eagerImage={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-2xl border border-dashed border-stone-300 p-10 text-center">
          <p className="font-semibold text-stone-900">No projects in this category yet.</p>
          <button
            type="button"
            onClick={() => setFilter(ALL)}
            className={`${filterButton} ${filterIdle} mt-4`}
          >
            Show all projects
          </button>
        </div>
      )}
    </section>
  );
}
