import { DocumentVersion, EnglishTextNotice, LegalDocumentView } from '../../features/legal';
import { useMessages } from '../../i18n';
import { messagesFor } from '../../i18n/messages.server';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/terms-of-use';

// Build time only (ssr: false): the English text, or its Tok Pisin summary (decision 060).
export const loader = ({ request }: Route.LoaderArgs) =>
  messagesFor(request, ['legal', 'termsOfUse']);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData.messages.legal.documents.termsOfUse.title,
    description: loaderData.messages.legal.documents.termsOfUse.description,
    path: '/terms-of-use',
    lang: loaderData.lang,
  });

export default function TermsOfUse() {
  const m = useMessages('legal');
  const document = useMessages('termsOfUse');
  return (
    <>
      <PageIntro eyebrow={m.eyebrow} title={m.documents.termsOfUse.title}>
        <p>{m.documents.termsOfUse.summary}</p>
        <DocumentVersion />
        <EnglishTextNotice path="/terms-of-use" />
      </PageIntro>
      <LegalDocumentView document={document} path="/terms-of-use" />
    </>
  );
}
