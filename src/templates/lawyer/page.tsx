import * as kit from '../kit';
import * as content from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.site.identity);

function LawyerPage() {
  return (
    <kit.TemplatePage theme={theme} {...content.site}>
      <kit.Hero theme={theme} {...content.hero} stats={content.heroFigures} />

      <kit.EmergencyBand
        theme={theme}
        {...content.emergency}
        surface="bg-(--accent) text-(--on-accent)"
        button="bg-[#0d1a30] tracking-wider text-white hover:bg-[#13233f] active:translate-y-px"
      />

      <kit.Section theme={theme} id="practice-areas" {...content.copy.practiceAreas}>
        <kit.ServiceGrid
          theme={theme}
          items={content.practiceAreas}
          columns={2}
          listClass="mt-5 grid gap-x-6 space-y-0 gap-y-2 border-t border-slate-200 pt-5 sm:grid-cols-2"
        />
      </kit.Section>

      <kit.Section theme={theme} id="team" surface="soft" {...content.copy.team}>
        <kit.TeamGrid theme={theme} people={content.lawyers} />
      </kit.Section>

      <kit.Section theme={theme} id="about" align="start" {...content.about.heading}>
        <div className="grid gap-10 lg:grid-cols-5 lg:items-start">
          <kit.Prose paragraphs={content.about.paragraphs} className="space-y-5 lg:col-span-3">
            <kit.CheckList
              theme={theme}
              items={content.about.values}
              className="grid gap-x-6 space-y-0 gap-y-3 pt-2 text-base sm:grid-cols-2"
            />
          </kit.Prose>
          <div
            className={`p-8 lg:col-span-2 ${theme.radius} ${theme.surfaces.dark.bg} ${theme.surfaces.dark.text}`}
          >
            <p className="text-xs font-semibold tracking-[0.3em] text-(--accent-on-dark) uppercase">
              {content.about.sinceLabel}
            </p>
            <p className="mt-1 font-serif text-6xl font-bold text-white">{content.established}</p>
            <dl className="mt-8 divide-y divide-white/15 border-t border-white/15">
              {content.about.facts.map((fact) => (
                <div key={fact.label} className="flex justify-between gap-4 py-3">
                  <dt>{fact.label}</dt>
                  <dd className="text-right font-semibold text-white">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </kit.Section>

      <kit.TestimonialSection theme={theme} {...content.copy.testimonials} />

      <kit.FaqSection theme={theme} items={content.faqs} {...content.copy.faq} />

      <kit.ContactSection theme={theme} form={content.contactForm} {...content.copy.contact} />
    </kit.TemplatePage>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { LawyerPage as default };
