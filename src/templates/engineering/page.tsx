import {
  Card,
  CardGrid,
  ContactSection,
  DataForm,
  FaqAccordion,
  Hero,
  Prose,
  Section,
  StatList,
  TemplatePage,
  templateLinks,
  templateMeta,
} from '../kit';
import {
  about,
  consultationForm,
  copy,
  faqs,
  hero,
  heroStats,
  laeOffice,
  projects,
  services,
  site,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(site.identity);

export default function EngineeringPage() {
  return (
    <TemplatePage theme={theme} {...site}>
      <Hero theme={theme} {...hero}>
        <StatList
          theme={theme}
          stats={heroStats}
          headingClass="text-white"
          className="mt-10 border-t border-white/15 pt-8"
        />
      </Hero>

      <Section theme={theme} id="services" align="start" {...copy.services}>
        <CardGrid columns={3}>
          {services.map((service, index) => (
            <Card
              key={service.title}
              theme={theme}
              badge={String(index + 1).padStart(2, '0')}
              {...service}
              className="transition-shadow hover:shadow-lg hover:shadow-slate-900/5"
            />
          ))}
        </CardGrid>
      </Section>

      <Section theme={theme} id="projects" surface="soft" align="start" {...copy.projects}>
        <CardGrid columns={2}>
          {projects.map((project) => (
            <Card
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
        </CardGrid>
      </Section>

      <AboutSection />

      <Section theme={theme} id="faq" {...copy.faq}>
        <FaqAccordion theme={theme} items={faqs} />
      </Section>

      <ContactSection theme={theme} surface="soft" extraItems={[laeOffice]} {...copy.contact}>
        <DataForm theme={theme} form={consultationForm} />
      </ContactSection>
    </TemplatePage>
  );
}

/** The firm's story (which names it and its town) and how it works, step by step. */
function AboutSection() {
  return (
    <Section
      theme={theme}
      id="about"
      surface="dark"
      align="start"
      eyebrow={about.eyebrow}
      title={about.title}
    >
      <div className="grid gap-12 lg:grid-cols-2">
        <Prose paragraphs={about.paragraphs} className="space-y-5" />
        <div>
          <h3 className={`text-xl text-white ${theme.heading}`}>{about.stepsTitle}</h3>
          <ol className="mt-6 space-y-px overflow-hidden rounded-md bg-white/10">
            {about.steps.map((step, index) => (
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
    </Section>
  );
}
