import {
  ArrowRight,
  Check,
  ChevronDown,
  ExternalLink,
  Handshake,
  Mail,
  Phone,
  ShieldCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../../shared/brand';
import type { Template } from '../../../shared/catalogue';
import { fill } from '../../../shared/i18n/format';
import { sampleAddressIn } from '../../../shared/i18n/lang';
import { EXTRA_TREE_PRICE, IMPACT_BASELINE, formatMoney, kina } from '../../../shared/money';
import { buttonStyles, containerStyles, textLinkStyles } from '../../components/ui/styles';
import { Thumbnail } from '../../components/ui/thumbnail';
import { ContactForm, TechnologyMarquee } from '../../features/contact';
import { ImpactCounters } from '../../features/impact';
import { NewsletterForm } from '../../features/newsletter';
import { useLang, useLocalPath, useMessages } from '../../i18n';
import { Island } from '../../islands/island';
import { messagesFor } from '../../i18n/messages.server';
import { pageMeta } from '../meta';
import { homeOfferContent } from '../page-content.server';
import { serviceIds, technologies } from '../services';
import type { Route } from './+types/home';

// Build time only (ssr: false): the page's HTML carries its language's messages.
export const loader = ({ request }: Route.LoaderArgs) => ({
  ...messagesFor(request, ['home', 'contact', 'newsletter']),
  offer: homeOfferContent(),
});

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: fill(loaderData.messages.home.title, { brand: brand.name }),
    description: fill(loaderData.messages.home.description, { brand: brand.name }),
    path: '/',
    lang: loaderData.lang,
  });

const sectionHeading = 'text-3xl font-bold tracking-tight sm:text-4xl';
const eyebrow = 'text-sm font-semibold tracking-wide text-brand-700 uppercase';
/** A phone scrolls through every section: less air there, the same at 640 px and up. */
const sectionPadding = 'py-12 sm:py-24';

/**
 * One template under the hero: its picture, name, price and a live preview. On a phone a row
 * (small picture beside the words), from 640 px a card. Below the fold on every width, so its
 * picture waits until it is near (the hero's heading stays the largest paint).
 */
function FeaturedTemplate({ template }: { template: Template }) {
  const m = useMessages('home').featured;
  const lang = useLang();
  const titleId = `featured-${template.slug}`;
  return (
    <li className="flex gap-4 overflow-hidden rounded-2xl border border-stone-200 bg-white p-3 sm:flex-col sm:gap-0 sm:p-0">
      <div className="aspect-[16/10] w-32 shrink-0 self-center overflow-hidden rounded-lg bg-stone-100 sm:w-full sm:rounded-none sm:border-b sm:border-stone-200">
        <Thumbnail
          src={template.image}
          srcSet={template.srcSet}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 30vw, 8rem"
          alt=""
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-1 sm:gap-3 sm:p-5">
        <h3 id={titleId} className="font-semibold sm:text-lg">
          {template.title}
        </h3>
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <p className="text-lg font-bold tracking-tight text-stone-950">{template.price}</p>
          <a
            href={template.previewUrl && sampleAddressIn(template.previewUrl, lang)}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
            className={`${textLinkStyles} inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold`}
          >
            {m.preview}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">{m.opensInNewTab}</span>
          </a>
        </div>
      </div>
    </li>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { offer } = loaderData;
  const m = useMessages('home');
  // The tagline and service names come with the footer, on every agency page.
  const footer = useMessages('footer');
  const localPath = useLocalPath();
  const figures = [
    { value: '50+', label: m.stats.projects },
    { value: '100%', label: m.stats.satisfaction },
  ];
  const serviceOptions = serviceIds.map((id) => ({ value: id, label: footer.services[id] }));
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className={`${containerStyles} py-12 sm:py-24`}>
          <p className={eyebrow}>{fill(m.hero.eyebrow, { city: brand.city })}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
            {fill(m.hero.title, { brand: brand.name })}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-stone-600">{footer.tagline}</p>
          <p className="mt-2 max-w-2xl leading-7 font-semibold text-stone-900 sm:mt-3 sm:text-lg sm:leading-8">
            {fill(m.hero.fromPrice, { price: formatMoney(kina(offer.lowestPrice)) })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={localPath('/products')} className={buttonStyles.primary}>
              {m.hero.browseTemplates}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to={localPath('/#contact')} className={buttonStyles.secondary}>
              {m.hero.startProject}
            </Link>
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-6 border-t border-brand-100 pt-6 sm:mt-14 sm:grid-cols-3 sm:pt-8">
            {figures.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-stone-600">{stat.label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-stone-950">{stat.value}</dd>
              </div>
            ))}
            {/* Hours are a sentence to read, not a figure: body text, in Port Moresby time. */}
            <div className="col-span-2 flex flex-col-reverse gap-1 sm:col-span-1">
              <dt className="text-sm text-stone-600">{m.stats.support}</dt>
              <dd className="text-base text-stone-800">{m.hours}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section
        id="templates"
        aria-labelledby="featured-heading"
        className="border-t border-stone-200 bg-white py-10 sm:py-16"
      >
        <div className={containerStyles}>
          <p className={eyebrow}>{m.featured.eyebrow}</p>
          <h2 id="featured-heading" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            {m.featured.title}
          </h2>
          <p className="mt-2 max-w-2xl text-stone-600">{m.featured.text}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-3 sm:gap-6">
            {offer.featured.map((template) => (
              <FeaturedTemplate key={template.id} template={template} />
            ))}
          </ul>
          <Link
            to={localPath('/products')}
            className={`${textLinkStyles} mt-4 inline-flex min-h-11 items-center gap-2 font-semibold`}
          >
            {fill(m.featured.all, {
              count: offer.onSale,
              price: formatMoney(kina(offer.lowestPrice)),
            })}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </section>

      <section
        id="services"
        aria-labelledby="services-heading"
        className={`border-t border-stone-200 ${sectionPadding}`}
      >
        <div className={containerStyles}>
          <p className={eyebrow}>{m.services.eyebrow}</p>
          <h2 id="services-heading" className={`mt-2 ${sectionHeading}`}>
            {m.services.title}
          </h2>
          {/* On a phone the five cards sit side by side and swipe (a screen instead of two);
              from 640 px a grid. Focusable, so the keyboard scrolls it too. */}
          <ul
            tabIndex={0}
            aria-labelledby="services-heading"
            className="-mx-4 mt-8 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:mt-10 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3"
          >
            {serviceIds.map((id) => (
              <li
                key={id}
                className="w-[85%] shrink-0 snap-start rounded-2xl border border-stone-200 p-5 sm:w-auto sm:p-6"
              >
                <h3 className="text-lg font-semibold">{footer.services[id]}</h3>
                <p className="mt-2 text-sm leading-6 text-stone-600">
                  {m.services.details[id].summary}
                </p>
                {/* On a phone the features wrap side by side; from 640 px one a line. */}
                <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 sm:mt-4 sm:block sm:space-y-2">
                  {m.services.details[id].features.map((feature) => (
                    <li key={feature} className="flex items-start gap-1.5 text-sm sm:gap-2">
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
        className={`border-y border-stone-200 bg-stone-50 ${sectionPadding}`}
      >
        <div className={`${containerStyles} grid gap-8 sm:gap-10 lg:grid-cols-2`}>
          <div>
            <p className={eyebrow}>{m.about.eyebrow}</p>
            <h2 id="about-heading" className={`mt-2 ${sectionHeading}`}>
              {m.about.title}
            </h2>
            <p className="mt-4 text-base leading-7 sm:text-lg sm:leading-8 text-stone-600">
              {fill(m.about.text, { city: brand.city })}
            </p>
          </div>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4">
            {m.about.values.map((value) => (
              <li
                key={value.name}
                className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
              >
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
        className={`bg-brand-900 text-brand-50 ${sectionPadding}`}
      >
        <div className={`${containerStyles} grid gap-8 sm:gap-10 lg:grid-cols-2 lg:items-center`}>
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
              {m.green.eyebrow}
            </p>
            <h2 id="green-heading" className={`mt-2 ${sectionHeading} text-white`}>
              {m.green.title}
            </h2>
            <p className="mt-4 text-base leading-7 sm:text-lg sm:leading-8 text-brand-100">
              {/* The spec's marketing line: the baseline is a floor, the counters show the live figures. */}
              {fill(m.green.text, {
                treePrice: formatMoney(kina(EXTRA_TREE_PRICE)),
                treesFunded: IMPACT_BASELINE.treesFunded,
                treesPlanted: IMPACT_BASELINE.treesPlanted,
                contributed: formatMoney(kina(IMPACT_BASELINE.totalContributions)),
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
          <Island
            name="impact-counters"
            component={ImpactCounters}
            props={{ labels: m.green.counters }}
          />
        </div>
      </section>

      <section id="newsletter" aria-labelledby="newsletter-heading" className={sectionPadding}>
        <div className={containerStyles}>
          <div className="rounded-3xl bg-brand-50 px-5 py-8 ring-1 ring-brand-100 sm:px-10 sm:py-12">
            <div className="max-w-2xl">
              <p className={eyebrow}>{m.newsletter.eyebrow}</p>
              <h2 id="newsletter-heading" className={`mt-2 ${sectionHeading}`}>
                {m.newsletter.title}
              </h2>
              <p className="mt-4 text-base leading-7 sm:text-lg sm:leading-8 text-stone-700">
                {m.newsletter.text}
              </p>
            </div>
            <div className="mt-6 sm:mt-8">
              <Island name="newsletter-form" component={NewsletterForm} props={{}} />
            </div>
          </div>
        </div>
      </section>

      <section
        id="contact"
        aria-labelledby="contact-heading"
        className={`border-t border-stone-200 bg-stone-50 ${sectionPadding}`}
      >
        <div className={`${containerStyles} grid gap-8 sm:gap-10 lg:grid-cols-5`}>
          <div className="lg:col-span-2">
            <p className={eyebrow}>{m.contact.eyebrow}</p>
            <h2 id="contact-heading" className={`mt-2 ${sectionHeading}`}>
              {m.contact.title}
            </h2>
            <p className="mt-4 text-base leading-7 sm:text-lg sm:leading-8 text-stone-600">
              {fill(m.contact.text, { hours: m.hours })}
            </p>
            <ul className="mt-6 space-y-1 sm:mt-8 sm:space-y-3">
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
            <p className="mt-6 text-sm text-stone-600 sm:mt-8">
              {m.contact.readyMade}{' '}
              <Link to={localPath('/products')} className={textLinkStyles}>
                {m.contact.seeTemplates}
              </Link>
            </p>
          </div>
          <div className="lg:col-span-3">
            <Island
              name="contact-form"
              component={ContactForm}
              props={{ services: serviceOptions }}
            />
          </div>
        </div>

        <div className={`${containerStyles} mt-10 sm:mt-16`}>
          {/* A shop owner does not choose a website by its tools: the logos wait behind one line. */}
          <details className="group/tech rounded-2xl bg-white ring-1 ring-stone-200">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3 font-semibold text-stone-900 hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
              {m.contact.technologies}
              <ChevronDown
                className="size-5 shrink-0 text-stone-500 transition-transform group-open/tech:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="px-5 pb-5">
              <Island
                name="technology-marquee"
                component={TechnologyMarquee}
                props={{ technologies }}
              />
            </div>
          </details>
          <div className="mt-4 flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:mt-8 sm:flex-row sm:items-center sm:justify-between sm:p-6">
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
