import { ArrowRight, Check, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../../shared/brand';
import { buttonStyles, containerStyles } from '../../components/ui/styles';
import { pageMeta } from '../meta';
import { services } from '../services';
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

      <section id="contact" aria-labelledby="contact-heading" className="py-16 sm:py-24">
        <div className={containerStyles}>
          <div className="rounded-3xl bg-brand-900 px-6 py-12 text-brand-50 sm:px-12">
            <h2 id="contact-heading" className={`${sectionHeading} text-white`}>
              Tell us about your project
            </h2>
            <p className="mt-4 max-w-2xl text-lg leading-8 text-brand-100">
              We answer every enquiry within 24 hours, {brand.hours}.
            </p>
            <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <li>
                <a href={`mailto:${brand.mailboxes.quotes}`} className={buttonStyles.onDark}>
                  <Mail className="size-4" aria-hidden="true" />
                  {brand.mailboxes.quotes}
                </a>
              </li>
              <li>
                <a
                  href={`tel:${brand.phone.tel}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-400 px-5 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  <Phone className="size-4" aria-hidden="true" />
                  {brand.phone.display}
                </a>
              </li>
            </ul>
            <p className="mt-8 text-sm text-brand-200">
              Looking for a ready-made site?{' '}
              <Link
                to="/products"
                className="font-medium text-white underline decoration-brand-400 underline-offset-4 hover:decoration-white"
              >
                See the templates
              </Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
