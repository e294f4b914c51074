import { Link } from 'react-router';
import { brand } from '../../../shared/brand';
import { containerStyles } from '../../components/ui/styles';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/legal';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Legal Information',
    description: `${brand.legalName}'s privacy policy, terms of use and legal contacts in one place.`,
    path: '/legal',
  });

const pages = [
  { to: '/privacy-policy', title: 'Privacy Policy', text: 'What we collect and how we use it.' },
  { to: '/terms-of-use', title: 'Terms of Use', text: 'The rules for our site and services.' },
];

export default function Legal() {
  return (
    <>
      <PageIntro eyebrow="Legal" title="Legal Information">
        <p>
          {brand.legalName}, {brand.city}, {brand.country}.
        </p>
      </PageIntro>
      <ul className={`${containerStyles} grid gap-6 py-12 sm:grid-cols-2`}>
        {pages.map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              className="block h-full rounded-2xl border border-stone-200 p-6 hover:border-brand-300 hover:bg-brand-50"
            >
              <h2 className="text-lg font-semibold">{page.title}</h2>
              <p className="mt-1 text-sm text-stone-600">{page.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
