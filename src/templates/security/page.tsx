import * as kit from '../kit';
import * as content from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.site.identity);

function SecurityPage() {
  return (
    <kit.TemplatePage theme={theme} {...content.site}>
      <kit.Hero theme={theme} {...content.hero} />

      <section
        aria-label={content.copy.responseTimesLabel}
        className="bg-(--accent) text-(--on-accent)"
      >
        <dl className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:px-8">
          {content.responseTimes.map((item) => (
            <div
              key={item.label}
              className="flex flex-col-reverse border-l-4 border-current/40 pl-4"
            >
              <dt className="mt-1 text-sm font-medium">{item.label}</dt>
              <dd className={`text-3xl ${theme.heading}`}>{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <kit.Section theme={theme} id="services" {...content.copy.services}>
        <kit.ServiceGrid
          theme={theme}
          items={content.services}
          columns={4}
          cardClass="border-t-4 border-(--accent)"
          listClass="mt-5 border-t border-zinc-200 pt-5"
        />
      </kit.Section>

      <kit.Section theme={theme} id="team" surface="soft" {...content.copy.team}>
        <kit.TeamGrid theme={theme} people={content.team} />
      </kit.Section>

      <kit.Section
        theme={theme}
        id="about"
        surface="dark"
        eyebrow={content.about.eyebrow}
        title={content.about.title}
        align="start"
      >
        <div className="grid gap-12 lg:grid-cols-5">
          <kit.Prose paragraphs={content.about.paragraphs} className="space-y-5 lg:col-span-2" />
          <div className="lg:col-span-3">
            <h3 className={`text-xl ${theme.heading} text-white`}>{content.whyChooseUsTitle}</h3>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {content.whyChooseUs.map(({ title, text, icon: Icon }) => (
                <li key={title} className="border border-zinc-700 bg-zinc-950/40 p-5">
                  <Icon aria-hidden="true" className={`size-7 ${theme.accentOnDark}`} />
                  <p className="mt-3 font-bold text-white">{title}</p>
                  <p className="mt-1 text-sm leading-6">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </kit.Section>

      <kit.TestimonialSection
        theme={theme}
        items={content.testimonials}
        {...content.copy.testimonials}
      />

      <kit.FaqSection theme={theme} items={content.faqs} {...content.copy.faq} />

      <kit.EmergencyBand theme={theme} {...content.emergency} />

      <kit.ContactSection theme={theme} form={content.contactForm} {...content.copy.contact} />
    </kit.TemplatePage>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { SecurityPage as default };
