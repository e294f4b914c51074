import { DocumentVersion, EnglishTextNotice, LegalDocumentView } from '../../features/legal';
import { useMessages } from '../../i18n';
import { messagesFor } from '../../i18n/messages.server';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/privacy-policy';

// Build time only (ssr: false): the English text, or its Tok Pisin summary (decision 060).
export const loader = ({ request }: Route.LoaderArgs) =>
  messagesFor(request, ['legal', 'privacyPolicy']);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData.messages.legal.documents.privacyPolicy.title,
    description: loaderData.messages.legal.documents.privacyPolicy.description,
    path: '/privacy-policy',
    lang: loaderData.lang,
  });

export default function PrivacyPolicy() {
  const m = useMessages('legal');
  const document = useMessages('privacyPolicy');
  return (
    <>
      <PageIntro eyebrow={m.eyebrow} title={m.documents.privacyPolicy.title}>
        <p>{m.documents.privacyPolicy.summary}</p>
        <DocumentVersion />
        <EnglishTextNotice path="/privacy-policy" />
      </PageIntro>
      <LegalDocumentView document={document} path="/privacy-policy" />
    </>
  );
}
