import { ArrowRight, FileText, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { fill } from '../../../shared/i18n/format';
import { containerStyles } from '../../components/ui/styles';
import { DocumentVersion, LegalContacts, ResponseTimes } from '../../features/legal';
import { useLocalPath, useMessages } from '../../i18n';
import { messagesFor } from '../../i18n/messages.server';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/legal';

// Build time only (ssr: false): the hub needs the documents' titles, not their text.
export const loader = ({ request }: Route.LoaderArgs) => messagesFor(request, ['legal']);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData.messages.legal.hub.title,
    description: loaderData.messages.legal.hub.description,
    path: '/legal',
    lang: loaderData.lang,
  });

const documents = [
  { to: '/privacy-policy', key: 'privacyPolicy', Icon: ShieldCheck },
  { to: '/terms-of-use', key: 'termsOfUse', Icon: FileText },
] as const;

const sectionHeading = 'text-2xl font-bold tracking-tight sm:text-3xl';

export default function Legal() {
  const m = useMessages('legal');
  const localPath = useLocalPath();
  return (
    <>
      <PageIntro eyebrow={m.eyebrow} title={m.hub.title}>
        <p>{m.hub.intro}</p>
        <DocumentVersion />
      </PageIntro>

      <div data-launcher-in-flow="" className={`${containerStyles} space-y-16 py-12 sm:py-16`}>
        <section aria-labelledby="documents-heading">
          <h2 id="documents-heading" className={sectionHeading}>
            {m.hub.documentsHeading}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {documents.map(({ to, key, Icon }) => (
              <li key={to}>
                <Link
                  to={localPath(to)}
                  className="group flex h-full flex-col rounded-2xl border border-stone-200 p-6 transition-colors hover:border-brand-300 hover:bg-brand-50"
                >
                  <Icon className="size-8 text-brand-700" aria-hidden="true" />
                  <span className="mt-4 text-xl font-semibold text-stone-950">
                    {m.documents[key].title}
                  </span>
                  <span className="mt-2 flex-1 text-sm leading-6 text-stone-600">
                    {m.documents[key].summary}
                  </span>
                  <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                    {m.documents[key].read}
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
              {m.responseTimesHeading}
            </h2>
            <p className="mt-3 leading-7 text-stone-600">
              {fill(m.hub.responseTimesNote, { hours: m.hours })}
            </p>
            <div className="mt-6">
              <ResponseTimes />
            </div>
          </section>

          <section aria-labelledby="legal-contacts-heading">
            <h2 id="legal-contacts-heading" className={sectionHeading}>
              {m.hub.contactsHeading}
            </h2>
            <p className="mt-3 leading-7 text-stone-600">{m.hub.contactsNote}</p>
            <div className="mt-6">
              <LegalContacts />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
