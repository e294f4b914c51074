import { brand } from '../../../shared/brand';
import { DocumentVersion, LegalDocumentView, termsOfUse } from '../../features/legal';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/terms-of-use';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Terms of Use',
    description: `The terms that apply when you use the ${brand.name} website, templates and services.`,
    path: '/terms-of-use',
  });

export default function TermsOfUse() {
  return (
    <>
      <PageIntro eyebrow="Legal" title={termsOfUse.title}>
        <p>{termsOfUse.summary}</p>
        <DocumentVersion />
      </PageIntro>
      <LegalDocumentView document={termsOfUse} />
    </>
  );
}
