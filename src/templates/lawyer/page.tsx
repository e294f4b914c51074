import {
  CheckList,
  ContactSection,
  EmergencyBand,
  FaqSection,
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
  contactForm,
  copy,
  emergency,
  established,
  faqs,
  hero,
  lawyers,
  practiceAreas,
  site,
  stats,
  testimonials,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(site.identity);

export default function LawyerPage() {
  return (
    <TemplatePage theme={theme} {...site}>
      <Hero theme={theme} {...hero}>
        <StatList
          theme={theme}
          stats={stats}
          headingClass="text-(--accent-on-dark)"
          className="mt-10 border-t border-white/15 pt-8 [&>div]:justify-end"
        />
      </Hero>

      <EmergencyBand
        theme={theme}
        {...emergency}
        surface="bg-(--accent) text-(--on-accent)"
        button="bg-[#0d1a30] tracking-wider text-white hover:bg-[#13233f] active:translate-y-px"
      />

      <Section theme={theme} id="practice-areas" {...copy.practiceAreas}>
        <ServiceGrid
          theme={theme}
          items={practiceAreas}
          columns={2}
          listClass="mt-5 grid gap-x-6 space-y-0 gap-y-2 border-t border-slate-200 pt-5 sm:grid-cols-2"
        />
      </Section>

      <Section theme={theme} id="team" surface="soft" {...copy.team}>
        <TeamGrid theme={theme} people={lawyers} />
      </Section>

      <Section theme={theme} id="about" eyebrow={about.eyebrow} title={about.title} align="start">
        <div className="grid gap-10 lg:grid-cols-5 lg:items-start">
          <Prose paragraphs={about.paragraphs} className="space-y-5 lg:col-span-3">
            <CheckList
              theme={theme}
              items={about.values}
              className="grid gap-x-6 space-y-0 gap-y-3 pt-2 text-base sm:grid-cols-2"
            />
          </Prose>
          <div
            className={`p-8 lg:col-span-2 ${theme.radius} ${theme.surfaces.dark.bg} ${theme.surfaces.dark.text}`}
          >
            <p className="text-xs font-semibold tracking-[0.3em] text-(--accent-on-dark) uppercase">
              {about.sinceLabel}
            </p>
            <p className="mt-1 font-serif text-6xl font-bold text-white">{established}</p>
            <dl className="mt-8 divide-y divide-white/15 border-t border-white/15">
              {about.facts.map((fact) => (
                <div key={fact.label} className="flex justify-between gap-4 py-3">
                  <dt>{fact.label}</dt>
                  <dd className="text-right font-semibold text-white">{fact.value}</dd>
                </div>
              ))}
            </dl>
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

      <ContactSection theme={theme} form={contactForm} {...copy.contact} />
    </TemplatePage>
  );
}
