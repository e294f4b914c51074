import { Link } from 'react-router';
import { buttonStyles, containerStyles } from '../../components/ui/styles';
import { pageMeta } from '../meta';
import type { Route } from './+types/not-found';

// Matches every unknown path; prerendered at /404, which the server sends with status 404.
export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: 'Page not found',
    description:
      'The page you asked for does not exist. It may have moved, or the link may be wrong.',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return (
    <section className={`${containerStyles} py-20 sm:py-28`}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Page not found</h1>
      <p className="mt-4 max-w-xl text-lg text-stone-600">
        The page you asked for does not exist. It may have moved, or the link may be wrong.
      </p>
      <Link to="/" className={`${buttonStyles.primary} mt-8`}>
        Go to the home page
      </Link>
    </section>
  );
}
