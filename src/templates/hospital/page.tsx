import { Clock } from 'lucide-react';
import {
  ContactSection,
  EmergencyBand,
  FaqSection,
  Hero,
  HoursList,
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
  departments,
  doctors,
  emergency,
  faqs,
  hero,
  heroStats,
  serviceHours,
  site,
  testimonials,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(site.identity);

export default function HospitalPage() {
  return (
    <TemplatePage theme={theme} {...site}>
      <Hero theme={theme} {...hero}>
        <StatList
          theme={theme}
          stats={heroStats}
          headingClass="text-(--accent-ink)"
          className="mt-10 border-t border-slate-200 pt-8"
        />
      </Hero>

      <EmergencyBand theme={theme} {...emergency} />

      <Section theme={theme} id="departments" {...copy.departments}>
        <ServiceGrid theme={theme} items={departments} columns={4} />
      </Section>

      <Section theme={theme} id="doctors" surface="soft" {...copy.doctors}>
        <TeamGrid theme={theme} people={doctors} imageClass="aspect-[4/3]" />
      </Section>

      <Section theme={theme} id="about" eyebrow={about.eyebrow} title={about.title} align="start">
        <div className="grid gap-10 lg:grid-cols-5">
          <Prose paragraphs={about.text} className="space-y-5 lg:col-span-2" />
          <div className="lg:col-span-3">
            <h3 className={`text-2xl ${theme.heading} text-[#0b2545]`}>{about.hoursTitle}</h3>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2">
              {serviceHours.map((block) => (
                <li key={block.title} className={`p-5 ${theme.radius} ${theme.card.bg}`}>
                  <h4 className="flex items-center gap-2 font-semibold text-[#0b2545]">
                    <Clock aria-hidden="true" className={`size-4 ${theme.accent}`} />
                    {block.title}
                  </h4>
                  <HoursList hours={block.hours} className="mt-2 text-sm" />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <TestimonialSection
        theme={theme}
        surface="dark"
        items={testimonials}
        {...copy.testimonials}
      />

      <FaqSection theme={theme} items={faqs} {...copy.faq} />

      <ContactSection theme={theme} form={appointment} {...copy.contact} />
    </TemplatePage>
  );
}
