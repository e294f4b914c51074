import { ArrowRight, FileText, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../../shared/brand';
import { containerStyles } from '../../components/ui/styles';
import {
  DocumentVersion,
  LegalContacts,
  ResponseTimes,
  privacyPolicy,
  termsOfUse,
} from '../../features/legal';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/legal';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Legal Information',
    description: `${brand.legalName}'s privacy policy, terms of use, legal contacts and response times in one place.`,
    path: '/legal',
  });

const documents = [
  { to: '/privacy-policy', document: privacyPolicy, Icon: ShieldCheck },
  { to: '/terms-of-use', document: termsOfUse, Icon: FileText },
];

const sectionHeading = 'text-2xl font-bold tracking-tight sm:text-3xl';

export default function Legal() {
  return (
    <>
      <PageIntro eyebrow="Legal" title="Legal Information">
        <p>
          The documents that govern our site and services, and how to reach us about them.{' '}
          {brand.legalName}, {brand.city}, {brand.country}.
        </p>
        <DocumentVersion />
      </PageIntro>

      <div className={`${containerStyles} space-y-16 py-12 sm:py-16`}>
        <section aria-labelledby="documents-heading">
          <h2 id="documents-heading" className={sectionHeading}>
            Our documents
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {documents.map(({ to, document, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex h-full flex-col rounded-2xl border border-stone-200 p-6 transition-colors hover:border-brand-300 hover:bg-brand-50"
                >
                  <Icon className="size-8 text-brand-700" aria-hidden="true" />
                  <span className="mt-4 text-xl font-semibold text-stone-950">
                    {document.title}
                  </span>
                  <span className="mt-2 flex-1 text-sm leading-6 text-stone-600">
                    {document.summary}
                  </span>
                  <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                    Read the {document.title.toLowerCase()}
                    <ArrowRight
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-16 lg:grid-cols-2 lg:gap-12">
          <section aria-labelledby="response-times-heading">
            <h2 id="response-times-heading" className={sectionHeading}>
              How quickly we answer
            </h2>
            <p className="mt-3 leading-7 text-stone-600">Counted in working days, {brand.hours}.</p>
            <div className="mt-6">
              <ResponseTimes />
            </div>
          </section>

          <section aria-labelledby="legal-contacts-heading">
            <h2 id="legal-contacts-heading" className={sectionHeading}>
              Contacts
            </h2>
            <p className="mt-3 leading-7 text-stone-600">
              Write to the mailbox that fits your question, so it reaches the right person first
              time.
            </p>
            <div className="mt-6">
              <LegalContacts />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
