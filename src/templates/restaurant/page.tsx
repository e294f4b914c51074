import * as kit from '../kit';
import * as content from './content';
import { MenuCard } from './menu-card';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.site.identity);

function RestaurantPage() {
  return (
    <kit.TemplatePage theme={theme} {...content.site}>
      <kit.Hero theme={theme} {...content.hero} />

      <kit.Section theme={theme} id="menu" {...content.copy.menu}>
        <div className="grid gap-6 lg:grid-cols-3">
          {content.menu.map((category) => (
            <MenuCard key={category.category} category={category} />
          ))}
        </div>
      </kit.Section>

      <kit.Section
        theme={theme}
        id="about"
        surface="dark"
        eyebrow={content.about.eyebrow}
        title={content.about.title}
        align="start"
      >
        <div className="grid gap-10 lg:grid-cols-5 lg:items-start">
          <kit.Prose paragraphs={content.about.paragraphs} className="space-y-5 lg:col-span-3">
            <dl className="grid grid-cols-3 gap-4 border-t border-white/15 pt-6">
              {content.about.highlights.map((item) => (
                <div key={item.label} className="flex flex-col-reverse">
                  <dt className="mt-1 text-sm leading-5">{item.label}</dt>
                  <dd className={`text-3xl ${theme.heading} ${theme.accentOnDark}`}>
                    {item.value}
                  </dd>
                </div>
              ))}
            </dl>
          </kit.Prose>
          <figure className={`p-8 lg:col-span-2 ${theme.radius} bg-[#fbf4e6] text-stone-700`}>
            <blockquote className={`text-2xl leading-snug ${theme.heading} text-[#1c1512]`}>
              <p>“{content.about.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-6 border-t border-stone-300 pt-4 text-sm">
              <span className="block font-semibold text-[#1c1512]">{content.about.quote.name}</span>
              {content.about.quote.role}
            </figcaption>
          </figure>
        </div>
      </kit.Section>

      <kit.Section theme={theme} id="gallery" {...content.copy.gallery}>
        <kit.CardGrid columns={3} label="Photos">
          {content.gallery.map((item) => (
            <figure key={item.caption} className={`group w-full overflow-hidden ${theme.radius}`}>
              {/* The figure rounds and clips the corners, so the image takes none. */}
              <kit.SiteImage
                theme={{ ...theme, radius: '' }}
                image={item.image}
                className="aspect-[4/3] object-cover transition duration-300 group-hover:scale-105"
              />
              <figcaption className={`pt-3 text-lg ${theme.heading} text-[#1c1512]`}>
                {item.caption}
              </figcaption>
            </figure>
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="reviews" surface="soft" {...content.copy.reviews}>
        <kit.TestimonialGrid
          theme={theme}
          items={content.reviews.map((review) => ({ ...review, detail: review.date }))}
        />
      </kit.Section>

      <kit.ContactSection theme={theme} {...content.copy.contact}>
        <kit.DataForm theme={theme} form={content.reservation} />
      </kit.ContactSection>
    </kit.TemplatePage>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { RestaurantPage as default };
