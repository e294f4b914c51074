import { Briefcase, Clock, Mail, MapPin, Phone, Siren, UserRound } from 'lucide-react';
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
  TemplatePage,
  TestimonialGrid,
  TextAreaField,
  templateLinks,
  templateMeta,
} from '../kit';
import {
  about,
  contact,
  contactForm,
  emergencyAction,
  faqs,
  footerColumns,
  hero,
  hours,
  identity,
  navLinks,
  responseTimes,
  services,
  team,
  testimonials,
  whyChooseUs,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

/** tel: links dial the number without spaces. */
const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

export default function SecurityPage() {
  return (
    <TemplatePage
      slug="security"
      identity={identity}
      theme={theme}
      navLinks={navLinks}
      action={emergencyAction}
      footerColumns={footerColumns}
    >
      <Hero theme={theme} {...hero} />

      <section aria-label="Response times" className="bg-red-600 text-white">
        <dl className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:px-8">
          {responseTimes.map((item) => (
            <div key={item.label} className="flex flex-col-reverse border-l-4 border-white/40 pl-4">
              <dt className="mt-1 text-sm font-medium">{item.label}</dt>
              <dd className={`text-3xl ${theme.heading}`}>{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section
        theme={theme}
        id="services"
        eyebrow="Our services"
        title="Complete protection under one roof"
        intro="From one guard at a trade store to a full security plan for a mine camp."
      >
        <CardGrid columns={4}>
          {services.map((service) => (
            <Card
              key={service.title}
              theme={theme}
              icon={service.icon}
              title={service.title}
              text={service.description}
              className="border-t-4 border-red-600"
            >
              <CheckList
                theme={theme}
                items={service.services}
                className="mt-5 border-t border-zinc-200 pt-5"
              />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="team"
        surface="soft"
        eyebrow="Leadership"
        title="The team on watch"
        intro="Experienced officers from the police, the defence force and the engineering trade."
      >
        <CardGrid columns={3}>
          {team.map((member) => (
            <Card
              key={member.name}
              theme={theme}
              image={member.image}
              imageClass="aspect-square"
              title={member.name}
              meta={member.specialty}
              text={member.description}
            >
              <ul className="mt-5 space-y-2 border-t border-zinc-200 pt-4 text-sm">
                <li className="flex gap-2">
                  <Briefcase
                    aria-hidden="true"
                    className={`mt-0.5 size-4 shrink-0 ${theme.accent}`}
                  />
                  {member.experience}
                </li>
                <li className="flex gap-2">
                  <UserRound
                    aria-hidden="true"
                    className={`mt-0.5 size-4 shrink-0 ${theme.accent}`}
                  />
                  {member.background}
                </li>
              </ul>
            </Card>
          ))}
        </CardGrid>
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
          <div className="space-y-5 text-lg leading-8 lg:col-span-2">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="lg:col-span-3">
            <h3 className={`text-xl ${theme.heading} text-white`}>Why choose us</h3>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {whyChooseUs.map(({ title, text, icon: Icon }) => (
                <li key={title} className="border border-zinc-700 bg-zinc-950/40 p-5">
                  <Icon aria-hidden="true" className="size-7 text-red-500" />
                  <p className="mt-3 font-bold text-white">{title}</p>
                  <p className="mt-1 text-sm leading-6">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        theme={theme}
        id="testimonials"
        eyebrow="Testimonials"
        title="Trusted by local businesses"
      >
        <TestimonialGrid
          theme={theme}
          items={testimonials.map((item) => ({
            ...item,
            detail: `${item.company} · ${item.date}`,
          }))}
        />
      </Section>

      <Section theme={theme} id="faq" surface="soft" eyebrow="FAQ" title="Common questions">
        <FaqAccordion theme={theme} items={faqs} />
      </Section>

      <Section
        theme={theme}
        id="contact"
        eyebrow="Contact"
        title="Get protected today"
        intro={contactForm.intro}
      >
        <div className="grid gap-8 lg:grid-cols-5">
          <div
            className={`p-6 sm:p-8 lg:col-span-2 ${theme.surfaces.dark.bg} ${theme.surfaces.dark.text}`}
          >
            <a
              href={telHref(contact.emergencyPhone)}
              className="mb-8 flex items-center gap-3 bg-red-600 p-4 text-white transition hover:bg-red-700"
            >
              <Siren aria-hidden="true" className="size-7 shrink-0" />
              <span>
                <span className="block text-xs font-bold tracking-widest uppercase">
                  Emergency line, 24/7
                </span>
                <span className="text-xl font-black">{contact.emergencyPhone}</span>
              </span>
            </a>
            <ContactList
              theme={theme}
              onDark
              items={[
                { icon: MapPin, label: 'Head office', value: contact.address },
                {
                  icon: Phone,
                  label: 'Office',
                  value: contact.phone,
                  href: telHref(contact.phone),
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
              <h3 className="flex items-center gap-2 font-bold text-white">
                <Clock aria-hidden="true" className={`size-5 ${theme.accentOnDark}`} />
                Hours
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
              label="Service Needed"
              name="service"
              placeholder="Select a service"
              options={contactForm.serviceOptions}
            />
            <TextAreaField
              theme={theme}
              label="Requirements"
              name="requirements"
              rows={5}
              placeholder="Site location, number of guards, hours, cameras…"
            />
          </DisplayForm>
        </div>
      </Section>
    </TemplatePage>
  );
}
