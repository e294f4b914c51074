import { Clock, HardHat } from 'lucide-react';
import {
  ActionButton,
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
  SiteFooter,
  TemplatePage,
  TextAreaField,
  templateLinks,
  templateMeta,
} from '../kit';
import { BackButton } from './back-button';
import {
  backLabel,
  contactForm,
  contactItems,
  footerColumns,
  hero,
  hours,
  identity,
  navLinks,
  productsPath,
  projects,
  promises,
  quoteAction,
  services,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

export default function ContractorBudgetPage() {
  return (
    <TemplatePage
      theme={theme}
      header={
        <NavBar
          theme={theme}
          name={identity.name}
          logo={<HardHat aria-hidden="true" className="size-6 shrink-0 text-[#b23a22]" />}
          links={navLinks}
          action={quoteAction}
        />
      }
      footer={
        <SiteFooter
          theme={theme}
          name={identity.name}
          logo={<HardHat aria-hidden="true" className="size-5 text-amber-300" />}
          tagline={identity.tagline}
          columns={footerColumns}
        />
      }
    >
      <Hero theme={theme} {...hero}>
        {/* The kit's actions are links or inert buttons; going back needs a handler of its own. */}
        <div className="mt-8 flex flex-wrap gap-3">
          <ActionButton theme={theme} action={quoteAction} />
          <BackButton
            label={backLabel}
            fallbackHref={productsPath}
            className={theme.button.secondary}
          />
        </div>
      </Hero>

      <section aria-label="Our promise" className="border-y border-[#f0dccb] bg-white">
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:px-8">
          {promises.map((promise) => (
            <li key={promise.title} className="flex items-start gap-3">
              <span
                className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${theme.chip}`}
              >
                <promise.icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-bold text-stone-950">{promise.title}</span>
                <span className="text-sm">{promise.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <Section
        theme={theme}
        id="services"
        eyebrow="Services & prices"
        title="Honest prices, written down"
        intro="Every job starts with a free site visit and an itemised quote in Kina."
      >
        <CardGrid columns={3}>
          {services.map((service) => (
            <Card
              key={service.title}
              theme={theme}
              icon={service.icon}
              title={service.title}
              text={service.description}
              footer={
                <p className={`text-2xl ${theme.heading} ${theme.accent}`}>{service.price}</p>
              }
            >
              <CheckList theme={theme} items={service.includes} className="mt-5" />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="projects"
        surface="soft"
        eyebrow="Recent projects"
        title="Jobs we finished this year"
        intro="Real timelines and real budgets, so you know what to expect."
      >
        <CardGrid columns={3}>
          {projects.map((project) => (
            <Card
              key={project.title}
              theme={theme}
              image={project.image}
              imageClass="aspect-[3/2]"
              title={project.title}
              text={project.description}
              footer={
                <dl className="grid grid-cols-2 gap-3 border-t border-[#f0dccb] pt-4 text-sm">
                  <div>
                    <dt>Duration</dt>
                    <dd className="font-bold text-stone-950">{project.duration}</dd>
                  </div>
                  <div>
                    <dt>Budget</dt>
                    <dd className={`font-bold ${theme.accent}`}>{project.budget}</dd>
                  </div>
                </dl>
              }
            />
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="contact"
        eyebrow="Free quote"
        title="Get a price for your job"
        intro={contactForm.intro}
      >
        <div className="grid gap-8 lg:grid-cols-5">
          <div
            className={`p-6 sm:p-8 lg:col-span-2 ${theme.radius} ${theme.surfaces.dark.bg} ${theme.surfaces.dark.text}`}
          >
            <ContactList theme={theme} onDark items={contactItems} />
            <div className="mt-8 border-t border-white/15 pt-6">
              <h3 className="flex items-center gap-2 font-bold text-white">
                <Clock aria-hidden="true" className="size-5 text-amber-300" />
                Working hours
              </h3>
              <HoursList hours={hours} className="mt-3" />
            </div>
          </div>
          <DisplayForm
            theme={theme}
            title={contactForm.title}
            submitLabel={contactForm.submitLabel}
            className="lg:col-span-3"
          >
            <Field theme={theme} label="Name" name="name" autoComplete="name" />
            <Field theme={theme} label="Phone" name="phone" type="tel" autoComplete="tel" />
            <Field
              theme={theme}
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              wide
            />
            <TextAreaField
              theme={theme}
              label="Job details"
              name="details"
              rows={5}
              placeholder="What needs doing, where, and by when?"
            />
          </DisplayForm>
        </div>
      </Section>
    </TemplatePage>
  );
}
