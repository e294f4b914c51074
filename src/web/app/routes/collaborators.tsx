import { containerStyles } from '../../components/ui/styles';
import { MaintenanceNotice } from '../../features/collaborators';
import { useMessages } from '../../i18n';
import { messagesFor } from '../../i18n/messages.server';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/collaborators';

// Build time only (ssr: false): the page's HTML carries its language's notice.
export const loader = ({ request }: Route.LoaderArgs) => messagesFor(request, ['collaborators']);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    ...loaderData.messages.collaborators.meta,
    path: '/collaborators',
    lang: loaderData.lang,
  });

export default function Collaborators() {
  const m = useMessages('collaborators').intro;
  return (
    <>
      <PageIntro eyebrow={m.eyebrow} title={m.title}>
        <p>{m.lead}</p>
      </PageIntro>
      <div className={`${containerStyles} py-12 sm:py-16`}>
        <MaintenanceNotice />
      </div>
    </>
  );
}
