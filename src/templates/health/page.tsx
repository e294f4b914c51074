import { Clock, Mail, MapPin, Phone, PhoneCall } from 'lucide-react';
import {
  Card,
  CardGrid,
  CheckList,
  ContactList,
  DisplayForm,
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
  appointment,
  bookAction,
  contact,
  doctors,
  emergency,
  footerColumns,
  hero,
  hours,
  identity,
  navLinks,
  serviceColumns,
  services,
  testimonials,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

export default function HealthPage() {
  return (
    <TemplatePage
      slug="health"
      identity={identity}
      theme={theme}
      navLinks={navLinks}
      action={bookAction}
      footerColumns={footerColumns}
    >
      <Hero theme={theme} {...hero} />

      <section aria-labelledby="emergency-title" className="bg-red-700 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <div className="flex items-start gap-3">
            <PhoneCall aria-hidden="true" className="mt-1 size-6 shrink-0" />
            <div>
              <h2 id="emergency-title" className={`text-lg ${theme.heading}`}>
                {emergency.title}
              </h2>
              <p className="text-red-50">{emergency.text}</p>
            </div>
          </div>
          <a
            href={`tel:${emergency.tel}`}
            className="shrink-0 text-2xl font-bold tracking-wide underline-offset-4 hover:underline"
          >
            <span className="sr-only">Call the nurse line </span>
            {emergency.phone}
          </a>
        </div>
      </section>

      <Section
        theme={theme}
        id="services"
        eyebrow="Our services"
        title="Care for every stage of life"
        intro="Most visits cost a small fee; vaccines and antenatal care are free."
      >
        <CardGrid columns={3}>
          {services.map((service) => (
            <Card
              key={service.title}
              theme={theme}
              icon={service.icon}
              title={service.title}
              text={service.description}
            />
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="doctors"
        surface="soft"
        eyebrow="Our doctors"
        title="Meet the team who know you by name"
        intro="Check who is in today before you come."
      >
        <CardGrid columns={4}>
          {doctors.map((doctor) => (
            <Card
              key={doctor.name}
              theme={theme}
              image={doctor.image}
              imageClass="aspect-square"
              badge={doctor.availability}
              title={doctor.name}
              meta={doctor.specialty}
              text={doctor.experience}
            />
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="about"
        eyebrow="About us"
        title="Community care since 2009"
        align="start"
      >
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-5 text-lg leading-8">
            {about.text.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <StatList
              theme={theme}
              stats={about.facts}
              headingClass="text-emerald-800"
              className="border-t border-emerald-900/10 pt-6 sm:grid-cols-3"
            />
          </div>
          <div className={`p-6 sm:p-8 ${theme.radius} ${theme.card.bg}`}>
            <h3 className={`text-2xl ${theme.heading} ${theme.card.heading}`}>Services we offer</h3>
            <div className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-2">
              {serviceColumns.map((column) => (
                <CheckList
                  key={column[0]}
                  theme={theme}
                  items={column}
                  className="space-y-3 text-base"
                />
              ))}
            </div>
          </div>
        </div>
      </Section>

      <Section
        theme={theme}
        id="testimonials"
        surface="dark"
        eyebrow="Patient stories"
        title="What our patients say"
      >
        <TestimonialGrid theme={theme} items={testimonials} />
      </Section>

      <Section
        theme={theme}
        id="contact"
        eyebrow="Contact"
        title="Visit us in Eriku"
        intro={appointment.intro}
      >
        <div className="grid gap-8 lg:grid-cols-5">
          <div
            className={`p-6 sm:p-8 lg:col-span-2 ${theme.radius} ${theme.surfaces.dark.bg} ${theme.surfaces.dark.text}`}
          >
            <ContactList
              theme={theme}
              onDark
              items={[
                { icon: MapPin, label: 'Address', value: contact.address },
                { icon: Phone, label: 'Phone', value: contact.phone },
                { icon: Mail, label: 'Email', value: contact.email },
              ]}
            />
            <div className="mt-8 border-t border-white/15 pt-6">
              <h3 className="flex items-center gap-2 font-semibold text-white">
                <Clock aria-hidden="true" className={`size-5 ${theme.accentOnDark}`} />
                Clinic hours
              </h3>
              <HoursList hours={hours} className="mt-3" />
            </div>
          </div>
          <DisplayForm
            theme={theme}
            title={appointment.title}
            submitLabel={appointment.submitLabel}
            className="lg:col-span-3"
          >
            <Field theme={theme} label="Name" name="name" autoComplete="name" />
            <Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
            <Field theme={theme} label="Phone" name="phone" type="tel" autoComplete="tel" />
            <SelectField
              theme={theme}
              label="Service"
              name="service"
              placeholder="Choose a service"
              options={appointment.serviceOptions}
            />
            <Field theme={theme} label="Preferred date" name="date" type="date" wide />
            <TextAreaField
              theme={theme}
              label="Message"
              name="message"
              placeholder="How can we help? Include any symptoms or questions."
            />
          </DisplayForm>
        </div>
      </Section>
    </TemplatePage>
  );
}
