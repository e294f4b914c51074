import {
  Card,
  CardGrid,
  ContactSection,
  DisplayForm,
  FaqAccordion,
  Field,
  Hero,
  Section,
  SelectField,
  StatList,
  TemplatePage,
  TextAreaField,
  templateLinks,
  templateMeta,
  useFill,
} from '../kit';
import {
  about,
  consultAction,
  consultationForm,
  copy,
  faqs,
  footerColumns,
  hero,
  heroStats,
  identity,
  laeOffice,
  navLinks,
  projectTypes,
  projects,
  services,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

export default function EngineeringPage() {
  return (
    <TemplatePage
      slug="engineering"
      identity={identity}
      theme={theme}
      navLinks={navLinks}
      action={consultAction}
      footerColumns={footerColumns}
    >
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
              icon={service.icon}
              badge={String(index + 1).padStart(2, '0')}
              title={service.title}
              text={service.description}
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
        <DisplayForm
          theme={theme}
          title={consultationForm.title}
          submitLabel={consultationForm.submitLabel}
        >
          <Field theme={theme} label="Name" name="name" autoComplete="name" />
          <Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
          <SelectField
            theme={theme}
            label="Project type"
            name="projectType"
            placeholder="Choose a project type"
            options={projectTypes}
            wide
          />
          <TextAreaField
            theme={theme}
            label="Project description"
            name="description"
            rows={5}
            placeholder={consultationForm.descriptionPlaceholder}
          />
        </DisplayForm>
      </ContactSection>
    </TemplatePage>
  );
}

/** The firm's story (which names it and its town) and how it works, step by step. */
function AboutSection() {
  const fill = useFill();
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
        <div className="space-y-5 text-lg leading-8">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
        </div>
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
