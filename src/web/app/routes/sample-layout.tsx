import { Outlet } from 'react-router';
import { IslandNameContext } from '../../../islands/island-id';
import { SampleHostContext } from '../../../templates/kit/sample-host';
import { agencySampleHost } from '../../features/preview';

// Around every sample site: the agency fills the kit's identity provider with the visitor's
// personalisation and its preview bar (decision 076); the sample itself imports nothing of web.
export default function SampleLayout() {
  return (
    <div data-island="sample-page" className="contents">
      <IslandNameContext value="sample-page">
        <SampleHostContext value={agencySampleHost}>
          <Outlet />
        </SampleHostContext>
      </IslandNameContext>
    </div>
  );
}
