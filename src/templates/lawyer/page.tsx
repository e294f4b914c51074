import { Award, Clock, GraduationCap, Mail, MapPin, Phone, PhoneCall } from 'lucide-react';
import {
  Card,
  CardGrid,
  CheckList,
  ContactList,
  DisplayForm,
  FaqAccordion,
  Field,
  Hero,
  HoursList,
  Section,
  SelectField,
  StatList,
  TemplatePage,
  TestimonialGrid,
  TextAreaField,
  templateLinks,
  templateMeta,
} from '../kit';
import {
  about,
  consultationAction,
  contact,
  contactForm,
  emergency,
  established,
  faqs,
  footerColumns,
  hero,
  hours,
  identity,
  lawyers,
  navLinks,
  practiceAreas,
  stats,
  testimonials,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

/** tel: links dial the number without spaces. */
const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

export default function LawyerPage() {
  return (
    <TemplatePage
      slug="lawyer"
      identity={identity}
      theme={theme}
      navLinks={navLinks}
      action={consultationAction}
      footerColumns={footerColumns}
    >
      <Hero theme={theme} {...hero}>
        <StatList
          theme={theme}
          stats={stats}
          headingClass="text-[#e6c883]"
          className="mt-10 border-t border-white/15 pt-8 [&>div]:justify-end"
        />
      </Hero>

      <section aria-label="Emergency legal help" className="bg-[#b8893b] text-[#0d1a30]">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <div className="flex items-start gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-sm bg-[#0d1a30] text-[#e6c883]">
              <PhoneCall aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-serif text-lg font-bold">{emergency.title}</p>
              <p className="text-sm">{emergency.text}</p>
            </div>
          </div>
          <a
            href={telHref(emergency.phone)}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-sm bg-[#0d1a30] px-5 py-3 text-sm font-semibold tracking-wider text-white transition hover:bg-[#13233f] active:translate-y-px"
          >
            <Phone aria-hidden="true" className="size-4" />
            24/7 line: {emergency.phone}
          </a>
        </div>
      </section>

      <Section
        theme={theme}
        id="practice-areas"
        eyebrow="Practice areas"
        title="Focused expertise in four areas of law"
        intro="Each matter is led by a lawyer who practises in that field every day."
      >
        <CardGrid columns={2}>
          {practiceAreas.map((area) => (
            <Card
              key={area.title}
              theme={theme}
              icon={area.icon}
              title={area.title}
              text={area.description}
            >
              <CheckList
                theme={theme}
                items={area.services}
                className="mt-5 grid gap-x-6 space-y-0 gap-y-2 border-t border-slate-200 pt-5 sm:grid-cols-2"
              />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="team"
        surface="soft"
        eyebrow="Our lawyers"
        title="Meet the team"
        intro="Admitted in Papua New Guinea, trained at home and abroad."
      >
        <CardGrid columns={3}>
          {lawyers.map((lawyer) => (
            <Card
              key={lawyer.name}
              theme={theme}
              image={lawyer.image}
              imageClass="aspect-square"
              title={lawyer.name}
              meta={lawyer.specialty}
              text={lawyer.description}
            >
              <ul className="mt-5 space-y-2 border-t border-slate-200 pt-4 text-sm">
                <li className="flex gap-2">
                  <Award aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${theme.accent}`} />
                  {lawyer.experience}
                </li>
                <li className="flex gap-2">
                  <GraduationCap
                    aria-hidden="true"
                    className={`mt-0.5 size-4 shrink-0 ${theme.accent}`}
                  />
                  {lawyer.education}
                </li>
              </ul>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section theme={theme} id="about" eyebrow={about.eyebrow} title={about.title} align="start">
        <div className="grid gap-10 lg:grid-cols-5 lg:items-start">
          <div className="space-y-5 text-lg leading-8 lg:col-span-3">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <CheckList
              theme={theme}
              items={about.values}
              className="grid gap-x-6 space-y-0 gap-y-3 pt-2 text-base sm:grid-cols-2"
            />
          </div>
          <div
            className={`p-8 lg:col-span-2 ${theme.radius} ${theme.surfaces.dark.bg} ${theme.surfaces.dark.text}`}
          >
            <p className="text-xs font-semibold tracking-[0.3em] text-[#d9b46a] uppercase">
              Serving PNG since
            </p>
            <p className="mt-1 font-serif text-6xl font-bold text-white">{established}</p>
            <dl className="mt-8 divide-y divide-white/15 border-t border-white/15">
              {about.facts.map((fact) => (
                <div key={fact.label} className="flex justify-between gap-4 py-3">
                  <dt>{fact.label}</dt>
                  <dd className="text-right font-semibold text-white">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <Section
        theme={theme}
        id="testimonials"
        surface="dark"
        eyebrow="Client testimonials"
        title="What our clients say"
      >
        <TestimonialGrid
          theme={theme}
          items={testimonials.map((item) => ({ ...item, detail: `${item.case} · ${item.date}` }))}
        />
      </Section>

      <Section
        theme={theme}
        id="faq"
        surface="soft"
        eyebrow="FAQ"
        title="Frequently asked questions"
      >
        <FaqAccordion theme={theme} items={faqs} />
      </Section>

      <Section
        theme={theme}
        id="contact"
        eyebrow="Contact"
        title="Speak to a lawyer"
        intro={contactForm.intro}
      >
        <div className="grid gap-8 lg:grid-cols-5">
          <div
            className={`p-6 sm:p-8 lg:col-span-2 ${theme.radius} ${theme.surfaces.dark.bg} ${theme.surfaces.dark.text}`}
          >
            <ContactList
              theme={theme}
              onDark
              items={[
                { icon: MapPin, label: 'Office', value: contact.address },
                { icon: Phone, label: 'Phone', value: contact.phone, href: telHref(contact.phone) },
                {
                  icon: PhoneCall,
                  label: 'Emergency (24/7)',
                  value: contact.emergencyPhone,
                  href: telHref(contact.emergencyPhone),
                },
                {
                  icon: Mail,
                  label: 'Email',
                  value: contact.email,
                  href: `mailto:${contact.email}`,
                },
              ]}
            />
            <div className="mt-8 border-t border-white/15 pt-6">
              <h3 className="flex items-center gap-2 font-semibold text-white">
                <Clock aria-hidden="true" className={`size-5 ${theme.accentOnDark}`} />
                Office hours
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
            <Field theme={theme} label="Full Name" name="fullName" autoComplete="name" />
            <Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
            <Field theme={theme} label="Phone" name="phone" type="tel" autoComplete="tel" />
            <SelectField
              theme={theme}
              label="Legal Matter Type"
              name="matterType"
              placeholder="Select a matter type"
              options={contactForm.matterTypes}
            />
            <TextAreaField
              theme={theme}
              label="Description"
              name="description"
              rows={5}
              placeholder="Briefly describe your situation and any dates that matter…"
            />
          </DisplayForm>
        </div>
      </Section>
    </TemplatePage>
  );
}
