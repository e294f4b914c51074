import * as kit from '../kit';
import * as content from './content';
import { ClassSchedule } from './class-schedule';
import { PlanCards } from './plan-cards';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.site.identity);

function FitnessPage() {
  return (
    <kit.TemplatePage theme={theme} {...content.site}>
      <kit.Hero theme={theme} {...content.hero} stats={content.heroFigures} />

      <kit.Section theme={theme} id="programs" {...content.copy.programs}>
        <kit.CardGrid columns={3}>
          {content.programs.map((program) => (
            <kit.Card key={program.title} theme={theme} {...program} />
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="trainers" surface="soft" {...content.copy.trainers}>
        <kit.CardGrid columns={4}>
          {content.trainers.map((trainer) => (
            <kit.Card key={trainer.title} theme={theme} imageClass="aspect-square" {...trainer} />
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="schedule" {...content.copy.schedule}>
        <ClassSchedule />
      </kit.Section>

      <kit.Section theme={theme} id="membership" surface="soft" {...content.copy.membership}>
        <PlanCards />
      </kit.Section>

      <kit.Section theme={theme} id="stories" surface="dark" {...content.copy.stories}>
        <kit.TestimonialGrid theme={theme} items={content.testimonials} />
      </kit.Section>

      <kit.ContactSection theme={theme} card="soft" {...content.copy.contact}>
        <kit.DataForm theme={theme} form={content.enquiry} />
      </kit.ContactSection>
    </kit.TemplatePage>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { FitnessPage as default };
