import { Clock, Hammer, Mail, MapPin, Phone } from 'lucide-react';
import {
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
  StatsBand,
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
  footerColumns,
  hero,
  hours,
  identity,
  navLinks,
  quoteAction,
  reviews,
  services,
  stats,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

const logo = (
  <span className="inline-flex size-8 items-center justify-center rounded-md bg-yellow-400 text-cyan-950">
    <Hammer aria-hidden="true" className="size-5" />
  </span>
);

export default function LocalBusinessPage() {
  return (
    <TemplatePage
      theme={theme}
      header={
        <NavBar
          theme={theme}
          name={identity.name}
          logo={logo}
          links={navLinks}
          action={quoteAction}
        />
      }
      footer={
        <SiteFooter
          theme={theme}
          name={identity.name}
          logo={logo}
          tagline={identity.tagline}
          columns={footerColumns}
        />
      }
    >
      <Hero theme={theme} {...hero} />
      <StatsBand
        theme={theme}
        stats={stats}
        surface="soft"
        label="Harbour City Hardware in numbers"
      />

      <Section theme={theme} id="about" eyebrow={about.eyebrow} title={about.title} align="start">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div className="space-y-4 text-lg leading-8">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <CheckList theme={theme} items={about.points} className="pt-2 text-base" />
          </div>
          <img
            src={about.image.src}
            alt={about.image.alt}
            width={about.image.width}
            height={about.image.height}
            loading="lazy"
            decoding="async"
            className={`h-auto w-full ${theme.radius}`}
          />
        </div>
      </Section>

      <Section
        theme={theme}
        id="services"
        surface="soft"
        eyebrow="What we do"
        title="Services for homes, trades and businesses"
        intro="From a single bag of cement to the full materials list for a house."
      >
        <CardGrid columns={4}>
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
        id="reviews"
        surface="dark"
        eyebrow="Reviews"
        title="Trusted by local businesses"
      >
        <TestimonialGrid
          theme={theme}
          items={reviews.map(({ name, business, rating, text }) => ({
            name,
            rating,
            text,
            detail: business,
          }))}
        />
      </Section>

      <Section
        theme={theme}
        id="contact"
        eyebrow="Contact"
        title="Talk to our team"
        intro="Ask for a price, check stock, or open a trade account. We reply within one working day."
      >
        <div className="grid gap-8 lg:grid-cols-5">
          <div
            className={`p-6 sm:p-8 lg:col-span-2 ${theme.radius} ${theme.surfaces.dark.bg} ${theme.surfaces.dark.text}`}
          >
            <ContactList
              theme={theme}
              onDark
              items={[
                { icon: MapPin, label: 'Head office', value: contact.address },
                { icon: Phone, label: 'Phone', value: contact.phone },
                { icon: Mail, label: 'Email', value: contact.email },
              ]}
            />
            <div className="mt-8 border-t border-white/15 pt-6">
              <h3 className="flex items-center gap-2 font-bold text-white">
                <Clock aria-hidden="true" className={`size-5 ${theme.accentOnDark}`} />
                Opening hours
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
            <Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
            <Field theme={theme} label="Subject" name="subject" wide />
            <TextAreaField theme={theme} label="Message" name="message" rows={5} />
          </DisplayForm>
        </div>
      </Section>
    </TemplatePage>
  );
}
