import * as kit from '../kit';
import * as content from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.site.identity);

function BeautySalonPage() {
  const { beforeLabel, afterLabel, ...galleryCopy } = content.copy.gallery;
  return (
    <kit.TemplatePage theme={theme} {...content.site}>
      <kit.Hero theme={theme} {...content.hero} />

      <kit.Section theme={theme} id="services" {...content.copy.services}>
        <kit.CardGrid columns={4}>
          {content.services.map((service) => (
            <kit.Card
              key={service.title}
              theme={theme}
              {...service}
              footer={
                <p className={`text-2xl ${theme.heading} ${theme.accent}`}>{service.price}</p>
              }
            />
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="staff" surface="soft" {...content.copy.staff}>
        <kit.CardGrid columns={4}>
          {content.staff.map((member) => (
            <kit.Card key={member.title} theme={theme} imageClass="aspect-square" {...member} />
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="gallery" {...galleryCopy}>
        <kit.CardGrid columns={3}>
          {content.gallery.map((item) => (
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
                    <kit.SiteImage
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
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="reviews" surface="dark" {...content.copy.reviews}>
        <kit.TestimonialGrid theme={theme} items={content.testimonials} />
      </kit.Section>

      <kit.ContactSection theme={theme} {...content.copy.contact}>
        <kit.DataForm theme={theme} form={content.booking} />
      </kit.ContactSection>
    </kit.TemplatePage>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { BeautySalonPage as default };
