import { ArrowRight, Check, Handshake, Mail, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../../shared/brand';
import { EXTRA_TREE_PRICE, IMPACT_BASELINE, formatKina } from '../../../shared/money';
import { buttonStyles, containerStyles, textLinkStyles } from '../../components/ui/styles';
import { ContactForm, TechnologyMarquee } from '../../features/contact';
import { ImpactCounters } from '../../features/impact';
import { NewsletterForm } from '../../features/newsletter';
import { pageMeta } from '../meta';
import { services, technologies } from '../services';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: brand.name,
    description: `${brand.name} designs websites, web applications and online shops for businesses in Papua New Guinea, and sells ready-made website templates.`,
    path: '/',
  });

const stats = [
  { value: '50+', label: 'Projects delivered' },
  { value: '100%', label: 'Client satisfaction' },
  { value: brand.hours, label: 'Business hours support' },
];

const values = [
  { name: 'Precision', text: 'Details checked on real phones and real PNG connections.' },
  { name: 'Partnership', text: 'We work beside your team, in plain language.' },
  { name: 'Excellence', text: 'Sites that stay fast, secure and easy to update.' },
  { name: 'Innovation', text: 'Modern tools, chosen for what they do for you.' },
];

// The spec's marketing line: the baseline is a floor, the counters show the live figures.
const impactClaim = `${IMPACT_BASELINE.treesFunded}+ trees funded, ${IMPACT_BASELINE.treesPlanted}+ planted and ${formatKina(IMPACT_BASELINE.totalContributions)}+ contributed`;

const serviceOptions = services.map((service) => ({ value: service.id, label: service.name }));

const sectionHeading = 'text-3xl font-bold tracking-tight sm:text-4xl';
const eyebrow = 'text-sm font-semibold tracking-wide text-brand-700 uppercase';

export default function Home() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className={`${containerStyles} py-16 sm:py-24`}>
          <p className={eyebrow}>Digital studio · {brand.city}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
            {brand.name}: websites that work for Papua New Guinea
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-stone-600">{brand.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/products" className={buttonStyles.primary}>
              Browse templates
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to="/#contact" className={buttonStyles.secondary}>
              Start a project
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
          <p className={eyebrow}>Services</p>
          <h2 id="services-heading" className={`mt-2 ${sectionHeading}`}>
            Everything your business needs online
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.id} className="rounded-2xl border border-stone-200 p-6">
                <h3 className="text-lg font-semibold">{service.name}</h3>
                <p className="mt-2 text-sm leading-6 text-stone-600">{service.summary}</p>
                <ul className="mt-4 space-y-2">
                  {service.features.map((feature) => (
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
            <p className={eyebrow}>About us</p>
            <h2 id="about-heading" className={`mt-2 ${sectionHeading}`}>
              10+ years building for the local market
            </h2>
            <p className="mt-4 text-lg leading-8 text-stone-600">
              We are a {brand.city} team. We know the networks, the payment habits and the
              customers, and we build for them first.
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {values.map((value) => (
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
              Green initiative
            </p>
            <h2 id="green-heading" className={`mt-2 ${sectionHeading} text-white`}>
              Every website plants a tree in Papua New Guinea
            </h2>
            <p className="mt-4 text-lg leading-8 text-brand-100">
              Each project and each template order funds one tree planting, and you can fund more
              trees at {formatKina(EXTRA_TREE_PRICE)} each when you ask for a quote. Together with
              our clients we have reached {impactClaim}.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/products" className={buttonStyles.onDark}>
                Choose a template
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <a
                href="#contact"
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-400 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
              >
                Plan a project with us
              </a>
            </div>
          </div>
          <ImpactCounters />
        </div>
      </section>

      <section id="newsletter" aria-labelledby="newsletter-heading" className="py-16 sm:py-24">
        <div className={containerStyles}>
          <div className="rounded-3xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100 sm:px-10 sm:py-12">
            <div className="max-w-2xl">
              <p className={eyebrow}>Newsletter</p>
              <h2 id="newsletter-heading" className={`mt-2 ${sectionHeading}`}>
                Web tips for PNG businesses
              </h2>
              <p className="mt-4 text-lg leading-8 text-stone-700">
                Join 500+ professionals who get our practical notes on websites, online selling and
                reaching customers on mobile. No spam, just what works here.
              </p>
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
            <p className={eyebrow}>Contact</p>
            <h2 id="contact-heading" className={`mt-2 ${sectionHeading}`}>
              Tell us about your project
            </h2>
            <p className="mt-4 text-lg leading-8 text-stone-600">
              We answer every enquiry within 24 hours. Our team is in the office {brand.hours}.
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
              Looking for a ready-made site?{' '}
              <Link to="/products" className={textLinkStyles}>
                See the templates
              </Link>
            </p>
          </div>
          <div className="lg:col-span-3">
            <ContactForm services={serviceOptions} />
          </div>
        </div>

        <div className={`${containerStyles} mt-16`}>
          <h3 className="text-xl font-semibold">Technologies we build with</h3>
          <div className="mt-6">
            <TechnologyMarquee technologies={technologies} />
          </div>
          <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-3 text-sm leading-6 text-stone-700">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              Our full technology stack and toolkit are available only to verified partners.
            </p>
            <a
              href={`mailto:${brand.mailboxes.partners}?subject=${encodeURIComponent('Partnership inquiry')}`}
              className={`${buttonStyles.secondary} shrink-0`}
            >
              <Handshake className="size-4" aria-hidden="true" />
              Partnership inquiry
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
