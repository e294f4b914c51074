import { Clock } from 'lucide-react';
import { useContext, useState } from 'react';
import * as kit from '../kit';
import { ContactForm } from './contact-form';
import * as content from './content';
import { QuoteForm } from './quote-form';
import { deferred, retryingImport } from '../../islands/deferred';
import { RoomInquiryButton } from './room-inquiry-button';
import stylesHref from './styles.css?url';
import { heroBackground, outlineOnDark, theme } from './theme';

// The hero's bay illustration is a CSS background, found late by the browser: ask for it early.
export const links = () => [
  ...kit.templateLinks(stylesHref),
  { rel: 'preload', as: 'image', href: heroBackground, fetchPriority: 'high' },
];

export const meta = () => kit.templateMeta(content.identity);

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
            className="mt-[0.6em] size-1.5 shrink-0 rounded-full bg-(--accent-ink)"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Links to the loyalty section, left out where it is not shown. */
const withoutLoyalty = <T extends { href: string }>(links: readonly T[]) =>
  links.filter((link) => link.href !== '#loyalty');

function HotelPage() {
  const [openRoom, setOpenRoom] = useState<content.Room | null>(null);
  const [rewardsView, setRewardsView] = useState<'signup' | 'login' | null>(null);
  const host = useContext(kit.SampleHostContext);
  // A delivered site runs no script: its rooms' details stay on the card (issue 46).
  const delivered = host.formAction !== undefined;
  const loyalty = host.loyalty ?? true;

  return (
    <kit.TemplatePage
      slug="hotel"
      identity={content.identity}
      theme={theme}
      navLinks={loyalty ? content.navLinks : withoutLoyalty(content.navLinks)}
      action={content.quoteAction}
      footerColumns={
        loyalty
          ? content.footerColumns
          : content.footerColumns.map((column) => ({
              ...column,
              items: column.items.filter(
                (item) => typeof item === 'string' || item.href !== '#loyalty',
              ),
            }))
      }
    >
      <kit.Hero theme={theme} {...content.hero} aside={<QuoteForm theme={theme} />} />

      <kit.Section theme={theme} id="rooms" {...content.copy.rooms}>
        <kit.CardGrid columns={2}>
          {content.rooms.map((room) => (
            <kit.Card
              key={room.id}
              theme={theme}
              image={room.images[0]}
              imageClass="aspect-[16/11]"
              title={room.name}
              meta={
                <>
                  {content.roomLabels.guests(room.maxGuests)}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  {content.roomLabels.size(room.size)}
                </>
              }
              text={room.description}
              footer={
                <div className="border-t border-stone-200 pt-5">
                  <p className="text-sm">
                    {content.roomLabels.pricing}{' '}
                    <span className="font-semibold text-teal-950">{content.roomPricing}</span>
                  </p>
                  <div className="mt-4 flex flex-col gap-3 lg:flex-row">
                    {!delivered && (
                      <button
                        type="button"
                        className={`flex-1 ${theme.button.secondary}`}
                        onPointerEnter={prefetch(loadRoomModal)}
                        onFocus={prefetch(loadRoomModal)}
                        onClick={openWhenLoaded(loadRoomModal, () => setOpenRoom(room))}
                      >
                        {content.roomLabels.details}
                        <span className="sr-only"> of the {room.name}</span>
                      </button>
                    )}
                    <RoomInquiryButton theme={theme} room={room} className="flex-1" />
                  </div>
                </div>
              }
            />
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="amenities" surface="soft" {...content.copy.amenities}>
        {/* Two across even on a phone: eight short cards would otherwise make a very long scroll. */}
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {content.amenities.map(({ icon: Icon, title, description }) => (
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
      </kit.Section>

      <kit.Section
        theme={theme}
        id="dining"
        eyebrow={content.copy.dining.eyebrow}
        title={content.copy.dining.title}
        align="start"
      >
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <kit.SiteImage theme={theme} image={content.dining.image} />
          <div>
            <kit.Prose paragraphs={content.dining.paragraphs} />
            <DotList items={content.dining.highlights} className="mt-6" />
            <div
              className={`mt-8 p-6 ${theme.radius} ${theme.surfaces.dark.bg} ${theme.surfaces.dark.text}`}
            >
              <h3 className="flex items-center gap-2 font-semibold text-white">
                <Clock aria-hidden="true" className={`size-5 ${theme.accentOnDark}`} />
                {content.copy.dining.hoursTitle}
              </h3>
              <kit.HoursList hours={content.diningHours} className="mt-3" />
            </div>
          </div>
        </div>
      </kit.Section>

      {loyalty && (
        <kit.Section theme={theme} id="loyalty" surface="dark" {...content.copy.loyalty}>
          <kit.CardGrid columns={3}>
            {content.loyaltyTiers.map((tier) => (
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
          </kit.CardGrid>
          <div
            className={`mt-10 flex flex-col gap-6 border border-(--accent-on-dark)/40 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between ${theme.radius}`}
          >
            <div>
              <h3 className={`text-2xl text-white ${theme.heading}`}>
                {content.rewards.welcomeOffer.title}
              </h3>
              <ul className="mt-3 flex flex-col gap-x-8 gap-y-1 md:flex-row">
                {content.rewards.welcomeOffer.items.map((item) => (
                  <li key={item} className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="size-1.5 rounded-full bg-(--accent-on-dark)"
                    />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
              {/* A delivered site runs no script: its members join and sign in on its /rewards page. */}
              {delivered ? (
                <>
                  <a href="/rewards#join" className={theme.button.inverse}>
                    {content.rewards.joinLabel}
                  </a>
                  <a href="/rewards#sign-in" className={outlineOnDark}>
                    {content.rewards.signInLabel}
                  </a>
                </>
              ) : (
                <>
                  <button
                    type="button"
                    className={theme.button.inverse}
                    onPointerEnter={prefetch(loadRewardsModal)}
                    onFocus={prefetch(loadRewardsModal)}
                    onClick={openWhenLoaded(loadRewardsModal, () => setRewardsView('signup'))}
                  >
                    {content.rewards.joinLabel}
                  </button>
                  <button
                    type="button"
                    className={outlineOnDark}
                    onPointerEnter={prefetch(loadRewardsModal)}
                    onFocus={prefetch(loadRewardsModal)}
                    onClick={openWhenLoaded(loadRewardsModal, () => setRewardsView('login'))}
                  >
                    {content.rewards.signInLabel}
                  </button>
                </>
              )}
            </div>
          </div>
        </kit.Section>
      )}

      <kit.Section theme={theme} id="reviews" {...content.copy.reviews}>
        <kit.TestimonialGrid theme={theme} items={content.testimonials} />
      </kit.Section>

      <kit.Section theme={theme} id="book-online" surface="soft" {...content.copy.bookOnline}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {content.bookingPlatforms.map((platform) => (
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
      </kit.Section>

      <kit.ContactSection theme={theme} {...content.copy.contact}>
        <ContactForm theme={theme} />
      </kit.ContactSection>

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
    </kit.TemplatePage>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { HotelPage as default };
