import {
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
  about,
  footerColumns,
  gallery,
  hero,
  identity,
  menu,
  navLinks,
  reservation,
  reserveAction,
  reviews,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

export default function RestaurantPage() {
  return (
    <TemplatePage
      slug="restaurant"
      identity={identity}
      theme={theme}
      navLinks={navLinks}
      action={reserveAction}
      footerColumns={footerColumns}
    >
      <Hero theme={theme} {...hero} />

      <Section
        theme={theme}
        id="menu"
        eyebrow="Our menu"
        title="From the reef, the garden and the fire"
        intro="Prices in kina. Ask about today's catch and our vegetarian dishes."
      >
        <div className="grid gap-6 lg:grid-cols-3">
          {menu.map((category) => (
            <article
              key={category.category}
              className={`p-6 sm:p-8 ${theme.radius} ${theme.card.bg} ${theme.card.text}`}
            >
              <h3
                className={`border-b-2 border-[#e76f51] pb-3 text-3xl ${theme.heading} ${theme.card.heading}`}
              >
                {category.category}
              </h3>
              <ul className="divide-y divide-stone-200">
                {category.items.map((dish) => (
                  <li key={dish.name} className="py-5">
                    <div className="flex items-baseline gap-3">
                      <p className="font-semibold text-[#1c1512]">{dish.name}</p>
                      <span
                        aria-hidden="true"
                        className="min-w-4 flex-1 border-b-2 border-dotted border-stone-300"
                      />
                      <p className={`font-serif text-xl font-semibold ${theme.accent}`}>
                        {dish.price}
                      </p>
                    </div>
                    <p className="mt-1 text-sm leading-6">{dish.description}</p>
                  </li>
                ))}
              </ul>
            </article>
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
          <div className="space-y-5 text-lg leading-8 lg:col-span-3">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
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
          </div>
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

      <Section
        theme={theme}
        id="gallery"
        eyebrow="Gallery"
        title="A taste of Sea Breeze"
        intro="Plates, people and the harbour view from our deck."
      >
        <CardGrid columns={3} label="Photos">
          {gallery.map((item) => (
            <figure key={item.caption} className={`group w-full overflow-hidden ${theme.radius}`}>
              <img
                src={item.image.src}
                alt={item.image.alt}
                width={item.image.width}
                height={item.image.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover transition duration-300 group-hover:scale-105"
              />
              <figcaption className={`pt-3 text-lg ${theme.heading} text-[#1c1512]`}>
                {item.caption}
              </figcaption>
            </figure>
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="reviews"
        surface="soft"
        eyebrow="Reviews"
        title="What our guests say"
      >
        <TestimonialGrid
          theme={theme}
          items={reviews.map((review) => ({ ...review, detail: review.date }))}
        />
      </Section>

      <ContactSection
        theme={theme}
        eyebrow="Reservations"
        title="Book your table"
        intro={reservation.intro}
      >
        <DisplayForm theme={theme} title={reservation.title} submitLabel={reservation.submitLabel}>
          <Field theme={theme} label="Name" name="name" autoComplete="name" />
          <Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
          <Field theme={theme} label="Phone" name="phone" type="tel" autoComplete="tel" />
          <SelectField
            theme={theme}
            label="Number of Guests"
            name="guests"
            placeholder="Select guests"
            options={reservation.guestOptions}
          />
          <Field theme={theme} label="Date" name="date" type="date" />
          <Field theme={theme} label="Time" name="time" type="time" />
          <TextAreaField
            theme={theme}
            label="Special Requests"
            name="requests"
            placeholder="Birthday, allergies, a table on the deck…"
          />
        </DisplayForm>
      </ContactSection>
    </TemplatePage>
  );
}
