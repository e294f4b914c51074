import { Clock, Flower2, Mail, MapPin, Phone } from 'lucide-react';
import {
  Card,
  CardGrid,
  ContactList,
  DisplayForm,
  Field,
  Hero,
  HoursList,
  NavBar,
  Section,
  SelectField,
  SiteFooter,
  TemplatePage,
  TestimonialGrid,
  TextAreaField,
  templateLinks,
  templateMeta,
} from '../kit';
import {
  bookAction,
  booking,
  contact,
  footerColumns,
  gallery,
  hero,
  hours,
  identity,
  navLinks,
  services,
  staff,
  testimonials,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

const logo = <Flower2 aria-hidden="true" className="size-6 text-rose-600" />;

export default function BeautySalonPage() {
  return (
    <TemplatePage
      theme={theme}
      header={
        <NavBar
          theme={theme}
          name={identity.name}
          logo={logo}
          links={navLinks}
          action={bookAction}
        />
      }
      footer={
        <SiteFooter
          theme={theme}
          name={identity.name}
          logo={<Flower2 aria-hidden="true" className="size-5 text-rose-300" />}
          tagline={identity.tagline}
          columns={footerColumns}
        />
      }
    >
      <Hero theme={theme} {...hero} />

      <Section
        theme={theme}
        id="services"
        eyebrow="Services & prices"
        title="Treatments for hair, skin and nails"
        intro="Every visit starts with a short consultation, so you only pay for what you need."
      >
        <CardGrid columns={4}>
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
            />
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="staff"
        surface="soft"
        eyebrow="Our team"
        title="Meet the stylists"
        intro="Trained in Port Moresby, Brisbane and Manila, and proud to look after our own."
      >
        <CardGrid columns={4}>
          {staff.map((member) => (
            <Card
              key={member.name}
              theme={theme}
              image={member.image}
              imageClass="aspect-square"
              title={member.name}
              meta={member.role}
              text={member.experience}
            />
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="gallery"
        eyebrow="Before & after"
        title="Real clients, real results"
        intro="A few recent transformations from our chairs."
      >
        <CardGrid columns={3}>
          {gallery.map((item) => (
            <figure
              key={item.title}
              className={`w-full overflow-hidden ${theme.radius} ${theme.card.bg}`}
            >
              <div className="grid grid-cols-2 gap-px bg-rose-100">
                {[
                  { label: 'Before', image: item.before },
                  { label: 'After', image: item.after },
                ].map(({ label, image }) => (
                  <div key={label} className="relative bg-white">
                    <img
                      src={image.src}
                      alt={image.alt}
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                      decoding="async"
                      className="aspect-square h-auto w-full"
                    />
                    <span
                      aria-hidden="true"
                      className="absolute top-3 left-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-stone-800"
                    >
                      {label}
                    </span>
                  </div>
                ))}
              </div>
              <figcaption className={`px-5 py-4 text-lg ${theme.heading} ${theme.card.heading}`}>
                {item.title}
              </figcaption>
            </figure>
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="reviews"
        surface="dark"
        eyebrow="Kind words"
        title="What our clients say"
      >
        <TestimonialGrid theme={theme} items={testimonials} />
      </Section>

      <Section
        theme={theme}
        id="contact"
        eyebrow="Bookings"
        title="Visit us in Waigani"
        intro={booking.intro}
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
                Opening hours
              </h3>
              <HoursList hours={hours} className="mt-3" />
            </div>
          </div>
          <DisplayForm
            theme={theme}
            title={booking.title}
            submitLabel={booking.submitLabel}
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
              options={booking.serviceOptions}
            />
            <TextAreaField
              theme={theme}
              label="Special requests"
              name="requests"
              placeholder="Preferred day and time, stylist, allergies…"
            />
          </DisplayForm>
        </div>
      </Section>
    </TemplatePage>
  );
}
