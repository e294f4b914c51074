import {
  Card,
  CardGrid,
  ContactSection,
  DataForm,
  Hero,
  Section,
  SiteImage,
  TemplatePage,
  TestimonialGrid,
  templateLinks,
  templateMeta,
} from '../kit';
import { booking, copy, gallery, hero, services, site, staff, testimonials } from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(site.identity);

export default function BeautySalonPage() {
  const { beforeLabel, afterLabel, ...galleryCopy } = copy.gallery;
  return (
    <TemplatePage theme={theme} {...site}>
      <Hero theme={theme} {...hero} />

      <Section theme={theme} id="services" {...copy.services}>
        <CardGrid columns={4}>
          {services.map((service) => (
            <Card
              key={service.title}
              theme={theme}
              {...service}
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
            <Card key={member.title} theme={theme} imageClass="aspect-square" {...member} />
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
                    {/* Square halves of one rounded figure: no rounding of their own. */}
                    <SiteImage
                      theme={theme}
                      image={image}
                      className="aspect-square rounded-none!"
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
        <DataForm theme={theme} form={booking} />
      </ContactSection>
    </TemplatePage>
  );
}
