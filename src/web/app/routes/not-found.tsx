import { Link } from 'react-router';
import { buttonStyles, containerStyles } from '../../components/ui/styles';
import { useLocalPath, useMessages } from '../../i18n';
import { pageMeta } from '../meta';
import type { Route } from './+types/not-found';

// Matches every unknown path; prerendered at /404 and /tpi/404, which the server sends with status
// 404. Its words come with the layout's, so a client-side visit to a wrong link needs no data file.
export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id.endsWith('agency-layout'));
  const data = layout?.loaderData as
    | { lang: 'en' | 'tpi'; messages: { layout: { notFound: { title: string; text: string } } } }
    | undefined;
  return [
    ...pageMeta({
      title: data?.messages.layout.notFound.title ?? 'Page not found',
      description: data?.messages.layout.notFound.text ?? '',
      lang: data?.lang,
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function NotFound() {
  const m = useMessages('layout').notFound;
  const localPath = useLocalPath();
  return (
    <section className={`${containerStyles} py-20 sm:py-28`}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{m.eyebrow}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{m.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-stone-600">{m.text}</p>
      <Link to={localPath('/')} className={`${buttonStyles.primary} mt-8`}>
        {m.home}
      </Link>
    </section>
  );
}
