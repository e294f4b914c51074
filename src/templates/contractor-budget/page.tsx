import {
  ActionButton,
  Card,
  CardGrid,
  CheckList,
  ContactSection,
  DisplayForm,
  Field,
  Hero,
  Section,
  TemplatePage,
  TextAreaField,
  templateLinks,
  templateMeta,
} from '../kit';
import { BackButton } from './back-button';
import {
  backLabel,
  contactForm,
  copy,
  footerColumns,
  hero,
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
      slug="contractor-budget"
      identity={identity}
      theme={theme}
      navLinks={navLinks}
      action={quoteAction}
      footerColumns={footerColumns}
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

      <section aria-label={copy.promisesLabel} className="border-y border-[#f0dccb] bg-white">
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

      <Section theme={theme} id="services" {...copy.services}>
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

      <Section theme={theme} id="projects" surface="soft" {...copy.projects}>
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
                    <dt>{copy.projectFigures.duration}</dt>
                    <dd className="font-bold text-stone-950">{project.duration}</dd>
                  </div>
                  <div>
                    <dt>{copy.projectFigures.budget}</dt>
                    <dd className={`font-bold ${theme.accent}`}>{project.budget}</dd>
                  </div>
                </dl>
              }
            />
          ))}
        </CardGrid>
      </Section>

      <ContactSection theme={theme} {...copy.contact}>
        <DisplayForm theme={theme} title={contactForm.title} submitLabel={contactForm.submitLabel}>
          <Field theme={theme} label="Name" name="name" autoComplete="name" />
          <Field theme={theme} label="Phone" name="phone" type="tel" autoComplete="tel" />
          <Field theme={theme} label="Email" name="email" type="email" autoComplete="email" wide />
          <TextAreaField
            theme={theme}
            label="Job details"
            name="details"
            rows={5}
            placeholder="What needs doing, where, and by when?"
          />
        </DisplayForm>
      </ContactSection>
    </TemplatePage>
  );
}
