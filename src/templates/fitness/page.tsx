import {
  Card,
  CardGrid,
  ContactSection,
  DisplayForm,
  Field,
  Hero,
  Section,
  SelectField,
  StatList,
  TemplatePage,
  TestimonialGrid,
  TextAreaField,
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
        <DisplayForm theme={theme} title={enquiry.title} submitLabel={enquiry.submitLabel}>
          <Field theme={theme} label="Name" name="name" autoComplete="name" />
          <Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
          <Field theme={theme} label="Phone" name="phone" type="tel" autoComplete="tel" />
          <SelectField
            theme={theme}
            label="Interested in"
            name="interest"
            placeholder="Choose a plan"
            options={enquiry.interestOptions}
          />
          <TextAreaField
            theme={theme}
            label="Your goals"
            name="message"
            placeholder="Lose weight, build strength, train for a sport…"
          />
        </DisplayForm>
      </ContactSection>
    </TemplatePage>
  );
}
