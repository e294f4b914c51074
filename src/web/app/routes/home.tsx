import { ArrowRight, Check, Handshake, Mail, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../../shared/brand';
import { fill } from '../../../shared/i18n/format';
import { EXTRA_TREE_PRICE, IMPACT_BASELINE, formatMoney } from '../../../shared/money';
import { buttonStyles, containerStyles, textLinkStyles } from '../../components/ui/styles';
import { ContactForm, TechnologyMarquee } from '../../features/contact';
import { ImpactCounters } from '../../features/impact';
import { NewsletterForm } from '../../features/newsletter';
import { useLocalPath, useMessages } from '../../i18n';
import { messagesFor } from '../../i18n/messages.server';
import { pageMeta } from '../meta';
import { serviceIds, technologies } from '../services';
import type { Route } from './+types/home';

// Build time only (ssr: false): the page's HTML carries its language's messages.
export const loader = ({ request }: Route.LoaderArgs) =>
  messagesFor(request, ['home', 'contact', 'newsletter']);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: fill(loaderData.messages.home.title, { brand: brand.name }),
    description: fill(loaderData.messages.home.description, { brand: brand.name }),
    path: '/',
    lang: loaderData.lang,
  });

const sectionHeading = 'text-3xl font-bold tracking-tight sm:text-4xl';
const eyebrow = 'text-sm font-semibold tracking-wide text-brand-700 uppercase';

export default function Home() {
  const m = useMessages('home');
  // The tagline, office hours and service names come with the footer, on every agency page.
  const footer = useMessages('footer');
  const localPath = useLocalPath();
  const stats = [
    { value: '50+', label: m.stats.projects },
    { value: '100%', label: m.stats.satisfaction },
    { value: footer.hours, label: m.stats.support },
  ];
  const serviceOptions = serviceIds.map((id) => ({ value: id, label: footer.services[id] }));
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className={`${containerStyles} py-16 sm:py-24`}>
          <p className={eyebrow}>{fill(m.hero.eyebrow, { city: brand.city })}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
            {fill(m.hero.title, { brand: brand.name })}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-stone-600">{footer.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={localPath('/products')} className={buttonStyles.primary}>
              {m.hero.browseTemplates}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to={localPath('/#contact')} className={buttonStyles.secondary}>
              {m.hero.startProject}
            </Link>
          </div>
          <dl className="mt-14 grid gap-6 border-t border-brand-100 pt-8 sm:grid-cols-3">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-stone-600">{stat.label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-stone-950">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="services" aria-labelledby="services-heading" className="py-16 sm:py-24">
        <div className={containerStyles}>
          <p className={eyebrow}>{m.services.eyebrow}</p>
          <h2 id="services-heading" className={`mt-2 ${sectionHeading}`}>
            {m.services.title}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {serviceIds.map((id) => (
              <li key={id} className="rounded-2xl border border-stone-200 p-6">
                <h3 className="text-lg font-semibold">{footer.services[id]}</h3>
                <p className="mt-2 text-sm leading-6 text-stone-600">
                  {m.services.details[id].summary}
                </p>
                <ul className="mt-4 space-y-2">
                  {m.services.details[id].features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2 text-sm">
                      <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="about"
        aria-labelledby="about-heading"
        className="border-y border-stone-200 bg-stone-50 py-16 sm:py-24"
      >
        <div className={`${containerStyles} grid gap-10 lg:grid-cols-2`}>
          <div>
            <p className={eyebrow}>{m.about.eyebrow}</p>
            <h2 id="about-heading" className={`mt-2 ${sectionHeading}`}>
              {m.about.title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-stone-600">
              {fill(m.about.text, { city: brand.city })}
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {m.about.values.map((value) => (
              <li key={value.name} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
                <h3 className="font-semibold">{value.name}</h3>
                <p className="mt-1 text-sm leading-6 text-stone-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="green-initiative"
        aria-labelledby="green-heading"
        className="bg-brand-900 py-16 text-brand-50 sm:py-24"
      >
        <div className={`${containerStyles} grid gap-10 lg:grid-cols-2 lg:items-center`}>
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
              {m.green.eyebrow}
            </p>
            <h2 id="green-heading" className={`mt-2 ${sectionHeading} text-white`}>
              {m.green.title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-brand-100">
              {/* The spec's marketing line: the baseline is a floor, the counters show the live figures. */}
              {fill(m.green.text, {
                treePrice: formatMoney(EXTRA_TREE_PRICE),
                treesFunded: IMPACT_BASELINE.treesFunded,
                treesPlanted: IMPACT_BASELINE.treesPlanted,
                contributed: formatMoney(IMPACT_BASELINE.totalContributions),
              })}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={localPath('/products')} className={buttonStyles.onDark}>
                {m.green.chooseTemplate}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <a
                href="#contact"
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-400 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
              >
                {m.green.planProject}
              </a>
            </div>
          </div>
          <ImpactCounters labels={m.green.counters} />
        </div>
      </section>

      <section id="newsletter" aria-labelledby="newsletter-heading" className="py-16 sm:py-24">
        <div className={containerStyles}>
          <div className="rounded-3xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100 sm:px-10 sm:py-12">
            <div className="max-w-2xl">
              <p className={eyebrow}>{m.newsletter.eyebrow}</p>
              <h2 id="newsletter-heading" className={`mt-2 ${sectionHeading}`}>
                {m.newsletter.title}
              </h2>
              <p className="mt-4 text-lg leading-8 text-stone-700">{m.newsletter.text}</p>
            </div>
            <div className="mt-8">
              <NewsletterForm />
            </div>
          </div>
        </div>
      </section>

      <section
        id="contact"
        aria-labelledby="contact-heading"
        className="border-t border-stone-200 bg-stone-50 py-16 sm:py-24"
      >
        <div className={`${containerStyles} grid gap-10 lg:grid-cols-5`}>
          <div className="lg:col-span-2">
            <p className={eyebrow}>{m.contact.eyebrow}</p>
            <h2 id="contact-heading" className={`mt-2 ${sectionHeading}`}>
              {m.contact.title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-stone-600">
              {fill(m.contact.text, { hours: footer.hours })}
            </p>
            <ul className="mt-8 space-y-3">
              <li>
                <a
                  href={`mailto:${brand.mailboxes.quotes}`}
                  className="inline-flex min-h-11 items-center gap-3 rounded-lg text-base font-medium break-all text-stone-900 hover:text-brand-700"
                >
                  <Mail className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  {brand.mailboxes.quotes}
                </a>
              </li>
              <li>
                <a
                  href={`tel:${brand.phone.tel}`}
                  className="inline-flex min-h-11 items-center gap-3 rounded-lg text-base font-medium text-stone-900 hover:text-brand-700"
                >
                  <Phone className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  {brand.phone.display}
                </a>
              </li>
            </ul>
            <p className="mt-8 text-sm text-stone-600">
              {m.contact.readyMade}{' '}
              <Link to={localPath('/products')} className={textLinkStyles}>
                {m.contact.seeTemplates}
              </Link>
            </p>
          </div>
          <div className="lg:col-span-3">
            <ContactForm services={serviceOptions} />
          </div>
        </div>

        <div className={`${containerStyles} mt-16`}>
          <h3 className="text-xl font-semibold">{m.contact.technologies}</h3>
          <div className="mt-6">
            <TechnologyMarquee technologies={technologies} />
          </div>
          <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-3 text-sm leading-6 text-stone-700">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              {m.contact.partnersOnly}
            </p>
            <a
              href={`mailto:${brand.mailboxes.partners}?subject=${encodeURIComponent(m.contact.partnership)}`}
              className={`${buttonStyles.secondary} shrink-0`}
            >
              <Handshake className="size-4" aria-hidden="true" />
              {m.contact.partnership}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
