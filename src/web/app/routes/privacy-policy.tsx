import { brand } from '../../../shared/brand';
import { containerStyles, textLinkStyles } from '../../components/ui/styles';
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
      <PageIntro eyebrow="Legal" title="Privacy Policy" />
      <div className={`${containerStyles} max-w-3xl py-12`}>
        <p className="leading-7">
          Questions about your data? Write to{' '}
          <a href={`mailto:${brand.mailboxes.privacy}`} className={textLinkStyles}>
            {brand.mailboxes.privacy}
          </a>
          .
        </p>
      </div>
    </>
  );
}
