import * as kit from '../kit';
import { BackButton } from './back-button';
import * as content from './content';
import { ProjectCards } from './project-cards';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.site.identity);

function ContractorBudgetPage() {
  return (
    <kit.TemplatePage theme={theme} {...content.site}>
      <kit.Hero theme={theme} {...content.hero}>
        {/* The kit's actions are links or inert buttons; going back needs a handler of its own. */}
        <div className="mt-8 flex flex-wrap gap-3">
          <kit.ActionButton theme={theme} action={content.quoteAction} />
          <BackButton
            label={content.backLabel}
            fallbackHref={content.productsPath}
            className={theme.button.secondary}
          />
        </div>
      </kit.Hero>

      <section
        aria-label={content.copy.promisesLabel}
        className="border-y border-[#f0dccb] bg-white"
      >
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:px-8">
          {content.promises.map((promise) => (
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

      <kit.Section theme={theme} id="services" {...content.copy.services}>
        <kit.CardGrid columns={3}>
          {content.services.map((service) => (
            <kit.Card
              key={service.title}
              theme={theme}
              icon={service.icon}
              title={service.title}
              text={service.description}
              footer={
                <p className={`text-2xl ${theme.heading} ${theme.accent}`}>{service.price}</p>
              }
            >
              <kit.CheckList theme={theme} items={service.includes} className="mt-5" />
            </kit.Card>
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="projects" surface="soft" {...content.copy.projects}>
        <ProjectCards />
      </kit.Section>

      <kit.ContactSection theme={theme} {...content.copy.contact}>
        <kit.DisplayForm
          theme={theme}
          title={content.contactForm.title}
          submitLabel={content.contactForm.submitLabel}
        >
          <kit.Field theme={theme} label="Name" name="name" autoComplete="name" />
          <kit.Field theme={theme} label="Phone" name="phone" type="tel" autoComplete="tel" />
          <kit.Field
            theme={theme}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            wide
          />
          <kit.TextAreaField
            theme={theme}
            label="Job details"
            name="details"
            rows={5}
            placeholder="What needs doing, where, and by when?"
          />
        </kit.DisplayForm>
      </kit.ContactSection>
    </kit.TemplatePage>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { ContractorBudgetPage as default };
