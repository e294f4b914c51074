import {
  Card,
  CardGrid,
  ContactSection,
  DisplayForm,
  Field,
  Hero,
  Section,
  SelectField,
  TemplatePage,
  TestimonialGrid,
  TextAreaField,
  templateLinks,
  templateMeta,
} from '../kit';
import {
  bookAction,
  booking,
  copy,
  footerColumns,
  gallery,
  hero,
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

export default function BeautySalonPage() {
  const { beforeLabel, afterLabel, ...galleryCopy } = copy.gallery;
  return (
    <TemplatePage
      slug="beauty-salon"
      identity={identity}
      theme={theme}
      navLinks={navLinks}
      action={bookAction}
      footerColumns={footerColumns}
    >
      <Hero theme={theme} {...hero} />

      <Section theme={theme} id="services" {...copy.services}>
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

      <Section theme={theme} id="staff" surface="soft" {...copy.staff}>
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

      <Section theme={theme} id="gallery" {...galleryCopy}>
        <CardGrid columns={3}>
          {gallery.map((item) => (
            <figure
              key={item.title}
              className={`w-full overflow-hidden ${theme.radius} ${theme.card.bg}`}
            >
              <div className="grid grid-cols-2 gap-px bg-rose-100">
                {[
                  { label: beforeLabel, image: item.before },
                  { label: afterLabel, image: item.after },
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

      <Section theme={theme} id="reviews" surface="dark" {...copy.reviews}>
        <TestimonialGrid theme={theme} items={testimonials} />
      </Section>

      <ContactSection theme={theme} {...copy.contact}>
        <DisplayForm theme={theme} title={booking.title} submitLabel={booking.submitLabel}>
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
            placeholder={booking.requestsPlaceholder}
          />
        </DisplayForm>
      </ContactSection>
    </TemplatePage>
  );
}
