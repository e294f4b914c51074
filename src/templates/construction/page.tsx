import { Check } from 'lucide-react';
import * as kit from '../kit';
import * as content from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.site.identity);

function ConstructionPage() {
  return (
    <kit.TemplatePage theme={theme} {...content.site}>
      <kit.Hero theme={theme} {...content.hero} />

      <kit.Section theme={theme} id="services" {...content.copy.services}>
        <kit.CardGrid columns={3}>
          {content.services.map((service) => (
            <kit.Card
              key={service.title}
              theme={theme}
              className="border-t-4 border-(--accent)"
              {...service}
            >
              <kit.CheckList theme={theme} items={service.features} className="mt-5" />
            </kit.Card>
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="projects" surface="soft" {...content.copy.projects}>
        <kit.CardGrid columns={2}>
          {content.projects.map((project) => (
            <article
              key={project.id}
              className={`flex w-full flex-col overflow-hidden ${theme.radius} ${theme.card.bg} ${theme.card.text}`}
            >
              <div className="relative">
                <kit.SiteImage
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
                  {content.copy.projects.referenceLabel} {project.id}
                </p>
              </div>
            </article>
          ))}
        </kit.CardGrid>
      </kit.Section>

      <AboutSection />

      <QuoteContactSection />
    </kit.TemplatePage>
  );
}

/** About the company: its story (which names it and its town), values and figures. */
function AboutSection() {
  const fill = kit.useFill();
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
        <div>
          <kit.Prose paragraphs={content.about.paragraphs} className="space-y-5" />
          <ul className="mt-13 grid gap-3 sm:grid-cols-2">
            {content.about.values.map((value) => (
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
          {content.statistics.map((stat) => (
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
    </kit.Section>
  );
}

/** The contact card (with the 24/7 emergency line) beside the quote form. */
function QuoteContactSection() {
  const { emergencyPhone = '' } = kit.useIdentity();
  const { emergencyLabel, emergencyIcon, ...contact } = content.copy.contact;
  return (
    <kit.ContactSection
      theme={theme}
      {...contact}
      extraItems={[
        {
          icon: emergencyIcon,
          label: emergencyLabel,
          value: emergencyPhone,
          href: kit.telHref(emergencyPhone),
        },
      ]}
    >
      <kit.DataForm theme={theme} form={content.quoteForm} />
    </kit.ContactSection>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { ConstructionPage as default };
