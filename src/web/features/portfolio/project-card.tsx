import { Check } from 'lucide-react';
import { fill } from '../../../shared/i18n/format';
import type { CodeProjectId, PortfolioProject } from '../../../shared/portfolio';
import { useMessages } from '../../i18n';
import { previewList } from './preview-list';
import { ProjectAction } from './project-action';
import { ProjectPicture } from './project-picture';
import { StatusBadge } from './status-badge';

const TECHNOLOGIES_SHOWN = 3;
const RESULTS_SHOWN = 2;

export function ProjectCard({
  project,
  eagerImage = false,
}: {
  project: PortfolioProject;
  /** Only the first card can be in view on load; the rest wait until scrolled near. */
  eagerImage?: boolean;
}) {
  const { card: m, categories, projects } = useMessages('portfolio');
  // A project an owner added or edited brings its words; the code's are in the messages.
  const texts = project.texts ?? projects[project.id as CodeProjectId];
  const headingId = `project-${project.id}-title`;
  const technologies = previewList(texts.technologies, TECHNOLOGIES_SHOWN);
  const results = previewList(texts.results, RESULTS_SHOWN);

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white transition-shadow hover:shadow-lg"
    >
      <div className="relative border-b border-stone-200 bg-stone-100">
        <ProjectPicture project={project} eager={eagerImage} />
        <StatusBadge status={project.status} className="absolute top-3 left-3 shadow-sm" />
      </div>

      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-2 text-xs font-semibold tracking-wide uppercase">
          <span className="text-brand-700">{categories[project.category]}</span>
          <span className="text-stone-400" aria-hidden="true">
            ·
          </span>
          <span className="text-stone-600">{project.year}</span>
        </p>
        <h3 id={headingId} className="mt-2 text-xl font-semibold tracking-tight">
          {project.title}
        </h3>
        <p className="mt-2 text-sm leading-6 text-stone-600">{texts.description}</p>

        <ul aria-label={m.technologies} className="mt-4 flex flex-wrap gap-2">
          {technologies.shown.map((technology) => (
            <li
              key={technology}
              className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-medium text-stone-700"
            >
              {technology}
            </li>
          ))}
          {technologies.hidden > 0 ? (
            <li className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
              <span aria-hidden="true">+{technologies.hidden}</span>
              <span className="sr-only">
                {fill(m.moreTechnologies, { count: technologies.hidden })}
              </span>
            </li>
          ) : null}
        </ul>

        <ul aria-label={m.results} className="mt-4 space-y-2 text-sm">
          {results.shown.map((result) => (
            <li key={result} className="flex items-start gap-2 text-stone-800">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {result}
            </li>
          ))}
          {results.hidden > 0 ? (
            <li className="pl-6 text-xs font-semibold text-stone-600">
              {fill(m.moreResults, { count: results.hidden })}
            </li>
          ) : null}
        </ul>

        <div className="mt-auto pt-6">
          <ProjectAction project={project} />
        </div>
      </div>
    </article>
  );
}
