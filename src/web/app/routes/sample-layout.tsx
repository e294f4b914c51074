import { Outlet } from 'react-router';
import { SampleHostContext } from '../../../templates/kit/sample-host';
import { agencySampleHost } from '../../features/preview';

// Around every sample site: the agency fills the kit's identity provider with the visitor's
// personalisation and its preview bar (decision 076); the sample itself imports nothing of web.
export default function SampleLayout() {
  return (
    <SampleHostContext value={agencySampleHost}>
      <Outlet />
    </SampleHostContext>
  );
}
