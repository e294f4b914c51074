import { Clock, HeartHandshake, MapPin, Quote } from 'lucide-react';
import * as kit from '../kit';
import * as content from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.site.identity);

function CommunityPage() {
  return (
    <kit.TemplatePage theme={theme} {...content.site}>
      <kit.Hero theme={theme} {...content.hero}>
        <HeroStats />
      </kit.Hero>

      <kit.Section theme={theme} id="programs" {...content.copy.programs}>
        <kit.CardGrid columns={2}>
          {content.programs.map((program) => (
            <kit.Card
              key={program.title}
              theme={theme}
              {...program}
              footer={
                <p className="rounded-xl bg-(--accent-soft) px-4 py-3 text-sm font-semibold text-(--accent-ink)">
                  <span className="block text-xs font-bold tracking-wider uppercase">
                    {content.copy.programs.impactLabel}
                  </span>
                  {program.impact}
                </p>
              }
            />
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="events" surface="soft" {...content.copy.events}>
        <kit.CardGrid columns={3}>
          {content.events.map((event) => (
            <article
              key={event.title}
              className={`flex w-full flex-col overflow-hidden ${theme.radius} ${theme.card.bg} ${theme.card.text}`}
            >
              <p className={`bg-(--accent) px-6 py-4 text-2xl text-(--on-accent) ${theme.heading}`}>
                {event.date}
              </p>
              <div className="flex flex-1 flex-col p-6">
                <h3 className={`text-xl ${theme.heading} ${theme.card.heading}`}>{event.title}</h3>
                <ul className="mt-3 space-y-1.5 text-sm">
                  <li className="flex items-center gap-2">
                    <Clock aria-hidden="true" className={`size-4 shrink-0 ${theme.accent}`} />
                    {event.time}
                  </li>
                  <li className="flex items-center gap-2">
                    <MapPin aria-hidden="true" className={`size-4 shrink-0 ${theme.accent}`} />
                    {event.location}
                  </li>
                </ul>
                <p className="mt-4 leading-7">{event.description}</p>
                <div className="mt-auto pt-6">
                  <kit.ActionButton
                    theme={theme}
                    action={content.copy.events.register}
                    className="w-full"
                  />
                </div>
              </div>
            </article>
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="volunteer" {...content.copy.volunteer}>
        <div className="grid gap-8 lg:grid-cols-3">
          <div className={`p-6 sm:p-8 ${theme.radius} bg-amber-50 ring-1 ring-amber-200`}>
            <h3 className={`flex items-center gap-2 text-xl ${theme.heading} text-zinc-950`}>
              <HeartHandshake aria-hidden="true" className={`size-6 ${theme.accent}`} />
              {content.copy.volunteer.rolesTitle}
            </h3>
            <kit.CheckList
              theme={theme}
              items={content.volunteerRoles}
              className="mt-5 text-base"
            />
            <kit.ActionButton
              theme={theme}
              action={content.copy.volunteer.signUp}
              className="mt-8 w-full"
            />
          </div>
          <div className="lg:col-span-2">
            <h3 className={`text-xl ${theme.heading} text-zinc-950`}>
              {content.copy.volunteer.storiesTitle}
            </h3>
            <ul className="mt-5 grid gap-5 sm:grid-cols-2">
              {content.stories.map((story, index) => (
                <li key={story.name} className={index === 0 ? 'sm:col-span-2' : ''}>
                  <figure className={`h-full p-6 ${theme.radius} ${theme.card.bg}`}>
                    <Quote aria-hidden="true" className="size-6 text-amber-500" />
                    <blockquote className="mt-3 leading-7">
                      <p>“{story.text}”</p>
                    </blockquote>
                    <figcaption className="mt-5 text-sm">
                      <span className="block font-bold text-zinc-950">{story.name}</span>
                      {story.role} · {story.location}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </kit.Section>

      <kit.Section theme={theme} id="donate" surface="dark" {...content.copy.donate}>
        <kit.CardGrid columns={3}>
          {content.donationTiers.map((tier) => (
            <article
              key={tier.amount}
              className={`relative flex w-full flex-col p-8 text-center ${theme.radius} ${
                tier.highlight
                  ? 'bg-amber-300 text-violet-950 ring-4 ring-amber-200 lg:-translate-y-3'
                  : 'bg-violet-900 text-violet-100 ring-1 ring-white/10'
              }`}
            >
              {tier.highlight ? (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-violet-950 px-3 py-1 text-xs font-bold tracking-wider text-amber-300 uppercase ring-2 ring-amber-300">
                  {content.copy.donate.highlightLabel}
                </p>
              ) : null}
              <h3
                className={`text-5xl ${theme.heading} ${tier.highlight ? 'text-violet-950' : 'text-white'}`}
              >
                {tier.amount}
              </h3>
              <p className="mt-4 flex-1 leading-7">{tier.provides}</p>
              <kit.ActionButton
                theme={theme}
                action={{
                  ...content.donateAction,
                  variant: tier.highlight ? 'primary' : 'inverse',
                }}
                className="mt-8 w-full"
              />
            </article>
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.ContactSection theme={theme} surface="soft" {...content.copy.contact}>
        <kit.DataForm theme={theme} form={content.contactForm} />
      </kit.ContactSection>
    </kit.TemplatePage>
  );
}

/** The hero's figures; one names the hub's town. */
function HeroStats() {
  const fill = kit.useFill();
  return (
    <kit.StatList
      theme={theme}
      stats={content.heroStats.map((stat) => ({ ...stat, label: fill(stat.label) }))}
      headingClass={theme.accentOnDark}
      className="mt-10 border-t border-white/15 pt-8"
    />
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { CommunityPage as default };
