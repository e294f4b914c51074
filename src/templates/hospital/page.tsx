import { Clock, GraduationCap, Mail, MapPin, Phone, Siren } from 'lucide-react';
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
  appointment,
  bookAction,
  contact,
  departments,
  doctors,
  emergency,
  faqs,
  footerColumns,
  hero,
  heroStats,
  identity,
  navLinks,
  serviceHours,
  testimonials,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

export default function HospitalPage() {
  return (
    <TemplatePage
      slug="hospital"
      identity={identity}
      theme={theme}
      navLinks={navLinks}
      action={bookAction}
      footerColumns={footerColumns}
    >
      <Hero theme={theme} {...hero}>
        <StatList
          theme={theme}
          stats={heroStats}
          headingClass="text-sky-800"
          className="mt-10 border-t border-slate-200 pt-8"
        />
      </Hero>

      <section aria-labelledby="emergency-title" className="bg-red-700 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <div className="flex items-start gap-3">
            <Siren aria-hidden="true" className="mt-1 size-7 shrink-0" />
            <div>
              <h2 id="emergency-title" className={`text-xl ${theme.heading}`}>
                {emergency.title}
              </h2>
              <p className="mt-1 max-w-2xl text-red-50">{emergency.text}</p>
            </div>
          </div>
          <a
            href={`tel:${emergency.tel}`}
            className="shrink-0 rounded-lg bg-white px-5 py-3 text-center text-xl font-bold text-red-800 transition-colors hover:bg-red-50 active:bg-red-100"
          >
            <span className="sr-only">Call the emergency hotline </span>
            {emergency.phone}
          </a>
        </div>
      </section>

      <Section
        theme={theme}
        id="departments"
        eyebrow="Departments"
        title="Four specialist departments, one team"
        intro="Each department has its own clinic, ward and consultants, backed by our laboratory and imaging."
      >
        <CardGrid columns={4}>
          {departments.map((department) => (
            <Card
              key={department.title}
              theme={theme}
              icon={department.icon}
              title={department.title}
              text={department.description}
            >
              <CheckList theme={theme} items={department.services} className="mt-5" />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="doctors"
        surface="soft"
        eyebrow="Our doctors"
        title="Consultants who trained here and came home"
      >
        <CardGrid columns={3}>
          {doctors.map((doctor) => (
            <Card
              key={doctor.name}
              theme={theme}
              image={doctor.image}
              imageClass="aspect-[4/3]"
              title={doctor.name}
              meta={doctor.specialty}
              text={doctor.description}
            >
              <ul className="mt-5 space-y-2 border-t border-slate-200 pt-4 text-sm">
                <li className="flex gap-2">
                  <GraduationCap aria-hidden="true" className={`size-4 shrink-0 ${theme.accent}`} />
                  {doctor.education}
                </li>
                <li className="flex gap-2">
                  <Clock aria-hidden="true" className={`size-4 shrink-0 ${theme.accent}`} />
                  {doctor.experience}
                </li>
              </ul>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section theme={theme} id="about" eyebrow="About us" title={about.title} align="start">
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="space-y-5 text-lg leading-8 lg:col-span-2">
            {about.text.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <div className="lg:col-span-3">
            <h3 className={`text-2xl ${theme.heading} text-[#0b2545]`}>Service hours</h3>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2">
              {serviceHours.map((block) => (
                <li key={block.title} className={`p-5 ${theme.radius} ${theme.card.bg}`}>
                  <h4 className="flex items-center gap-2 font-semibold text-[#0b2545]">
                    <Clock aria-hidden="true" className={`size-4 ${theme.accent}`} />
                    {block.title}
                  </h4>
                  <HoursList hours={block.hours} className="mt-2 text-sm" />
                </li>
              ))}
            </ul>
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
        id="faq"
        surface="soft"
        eyebrow="FAQ"
        title="Questions patients often ask"
      >
        <FaqAccordion theme={theme} items={faqs} />
      </Section>

      <Section
        theme={theme}
        id="contact"
        eyebrow="Appointments"
        title="Book a visit"
        intro={appointment.intro}
      >
        <div className="grid gap-8 lg:grid-cols-5">
          <div
            className={`p-6 sm:p-8 lg:col-span-2 lg:self-start ${theme.radius} ${theme.surfaces.dark.bg} ${theme.surfaces.dark.text}`}
          >
            <ContactList
              theme={theme}
              onDark
              items={[
                { icon: MapPin, label: 'Address', value: contact.address },
                { icon: Phone, label: 'Reception', value: contact.phone },
                { icon: Siren, label: 'Emergency hotline (24/7)', value: emergency.phone },
                { icon: Mail, label: 'Email', value: contact.email },
              ]}
            />
          </div>
          <DisplayForm
            theme={theme}
            title={appointment.title}
            submitLabel={appointment.submitLabel}
            className="lg:col-span-3"
          >
            <Field theme={theme} label="Full name" name="name" autoComplete="name" wide />
            <Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
            <Field theme={theme} label="Phone" name="phone" type="tel" autoComplete="tel" />
            <SelectField
              theme={theme}
              label="Department"
              name="department"
              placeholder="Choose a department"
              options={appointment.departmentOptions}
            />
            <SelectField
              theme={theme}
              label="Preferred doctor"
              name="doctor"
              options={appointment.doctorOptions}
            />
            <Field theme={theme} label="Preferred date" name="date" type="date" />
            <Field theme={theme} label="Preferred time" name="time" type="time" />
            <TextAreaField
              theme={theme}
              label="Reason for visit"
              name="reason"
              placeholder="Briefly describe your symptoms or the care you need."
            />
          </DisplayForm>
        </div>
      </Section>
    </TemplatePage>
  );
}
