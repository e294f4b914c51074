import {
  CheckList,
  ContactSection,
  EmergencyBand,
  Hero,
  Prose,
  Section,
  ServiceGrid,
  StatList,
  TeamGrid,
  TemplatePage,
  TestimonialSection,
  templateLinks,
  templateMeta,
} from '../kit';
import {
  about,
  appointment,
  copy,
  doctors,
  emergency,
  hero,
  serviceColumns,
  services,
  site,
  testimonials,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(site.identity);

export default function HealthPage() {
  return (
    <TemplatePage theme={theme} {...site}>
      <Hero theme={theme} {...hero} />

      <EmergencyBand
        theme={theme}
        {...emergency}
        button="tracking-wide text-white underline-offset-4 hover:underline"
      />

      <Section theme={theme} id="services" {...copy.services}>
        <ServiceGrid theme={theme} items={services} />
      </Section>

      <Section theme={theme} id="doctors" surface="soft" {...copy.doctors}>
        <TeamGrid theme={theme} people={doctors} columns={4} />
      </Section>

      <Section theme={theme} id="about" eyebrow={about.eyebrow} title={about.title} align="start">
        <div className="grid gap-10 lg:grid-cols-2">
          <Prose paragraphs={about.text} className="space-y-5">
            <StatList
              theme={theme}
              stats={about.facts}
              headingClass="text-(--accent-ink)"
              className="border-t border-emerald-900/10 pt-6 sm:grid-cols-3"
            />
          </Prose>
          <div className={`p-6 sm:p-8 ${theme.radius} ${theme.card.bg}`}>
            <h3 className={`text-2xl ${theme.heading} ${theme.card.heading}`}>
              {about.serviceListTitle}
            </h3>
            <div className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-2">
              {serviceColumns.map((column) => (
                <CheckList
                  key={column[0]}
                  theme={theme}
                  items={column}
                  className="space-y-3 text-base"
                />
              ))}
            </div>
          </div>
        </div>
      </Section>

      <TestimonialSection
        theme={theme}
        surface="dark"
        items={testimonials}
        {...copy.testimonials}
      />

      <ContactSection theme={theme} form={appointment} {...copy.contact} />
    </TemplatePage>
  );
}
