import * as kit from '../kit';
import * as content from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.site.identity);

function EngineeringPage() {
  return (
    <kit.TemplatePage theme={theme} {...content.site}>
      <kit.Hero theme={theme} {...content.hero} stats={content.heroFigures} />

      <kit.Section theme={theme} id="services" align="start" {...content.copy.services}>
        <kit.CardGrid columns={3}>
          {content.services.map((service, index) => (
            <kit.Card
              key={service.title}
              theme={theme}
              badge={String(index + 1).padStart(2, '0')}
              {...service}
              className="transition-shadow hover:shadow-lg hover:shadow-slate-900/5"
            />
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section
        theme={theme}
        id="projects"
        surface="soft"
        align="start"
        {...content.copy.projects}
      >
        <kit.CardGrid columns={2}>
          {content.projects.map((project) => (
            <kit.Card
              key={project.title}
              theme={theme}
              image={project.image}
              imageClass="aspect-[3/2] bg-[#0b1f3a]"
              title={project.title}
              meta={
                <span className="font-mono text-xs tracking-widest uppercase">
                  {project.type} · {project.year}
                </span>
              }
            />
          ))}
        </kit.CardGrid>
      </kit.Section>

      <AboutSection />

      <kit.Section theme={theme} id="faq" {...content.copy.faq}>
        <kit.FaqAccordion theme={theme} items={content.faqs} />
      </kit.Section>

      <kit.ContactSection
        theme={theme}
        surface="soft"
        extraItems={[content.laeOffice]}
        {...content.copy.contact}
      >
        <kit.DataForm theme={theme} form={content.consultationForm} />
      </kit.ContactSection>
    </kit.TemplatePage>
  );
}

/** The firm's story (which names it and its town) and how it works, step by step. */
function AboutSection() {
  return (
    <kit.Section
      theme={theme}
      id="about"
      surface="dark"
      align="start"
      eyebrow={content.about.eyebrow}
      title={content.about.title}
    >
      <div className="grid gap-12 lg:grid-cols-2">
        <kit.Prose paragraphs={content.about.paragraphs} className="space-y-5" />
        <div>
          <h3 className={`text-xl text-white ${theme.heading}`}>{content.about.stepsTitle}</h3>
          <ol className="mt-6 space-y-px overflow-hidden rounded-md bg-white/10">
            {content.about.steps.map((step, index) => (
              <li key={step.title} className="flex gap-5 bg-[#0d2444] p-5">
                <span className={`font-mono text-sm font-medium ${theme.accentOnDark}`}>
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span>
                  <span className="block font-semibold text-white">{step.title}</span>
                  <span className="text-sm">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </kit.Section>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { EngineeringPage as default };
