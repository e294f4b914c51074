import { Check } from 'lucide-react';
import {
  Card,
  CardGrid,
  CheckList,
  ContactSection,
  DataForm,
  Hero,
  Prose,
  Section,
  SiteImage,
  TemplatePage,
  telHref,
  templateLinks,
  templateMeta,
  useFill,
  useIdentity,
} from '../kit';
import { about, copy, hero, projects, quoteForm, services, site, statistics } from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(site.identity);

export default function ConstructionPage() {
  return (
    <TemplatePage theme={theme} {...site}>
      <Hero theme={theme} {...hero} />

      <Section theme={theme} id="services" {...copy.services}>
        <CardGrid columns={3}>
          {services.map((service) => (
            <Card
              key={service.title}
              theme={theme}
              className="border-t-4 border-(--accent)"
              {...service}
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
                <SiteImage
                  theme={theme}
                  image={project.image}
                  className="aspect-[3/2] object-cover"
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
          <Prose paragraphs={about.paragraphs} className="space-y-5" />
          <ul className="mt-13 grid gap-3 sm:grid-cols-2">
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
      <DataForm theme={theme} form={quoteForm} />
    </ContactSection>
  );
}
