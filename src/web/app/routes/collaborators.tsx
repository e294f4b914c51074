import { containerStyles } from '../../components/ui/styles';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/collaborators';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Collaborators',
    description:
      'The Kumul Digital collaborators area is under maintenance and will be back shortly.',
    path: '/collaborators',
  });

export default function Collaborators() {
  return (
    <>
      <PageIntro eyebrow="Collaborators" title="Under maintenance">
        <p>We are improving the collaborators area. Please check back in a few hours.</p>
      </PageIntro>
      <div className={`${containerStyles} py-12`} />
    </>
  );
}
