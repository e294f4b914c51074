import {
  BedDouble,
  CalendarCheck,
  Clock,
  Mail,
  MapPin,
  Palmtree,
  Phone,
  UtensilsCrossed,
} from 'lucide-react';
import { useState } from 'react';
import {
  Card,
  CardGrid,
  ContactList,
  Hero,
  HoursList,
  NavBar,
  Section,
  SiteFooter,
  TemplatePage,
  TestimonialGrid,
  templateLinks,
  templateMeta,
} from '../kit';
import { ContactForm } from './contact-form';
import {
  amenities,
  bookingPlatforms,
  contact,
  dining,
  diningHours,
  footerColumns,
  hero,
  identity,
  loyaltyTiers,
  navLinks,
  rewards,
  type Room,
  roomPricing,
  rooms,
  testimonials,
} from './content';
import { QuoteForm } from './quote-form';
import { deferred, retryingImport } from '../../web/lib/deferred';
import { RoomInquiryButton } from './room-inquiry-button';
import stylesHref from './styles.css?url';
import { heroBackground, outlineOnDark, theme } from './theme';

// The hero's bay illustration is a CSS background, found late by the browser: ask for it early.
export const links = () => [
  ...templateLinks(stylesHref),
  { rel: 'preload', as: 'image', href: heroBackground, fetchPriority: 'high' },
];

export const meta = () => templateMeta(identity);

// The overlays' code loads on first use, keeping the page's start-up JavaScript small.
// A modal opens once its code is here; a failed download leaves the page as it was and the next
// tap tries again (decision 035).
const loadRoomModal = retryingImport(() => import('./room-modal').then((module) => module.default));
const loadRewardsModal = retryingImport(() =>
  import('./rewards-modal').then((module) => module.default),
);
const RoomModal = deferred('The room details', loadRoomModal);
const RewardsModal = deferred('Paradise Rewards', loadRewardsModal);
const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
const openWhenLoaded = (load: () => Promise<unknown>, open: () => void) => () =>
  void load().then(open, (error: unknown) => console.warn('The modal did not load.', error));

const tierColours = {
  Silver: 'from-stone-200 to-stone-50 text-stone-800',
  Gold: 'from-amber-200 to-amber-50 text-amber-900',
  Platinum: 'from-teal-900 to-teal-700 text-teal-50',
} as const;

/** A light list: a dot per line costs the page far fewer elements than an icon per line. */
function DotList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            aria-hidden="true"
            className="mt-[0.6em] size-1.5 shrink-0 rounded-full bg-teal-600"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

export default function HotelPage() {
  const [openRoom, setOpenRoom] = useState<Room | null>(null);
  const [rewardsView, setRewardsView] = useState<'signup' | 'login' | null>(null);

  return (
    <TemplatePage
      theme={theme}
      header={
        <NavBar
          theme={theme}
          name={identity.name}
          logo={<Palmtree aria-hidden="true" className="size-6 text-teal-700" />}
          links={navLinks}
          action={{ label: 'Get a Quote', href: '#quote' }}
        />
      }
      footer={
        <SiteFooter
          theme={theme}
          name={identity.name}
          logo={<Palmtree aria-hidden="true" className="size-5 text-amber-300" />}
          tagline={identity.tagline}
          columns={footerColumns}
        />
      }
    >
      <Hero
        theme={theme}
        eyebrow={hero.eyebrow}
        title={hero.title}
        text={hero.text}
        actions={[{ label: 'Explore Rooms', href: '#rooms', variant: 'inverse', icon: BedDouble }]}
        aside={<QuoteForm theme={theme} />}
      />

      <Section
        theme={theme}
        id="rooms"
        eyebrow="Rooms & suites"
        title="Four ways to stay by the lagoon"
        intro="Every room has air conditioning, a rain shower and a view of the water or the gardens. Rates depend on the season: ask our sales team."
      >
        <CardGrid columns={2}>
          {rooms.map((room) => (
            <Card
              key={room.id}
              theme={theme}
              image={room.images[0]}
              imageClass="aspect-[16/11]"
              title={room.name}
              meta={
                <>
                  Up to {room.maxGuests} guests<span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  {room.size} sqm
                </>
              }
              text={room.description}
              footer={
                <div className="border-t border-stone-200 pt-5">
                  <p className="text-sm">
                    Pricing: <span className="font-semibold text-teal-950">{roomPricing}</span>
                  </p>
                  <div className="mt-4 flex flex-col gap-3 lg:flex-row">
                    <button
                      type="button"
                      className={`flex-1 ${theme.button.secondary}`}
                      onPointerEnter={prefetch(loadRoomModal)}
                      onFocus={prefetch(loadRoomModal)}
                      onClick={openWhenLoaded(loadRoomModal, () => setOpenRoom(room))}
                    >
                      View Details
                      <span className="sr-only"> of the {room.name}</span>
                    </button>
                    <RoomInquiryButton theme={theme} room={room} className="flex-1" />
                  </div>
                </div>
              }
            />
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="amenities"
        surface="soft"
        eyebrow="Amenities"
        title="Everything for slow island days"
      >
        {/* Two across even on a phone: eight short cards would otherwise make a very long scroll. */}
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {amenities.map(({ icon: Icon, title, description }) => (
            <li key={title} className={`p-4 sm:p-6 ${theme.radius} ${theme.card.bg}`}>
              <span
                className={`inline-flex size-10 items-center justify-center sm:size-12 ${theme.radius} ${theme.chip}`}
              >
                <Icon aria-hidden="true" className="size-5 sm:size-6" />
              </span>
              <h3
                className={`mt-3 text-lg sm:mt-4 sm:text-xl ${theme.heading} ${theme.card.heading}`}
              >
                {title}
              </h3>
              <p className="mt-1.5 text-sm leading-6 sm:mt-2 sm:text-base sm:leading-7">
                {description}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        theme={theme}
        id="dining"
        eyebrow="Dining"
        title={`${dining.restaurant}, on the water`}
        align="start"
      >
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <img
            src={dining.image.src}
            alt={dining.image.alt}
            width={dining.image.width}
            height={dining.image.height}
            loading="lazy"
            decoding="async"
            className={`h-auto w-full ${theme.radius}`}
          />
          <div>
            <p className="text-lg leading-8">{dining.text}</p>
            <DotList items={dining.highlights} className="mt-6" />
            <div className={`mt-8 p-6 ${theme.radius} ${theme.surfaces.dark.bg} text-teal-50`}>
              <h3 className="flex items-center gap-2 font-semibold text-white">
                <Clock aria-hidden="true" className={`size-5 ${theme.accentOnDark}`} />
                Restaurant hours, daily
              </h3>
              <HoursList hours={diningHours} className="mt-3" />
            </div>
          </div>
        </div>
      </Section>

      <Section
        theme={theme}
        id="loyalty"
        surface="dark"
        eyebrow={rewards.name}
        title="Come back, be rewarded"
        intro={rewards.intro}
      >
        <CardGrid columns={3}>
          {loyaltyTiers.map((tier) => (
            <article
              key={tier.name}
              className={`flex w-full flex-col overflow-hidden bg-white text-stone-700 ${theme.radius}`}
            >
              <div className={`bg-gradient-to-br px-6 py-5 ${tierColours[tier.name]}`}>
                <h3 className={`text-2xl ${theme.heading}`}>{tier.name}</h3>
                <p className="mt-1 text-sm font-semibold">{tier.points}</p>
              </div>
              <DotList items={tier.benefits} className="p-6" />
            </article>
          ))}
        </CardGrid>
        <div
          className={`mt-10 flex flex-col gap-6 border border-amber-300/40 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between ${theme.radius}`}
        >
          <div>
            <h3 className={`text-2xl text-white ${theme.heading}`}>{rewards.welcomeOffer.title}</h3>
            <ul className="mt-3 flex flex-col gap-x-8 gap-y-1 md:flex-row">
              {rewards.welcomeOffer.items.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-300" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <button
              type="button"
              className={theme.button.inverse}
              onPointerEnter={prefetch(loadRewardsModal)}
              onFocus={prefetch(loadRewardsModal)}
              onClick={openWhenLoaded(loadRewardsModal, () => setRewardsView('signup'))}
            >
              {rewards.joinLabel}
            </button>
            <button
              type="button"
              className={outlineOnDark}
              onPointerEnter={prefetch(loadRewardsModal)}
              onFocus={prefetch(loadRewardsModal)}
              onClick={openWhenLoaded(loadRewardsModal, () => setRewardsView('login'))}
            >
              {rewards.signInLabel}
            </button>
          </div>
        </div>
      </Section>

      <Section theme={theme} id="reviews" eyebrow="Guest reviews" title="What our guests say">
        <TestimonialGrid theme={theme} items={testimonials} />
      </Section>

      <Section
        theme={theme}
        id="book-online"
        surface="soft"
        eyebrow="Book online"
        title="Also on your favourite booking sites"
        intro="Compare reviews and availability on the platforms you already use."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {bookingPlatforms.map((platform) => (
            <li key={platform.name}>
              <a
                href={platform.href}
                target="_blank"
                rel="noopener noreferrer"
                className={`group flex min-h-24 items-center justify-between gap-3 p-5 transition hover:-translate-y-0.5 hover:shadow-md ${theme.radius} ${theme.card.bg}`}
              >
                <span>
                  <span className={`block text-xl ${theme.heading} text-teal-950`}>
                    {platform.name}
                  </span>
                  <span className="text-sm text-stone-600">{platform.note}</span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </span>
                <span
                  aria-hidden="true"
                  className={`text-2xl transition group-hover:translate-x-0.5 ${theme.accent}`}
                >
                  ↗
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        theme={theme}
        id="contact"
        eyebrow="Contact"
        title="Talk to our team in Madang"
        intro="Weddings, conferences, long stays or a question about your booking: we answer within 24 hours."
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
                { icon: CalendarCheck, label: 'Reception', value: contact.reception },
              ]}
            />
            <div className="mt-8 border-t border-white/15 pt-6">
              <h3 className="flex items-center gap-2 font-semibold text-white">
                <UtensilsCrossed aria-hidden="true" className={`size-5 ${theme.accentOnDark}`} />
                Dining hours
              </h3>
              <HoursList hours={diningHours} className="mt-3" />
            </div>
          </div>
          <ContactForm theme={theme} className="lg:col-span-3" />
        </div>
      </Section>

      {openRoom ? (
        <RoomModal theme={theme} room={openRoom} onClose={() => setOpenRoom(null)} />
      ) : null}
      {rewardsView ? (
        <RewardsModal
          theme={theme}
          initialView={rewardsView}
          onClose={() => setRewardsView(null)}
        />
      ) : null}
    </TemplatePage>
  );
}
