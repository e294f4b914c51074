import {
  CardGrid,
  ContactSection,
  DataForm,
  Hero,
  Prose,
  Section,
  SiteImage,
  TemplatePage,
  TestimonialGrid,
  templateLinks,
  templateMeta,
} from '../kit';
import { about, copy, gallery, hero, menu, reservation, reviews, site } from './content';
import { MenuCard } from './menu-card';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(site.identity);

export default function RestaurantPage() {
  return (
    <TemplatePage theme={theme} {...site}>
      <Hero theme={theme} {...hero} />

      <Section theme={theme} id="menu" {...copy.menu}>
        <div className="grid gap-6 lg:grid-cols-3">
          {menu.map((category) => (
            <MenuCard key={category.category} category={category} />
          ))}
        </div>
      </Section>

      <Section
        theme={theme}
        id="about"
        surface="dark"
        eyebrow={about.eyebrow}
        title={about.title}
        align="start"
      >
        <div className="grid gap-10 lg:grid-cols-5 lg:items-start">
          <Prose paragraphs={about.paragraphs} className="space-y-5 lg:col-span-3">
            <dl className="grid grid-cols-3 gap-4 border-t border-white/15 pt-6">
              {about.highlights.map((item) => (
                <div key={item.label} className="flex flex-col-reverse">
                  <dt className="mt-1 text-sm leading-5">{item.label}</dt>
                  <dd className={`text-3xl ${theme.heading} ${theme.accentOnDark}`}>
                    {item.value}
                  </dd>
                </div>
              ))}
            </dl>
          </Prose>
          <figure className={`p-8 lg:col-span-2 ${theme.radius} bg-[#fbf4e6] text-stone-700`}>
            <blockquote className={`text-2xl leading-snug ${theme.heading} text-[#1c1512]`}>
              <p>“{about.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-6 border-t border-stone-300 pt-4 text-sm">
              <span className="block font-semibold text-[#1c1512]">{about.quote.name}</span>
              {about.quote.role}
            </figcaption>
          </figure>
        </div>
      </Section>

      <Section theme={theme} id="gallery" {...copy.gallery}>
        <CardGrid columns={3} label="Photos">
          {gallery.map((item) => (
            <figure key={item.caption} className={`group w-full overflow-hidden ${theme.radius}`}>
              {/* The figure rounds and clips the corners, so the image takes none. */}
              <SiteImage
                theme={{ ...theme, radius: '' }}
                image={item.image}
                className="aspect-[4/3] object-cover transition duration-300 group-hover:scale-105"
              />
              <figcaption className={`pt-3 text-lg ${theme.heading} text-[#1c1512]`}>
                {item.caption}
              </figcaption>
            </figure>
          ))}
        </CardGrid>
      </Section>

      <Section theme={theme} id="reviews" surface="soft" {...copy.reviews}>
        <TestimonialGrid
          theme={theme}
          items={reviews.map((review) => ({ ...review, detail: review.date }))}
        />
      </Section>

      <ContactSection theme={theme} {...copy.contact}>
        <DataForm theme={theme} form={reservation} />
      </ContactSection>
    </TemplatePage>
  );
}
