import { useEffect } from 'react';
import { deferred } from '../../lib/deferred';
import { OfflineOffer } from './offline-offer';
import { usePwaStatus } from './pwa-status';
import { startServiceWorker } from './service-worker';
import { StatusBadge } from './status-badge';

// Loaded only when the browser offers installation: most visits never download it.
const InstallCard = deferred('The install card', () =>
  import('./install-card').then((module) => module.InstallCard),
);

/**
 * What every page shows outside its route: the status badge and the install card. The whole
 * file (worker registration included) is itself deferred: it loads after the page is up.
 */
export function PwaOverlays() {
  const { installPrompt } = usePwaStatus();
  useEffect(() => void startServiceWorker(), []);
  return (
    <>
      <StatusBadge />
      <OfflineOffer />
      {installPrompt ? <InstallCard /> : null}
    </>
  );
}
