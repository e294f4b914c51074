import { containerStyles } from '../../components/ui/styles';
import { MaintenanceNotice } from '../../features/collaborators';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/collaborators';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Collaborators',
    description:
      'The Kumul Digital partner portal for verified partners is under maintenance and will be back shortly.',
    path: '/collaborators',
  });

export default function Collaborators() {
  return (
    <>
      <PageIntro eyebrow="Collaborators" title="Partner portal under maintenance">
        <p>
          The partner portal for verified partners is under maintenance. We are making it faster and
          easier to use, and it will be back shortly.
        </p>
      </PageIntro>
      <div className={`${containerStyles} py-12 sm:py-16`}>
        <MaintenanceNotice />
      </div>
    </>
  );
}
