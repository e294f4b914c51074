import { brand } from '../../../shared/brand';
import { containerStyles, textLinkStyles } from '../../components/ui/styles';
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
      <PageIntro eyebrow="Legal" title="Terms of Use" />
      <div className={`${containerStyles} max-w-3xl py-12`}>
        <p className="leading-7">
          Questions about these terms? Write to{' '}
          <a href={`mailto:${brand.mailboxes.legal}`} className={textLinkStyles}>
            {brand.mailboxes.legal}
          </a>
          .
        </p>
      </div>
    </>
  );
}
