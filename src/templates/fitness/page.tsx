import {
  ActionButton,
  Card,
  CardGrid,
  CheckList,
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
import {
  copy,
  enquiry,
  footerColumns,
  hero,
  heroStats,
  identity,
  joinAction,
  navLinks,
  plans,
  programs,
  testimonials,
  todaysClasses,
  trainers,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

export default function FitnessPage() {
  return (
    <TemplatePage
      slug="fitness"
      identity={identity}
      theme={theme}
      navLinks={navLinks}
      action={joinAction}
      footerColumns={footerColumns}
    >
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
            <Card
              key={program.title}
              theme={theme}
              icon={program.icon}
              title={program.title}
              meta={`${program.duration} · ${program.level}`}
              text={program.description}
            />
          ))}
        </CardGrid>
      </Section>

      <Section theme={theme} id="trainers" surface="soft" {...copy.trainers}>
        <CardGrid columns={4}>
          {trainers.map((trainer) => (
            <Card
              key={trainer.name}
              theme={theme}
              image={trainer.image}
              imageClass="aspect-square"
              title={trainer.name}
              meta={trainer.specialty}
              text={trainer.experience}
            />
          ))}
        </CardGrid>
      </Section>

      <Section theme={theme} id="schedule" {...copy.schedule}>
        <div className={`mx-auto max-w-4xl overflow-hidden ${theme.radius} ${theme.card.bg}`}>
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="sr-only">{copy.scheduleCaption}</caption>
            <thead className="bg-zinc-800 text-xs tracking-widest text-zinc-200 uppercase">
              <tr>
                {copy.scheduleColumns.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-3 py-3 sm:px-6 ${index === copy.scheduleColumns.length - 1 ? 'text-right' : ''}`}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-800">
              {todaysClasses.map((slot) => (
                <tr key={`${slot.time}-${slot.title}`} className="hover:bg-zinc-800/50">
                  <td className={`px-3 py-4 font-bold whitespace-nowrap sm:px-6 ${theme.accent}`}>
                    {slot.time}
                  </td>
                  <th scope="row" className="px-3 py-4 font-semibold text-white sm:px-6">
                    {slot.title}
                  </th>
                  <td className="px-3 py-4 sm:px-6">{slot.trainer}</td>
                  <td className="px-3 py-4 text-right whitespace-nowrap sm:px-6">
                    {slot.duration}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section theme={theme} id="membership" surface="soft" {...copy.membership}>
        <CardGrid columns={3}>
          {plans.map((plan) => (
            <Card
              key={plan.name}
              theme={theme}
              title={plan.name}
              badge={plan.popular ? 'POPULAR' : undefined}
              text={plan.blurb}
              className={plan.popular ? 'ring-2 ring-(--accent) lg:-my-3' : ''}
              footer={
                <ActionButton
                  theme={theme}
                  action={{
                    label: `Choose ${plan.name}`,
                    variant: plan.popular ? 'primary' : 'secondary',
                  }}
                  className="w-full"
                />
              }
            >
              <p className="mt-5 flex items-baseline gap-1">
                <span className={`text-5xl text-white ${theme.heading}`}>{plan.price}</span>
                <span className="text-sm text-zinc-400">{plan.period}</span>
              </p>
              <CheckList theme={theme} items={plan.features} className="mt-6" />
            </Card>
          ))}
        </CardGrid>
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
