import {
  ContactSection,
  EmergencyBand,
  FaqSection,
  Hero,
  Prose,
  Section,
  ServiceGrid,
  TeamGrid,
  TemplatePage,
  TestimonialSection,
  templateLinks,
  templateMeta,
} from '../kit';
import {
  about,
  contactForm,
  copy,
  emergency,
  faqs,
  hero,
  responseTimes,
  services,
  site,
  team,
  testimonials,
  whyChooseUs,
  whyChooseUsTitle,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(site.identity);

export default function SecurityPage() {
  return (
    <TemplatePage theme={theme} {...site}>
      <Hero theme={theme} {...hero} />

      <section aria-label={copy.responseTimesLabel} className="bg-(--accent) text-(--on-accent)">
        <dl className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:px-8">
          {responseTimes.map((item) => (
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

      <Section theme={theme} id="services" {...copy.services}>
        <ServiceGrid
          theme={theme}
          items={services}
          columns={4}
          cardClass="border-t-4 border-(--accent)"
          listClass="mt-5 border-t border-zinc-200 pt-5"
        />
      </Section>

      <Section theme={theme} id="team" surface="soft" {...copy.team}>
        <TeamGrid theme={theme} people={team} />
      </Section>

      <Section
        theme={theme}
        id="about"
        surface="dark"
        eyebrow={about.eyebrow}
        title={about.title}
        align="start"
      >
        <div className="grid gap-12 lg:grid-cols-5">
          <Prose paragraphs={about.paragraphs} className="space-y-5 lg:col-span-2" />
          <div className="lg:col-span-3">
            <h3 className={`text-xl ${theme.heading} text-white`}>{whyChooseUsTitle}</h3>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {whyChooseUs.map(({ title, text, icon: Icon }) => (
                <li key={title} className="border border-zinc-700 bg-zinc-950/40 p-5">
                  <Icon aria-hidden="true" className={`size-7 ${theme.accentOnDark}`} />
                  <p className="mt-3 font-bold text-white">{title}</p>
                  <p className="mt-1 text-sm leading-6">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <TestimonialSection theme={theme} items={testimonials} {...copy.testimonials} />

      <FaqSection theme={theme} items={faqs} {...copy.faq} />

      <EmergencyBand theme={theme} {...emergency} />

      <ContactSection theme={theme} form={contactForm} {...copy.contact} />
    </TemplatePage>
  );
}
