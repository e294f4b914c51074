import { brand } from '../../../shared/brand';
import { DocumentVersion, LegalDocumentView, privacyPolicy } from '../../features/legal';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Privacy Policy',
    description: `How ${brand.name} collects, uses and protects the personal information you share with us.`,
    path: '/privacy-policy',
  });

export default function PrivacyPolicy() {
  return (
    <>
      <PageIntro eyebrow="Legal" title={privacyPolicy.title}>
        <p>{privacyPolicy.summary}</p>
        <DocumentVersion />
      </PageIntro>
      <LegalDocumentView document={privacyPolicy} />
    </>
  );
}
