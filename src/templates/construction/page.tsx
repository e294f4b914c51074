import { Check, Clock, HardHat } from 'lucide-react';
import {
  Card,
  CardGrid,
  CheckList,
  ContactList,
  DisplayForm,
  Field,
  Hero,
  HoursList,
  NavBar,
  Section,
  SelectField,
  SiteFooter,
  TemplatePage,
  TextAreaField,
  templateLinks,
  templateMeta,
} from '../kit';
import {
  about,
  contactItems,
  footerColumns,
  hero,
  hours,
  identity,
  navLinks,
  projectTypes,
  projects,
  quoteAction,
  quoteForm,
  services,
  statistics,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

export default function ConstructionPage() {
  return (
    <TemplatePage
      theme={theme}
      header={
        <NavBar
          theme={theme}
          name={identity.name}
          logo={<HardHat aria-hidden="true" className="size-6 shrink-0 text-orange-500" />}
          links={navLinks}
          action={quoteAction}
        />
      }
      footer={
        <SiteFooter
          theme={theme}
          name={identity.name}
          logo={<HardHat aria-hidden="true" className="size-5 text-orange-500" />}
          tagline={identity.tagline}
          columns={footerColumns}
        />
      }
    >
      <Hero theme={theme} {...hero} />

      <Section
        theme={theme}
        id="services"
        eyebrow="What we build"
        title="Construction services"
        intro="One company from the first survey peg to the final handover, with the same site manager all the way."
      >
        <CardGrid columns={3}>
          {services.map((service) => (
            <Card
              key={service.title}
              theme={theme}
              icon={service.icon}
              title={service.title}
              text={service.description}
              className="border-t-4 border-orange-500"
            >
              <CheckList theme={theme} items={service.features} className="mt-5" />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="projects"
        surface="soft"
        eyebrow="Featured projects"
        title="Recent work across PNG"
        intro="A few of the 200+ projects our crews have completed, each delivered to plan."
      >
        <CardGrid columns={2}>
          {projects.map((project) => (
            <article
              key={project.id}
              className={`flex w-full flex-col overflow-hidden ${theme.radius} ${theme.card.bg} ${theme.card.text}`}
            >
              <div className="relative">
                <img
                  src={project.image.src}
                  alt={project.image.alt}
                  width={project.image.width}
                  height={project.image.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] h-auto w-full object-cover"
                />
                <p className="absolute top-0 left-0 bg-orange-500 px-3 py-1.5 text-xs font-bold tracking-[0.15em] text-neutral-950 uppercase">
                  {project.category}
                </p>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className={`text-2xl ${theme.heading} ${theme.card.heading}`}>
                  {project.title}
                </h3>
                <p className={`mt-1 text-sm font-semibold ${theme.accent}`}>
                  {project.location} · {project.year}
                </p>
                <p className="mt-3 leading-7">{project.description}</p>
                <p className="mt-auto pt-5 font-mono text-xs tracking-widest text-neutral-500 uppercase">
                  Ref. {project.id}
                </p>
              </div>
            </article>
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="about"
        surface="dark"
        align="start"
        eyebrow="About Strongbuild"
        title={about.title}
      >
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mb-5 text-lg leading-8">
                {paragraph}
              </p>
            ))}
            <ul className="mt-8 grid gap-3 sm:grid-cols-2">
              {about.values.map((value) => (
                <li key={value} className="flex gap-3 text-white">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-400" />
                  <span>{value}</span>
                </li>
              ))}
            </ul>
          </div>
          <dl className="grid gap-px self-start overflow-hidden rounded-sm bg-neutral-700 sm:grid-cols-2">
            {statistics.map((stat) => (
              <div key={stat.label} className="flex flex-col bg-neutral-900 p-6">
                <dt className="order-2 mt-2 font-semibold tracking-wide text-white uppercase">
                  {stat.label}
                </dt>
                <dd className={`order-1 text-5xl text-orange-400 ${theme.heading}`}>
                  {stat.number}
                </dd>
                <dd className="order-3 mt-2 text-sm leading-6">{stat.description}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section
        theme={theme}
        id="contact"
        eyebrow="Start your project"
        title="Talk to an estimator"
        intro={quoteForm.intro}
      >
        <div className="grid gap-8 lg:grid-cols-5">
          <div className="rounded-sm bg-neutral-900 p-6 text-neutral-300 sm:p-8 lg:col-span-2">
            <ContactList theme={theme} onDark items={contactItems} />
            <div className="mt-8 border-t border-white/15 pt-6">
              <h3 className="flex items-center gap-2 font-semibold tracking-wide text-white uppercase">
                <Clock aria-hidden="true" className="size-5 text-orange-400" />
                When to reach us
              </h3>
              <HoursList hours={hours} className="mt-3" />
            </div>
          </div>
          <DisplayForm
            theme={theme}
            title={quoteForm.title}
            submitLabel={quoteForm.submitLabel}
            className="lg:col-span-3"
          >
            <Field theme={theme} label="Name" name="name" autoComplete="name" />
            <Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
            <Field theme={theme} label="Phone" name="phone" type="tel" autoComplete="tel" />
            <Field
              theme={theme}
              label="Project location"
              name="location"
              placeholder="Town or province"
            />
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
              label="Project details"
              name="details"
              placeholder="Size, timeline, budget range, site access…"
            />
          </DisplayForm>
        </div>
      </Section>
    </TemplatePage>
  );
}
