import { Outlet } from 'react-router';
import { IslandNameContext } from '../../../islands/island-id';
import { SampleHostContext } from '../../../templates/kit/sample-host';
import { agencySampleHost } from '../../features/preview';
import { PageContentProvider, PageContentScript } from '../../islands/page-content';
import { sampleContent } from '../page-content.server';
import type { Route } from './+types/sample-layout';

// At render time only: the sample's place in the catalogue its preview bar shows (decision 134).
export const loader = ({ request }: Route.LoaderArgs) => ({
  content: sampleContent(new URL(request.url).pathname),
});

// Around every sample site: the agency fills the kit's identity provider with the visitor's
// personalisation and its preview bar (decision 076); the sample itself imports nothing of web.
export default function SampleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageContentProvider content={loaderData.content}>
      <div data-island="sample-page" className="contents">
        <IslandNameContext value="sample-page">
          <SampleHostContext value={agencySampleHost}>
            <Outlet />
          </SampleHostContext>
        </IslandNameContext>
      </div>
      <PageContentScript content={loaderData.content} />
    </PageContentProvider>
  );
}
