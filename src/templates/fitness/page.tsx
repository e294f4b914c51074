import {
  Card,
  CardGrid,
  ContactSection,
  DataForm,
  Hero,
  Section,
  StatList,
  TemplatePage,
  TestimonialGrid,
  templateLinks,
  templateMeta,
} from '../kit';
import { copy, enquiry, hero, heroStats, programs, site, testimonials, trainers } from './content';
import { ClassSchedule } from './class-schedule';
import { PlanCards } from './plan-cards';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(site.identity);

export default function FitnessPage() {
  return (
    <TemplatePage theme={theme} {...site}>
      <Hero theme={theme} {...hero}>
        <StatList
          theme={theme}
          stats={heroStats}
          headingClass={theme.accentOnDark}
          className="mt-10 border-t border-zinc-800 pt-8"
        />
      </Hero>

      <Section theme={theme} id="programs" {...copy.programs}>
        <CardGrid columns={3}>
          {programs.map((program) => (
            <Card key={program.title} theme={theme} {...program} />
          ))}
        </CardGrid>
      </Section>

      <Section theme={theme} id="trainers" surface="soft" {...copy.trainers}>
        <CardGrid columns={4}>
          {trainers.map((trainer) => (
            <Card key={trainer.title} theme={theme} imageClass="aspect-square" {...trainer} />
          ))}
        </CardGrid>
      </Section>

      <Section theme={theme} id="schedule" {...copy.schedule}>
        <ClassSchedule />
      </Section>

      <Section theme={theme} id="membership" surface="soft" {...copy.membership}>
        <PlanCards />
      </Section>

      <Section theme={theme} id="stories" surface="dark" {...copy.stories}>
        <TestimonialGrid theme={theme} items={testimonials} />
      </Section>

      <ContactSection theme={theme} card="soft" {...copy.contact}>
        <DataForm theme={theme} form={enquiry} />
      </ContactSection>
    </TemplatePage>
  );
}
