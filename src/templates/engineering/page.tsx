import { Clock, DraftingCompass } from 'lucide-react';
import {
  Card,
  CardGrid,
  ContactList,
  DisplayForm,
  FaqAccordion,
  Field,
  Hero,
  HoursList,
  NavBar,
  Section,
  SelectField,
  SiteFooter,
  StatList,
  TemplatePage,
  TextAreaField,
  templateLinks,
  templateMeta,
} from '../kit';
import {
  about,
  consultAction,
  consultationForm,
  contactItems,
  faqs,
  footerColumns,
  hero,
  heroStats,
  hours,
  identity,
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
      theme={theme}
      header={
        <NavBar
          theme={theme}
          name={identity.name}
          logo={<DraftingCompass aria-hidden="true" className="size-6 shrink-0 text-sky-300" />}
          links={navLinks}
          action={consultAction}
        />
      }
      footer={
        <SiteFooter
          theme={theme}
          name={identity.name}
          logo={<DraftingCompass aria-hidden="true" className="size-5 text-sky-300" />}
          tagline={identity.tagline}
          columns={footerColumns}
        />
      }
    >
      <Hero theme={theme} {...hero}>
        <StatList
          theme={theme}
          stats={heroStats}
          headingClass="text-white"
          className="mt-10 border-t border-white/15 pt-8"
        />
      </Hero>

      <Section
        theme={theme}
        id="services"
        align="start"
        eyebrow="01 / Services"
        title="Engineering services"
        intro="One consultancy for the whole life of a project: investigation, design, approvals and supervision."
      >
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

      <Section
        theme={theme}
        id="projects"
        surface="soft"
        align="start"
        eyebrow="02 / Projects"
        title="Selected projects"
        intro="Recent work for national and provincial government, ports, mines and private owners."
      >
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

      <Section
        theme={theme}
        id="about"
        surface="dark"
        align="start"
        eyebrow="03 / About us"
        title={about.title}
      >
        <div className="grid gap-12 lg:grid-cols-2">
          <div className="space-y-5 text-lg leading-8">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div>
            <h3 className={`text-xl text-white ${theme.heading}`}>How we work</h3>
            <ol className="mt-6 space-y-px overflow-hidden rounded-md bg-white/10">
              {about.steps.map((step, index) => (
                <li key={step.title} className="flex gap-5 bg-[#0d2444] p-5">
                  <span className="font-mono text-sm font-medium text-sky-300">
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

      <Section
        theme={theme}
        id="faq"
        eyebrow="04 / FAQ"
        title="Frequently asked questions"
        intro="Straight answers about timelines, approvals and fees."
      >
        <FaqAccordion theme={theme} items={faqs} />
      </Section>

      <Section
        theme={theme}
        id="contact"
        surface="soft"
        align="start"
        eyebrow="05 / Contact"
        title="Start with a conversation"
        intro={consultationForm.intro}
      >
        <div className="grid gap-8 lg:grid-cols-5">
          <div
            className={`p-6 sm:p-8 lg:col-span-2 ${theme.radius} ${theme.surfaces.dark.bg} ${theme.surfaces.dark.text}`}
          >
            <ContactList theme={theme} onDark items={contactItems} />
            <div className="mt-8 border-t border-white/15 pt-6">
              <h3 className="flex items-center gap-2 font-semibold text-white">
                <Clock aria-hidden="true" className="size-5 text-sky-300" />
                Office hours
              </h3>
              <HoursList hours={hours} className="mt-3" />
            </div>
          </div>
          <DisplayForm
            theme={theme}
            title={consultationForm.title}
            submitLabel={consultationForm.submitLabel}
            className="lg:col-span-3"
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
              placeholder="Location, size, what you need from an engineer and when"
            />
          </DisplayForm>
        </div>
      </Section>
    </TemplatePage>
  );
}
