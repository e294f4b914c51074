import { useEffect } from 'react';
import { atNextChance, deferred, retryingImport } from '../../lib/deferred';
import { OfflineOffer } from './offline-offer';
import { usePwaStatus } from './pwa-status';
import { StatusBadge } from './status-badge';

// Loaded only when the browser offers installation: most visits never download it.
const InstallCard = deferred('The install card', () =>
  import('./install-card').then((module) => module.InstallCard),
);

const loadServiceWorker = retryingImport(() => import('./service-worker'));

/** Registers the worker once its code has arrived, trying again at the next chance if it did not. */
function startServiceWorker(): () => void {
  let cancel = () => {};
  const attempt = () =>
    loadServiceWorker().then(
      (module) => void module.startServiceWorker(),
      (error: unknown) => {
        console.warn('The service worker code did not load; it is tried again later.', error);
        cancel = atNextChance(attempt);
      },
    );
  void attempt();
  return () => cancel();
}

/** What every page shows outside its route: the status badge and the install card. */
export function PwaOverlays() {
  const { installPrompt } = usePwaStatus();
  // After the page is up, so the worker and its code never compete with the page's own files.
  useEffect(startServiceWorker, []);
  return (
    <>
      <StatusBadge />
      <OfflineOffer />
      {installPrompt ? <InstallCard /> : null}
    </>
  );
}
