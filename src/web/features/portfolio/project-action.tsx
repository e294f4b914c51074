import { Clock, ExternalLink, Wrench } from 'lucide-react';
import { fill } from '../../../shared/i18n/format';
import type { PortfolioProject } from '../../../shared/portfolio';
import { useMessages } from '../../i18n';

/** A live link when the project has one; otherwise a plain, non-interactive note of why not. */
export function ProjectAction({ project }: { project: PortfolioProject }) {
  const m = useMessages('portfolio').card;
  if (project.link !== '#') {
    return (
      <a
        href={project.link}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
      >
        {m.viewProject}
        <span className="sr-only">{fill(m.viewProjectDetail, { title: project.title })}</span>
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    );
  }
  const maintenance = project.status === 'Maintenance';
  const Icon = maintenance ? Wrench : Clock;
  return (
    <p className="inline-flex min-h-11 items-center gap-2 rounded-full border border-dashed border-stone-300 bg-stone-50 px-5 text-sm font-medium text-stone-600">
      <Icon className="size-4" aria-hidden="true" />
      {maintenance ? m.underMaintenance : m.inDevelopment}
    </p>
  );
}
