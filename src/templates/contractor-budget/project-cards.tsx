import * as kit from '../kit';
import * as content from './content';
import { theme } from './theme';

/** Past projects, each with its duration and budget (spec section 3). */
export function ProjectCards() {
  return (
    <kit.CardGrid columns={3}>
      {content.projects.map((project) => (
        <kit.Card
          key={project.title}
          theme={theme}
          image={project.image}
          imageClass="aspect-[3/2]"
          title={project.title}
          text={project.description}
          footer={
            <dl className="grid grid-cols-2 gap-3 border-t border-[#f0dccb] pt-4 text-sm">
              <div>
                <dt>{content.copy.projectFigures.duration}</dt>
                <dd className="font-bold text-stone-950">{project.duration}</dd>
              </div>
              <div>
                <dt>{content.copy.projectFigures.budget}</dt>
                <dd className={`font-bold ${theme.accent}`}>{project.budget}</dd>
              </div>
            </dl>
          }
        />
      ))}
    </kit.CardGrid>
  );
}
