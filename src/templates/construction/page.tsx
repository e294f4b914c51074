import { Check } from 'lucide-react';
import {
  Card,
  CardGrid,
  CheckList,
  ContactSection,
  DisplayForm,
  Field,
  Hero,
  Section,
  SelectField,
  TemplatePage,
  TextAreaField,
  telHref,
  templateLinks,
  templateMeta,
  useFill,
  useIdentity,
} from '../kit';
import {
  about,
  copy,
  footerColumns,
  hero,
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
      slug="construction"
      identity={identity}
      theme={theme}
      navLinks={navLinks}
      action={quoteAction}
      footerColumns={footerColumns}
    >
      <Hero theme={theme} {...hero} />

      <Section theme={theme} id="services" {...copy.services}>
        <CardGrid columns={3}>
          {services.map((service) => (
            <Card
              key={service.title}
              theme={theme}
              icon={service.icon}
              title={service.title}
              text={service.description}
              className="border-t-4 border-(--accent)"
            >
              <CheckList theme={theme} items={service.features} className="mt-5" />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section theme={theme} id="projects" surface="soft" {...copy.projects}>
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
                <p className="absolute top-0 left-0 bg-(--accent) px-3 py-1.5 text-xs font-bold tracking-[0.15em] text-(--on-accent) uppercase">
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
                  {copy.projects.referenceLabel} {project.id}
                </p>
              </div>
            </article>
          ))}
        </CardGrid>
      </Section>

      <AboutSection />

      <QuoteContactSection />
    </TemplatePage>
  );
}

/** About the company: its story (which names it and its town), values and figures. */
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
        <div>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mb-5 text-lg leading-8">
              {fill(paragraph)}
            </p>
          ))}
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {about.values.map((value) => (
              <li key={value} className="flex gap-3 text-white">
                <Check
                  aria-hidden="true"
                  className={`mt-0.5 size-5 shrink-0 ${theme.accentOnDark}`}
                />
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
              <dd className={`order-1 text-5xl ${theme.heading} ${theme.accentOnDark}`}>
                {stat.number}
              </dd>
              <dd className="order-3 mt-2 text-sm leading-6">{fill(stat.description)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}

/** The contact card (with the 24/7 emergency line) beside the quote form. */
function QuoteContactSection() {
  const { emergencyPhone = '' } = useIdentity();
  const { emergencyLabel, emergencyIcon, ...contact } = copy.contact;
  return (
    <ContactSection
      theme={theme}
      {...contact}
      extraItems={[
        {
          icon: emergencyIcon,
          label: emergencyLabel,
          value: emergencyPhone,
          href: telHref(emergencyPhone),
        },
      ]}
    >
      <DisplayForm theme={theme} title={quoteForm.title} submitLabel={quoteForm.submitLabel}>
        <Field theme={theme} label="Name" name="name" autoComplete="name" />
        <Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
        <Field theme={theme} label="Phone" name="phone" type="tel" autoComplete="tel" />
        <Field
          theme={theme}
          label="Project location"
          name="location"
          placeholder={quoteForm.locationPlaceholder}
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
          placeholder={quoteForm.detailsPlaceholder}
        />
      </DisplayForm>
    </ContactSection>
  );
}
