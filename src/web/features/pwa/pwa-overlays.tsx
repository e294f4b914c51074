import { lazy, Suspense, useEffect } from 'react';
import { usePwaStatus } from './pwa-status';
import { StatusBadge } from './status-badge';

// Loaded only when the browser offers installation: most visits never download it.
const InstallCard = lazy(() =>
  import('./install-card').then((module) => ({ default: module.InstallCard })),
);

/** What every page shows outside its route: the status badge and the install card. */
export function PwaOverlays() {
  const { installPrompt } = usePwaStatus();
  useEffect(() => {
    // After the page is up, so the worker and its code never compete with the page's own files.
    void import('./service-worker')
      .then((module) => module.startServiceWorker())
      .catch((error: unknown) => console.warn('The service worker could not be started.', error));
  }, []);
  return (
    <>
      <StatusBadge />
      {installPrompt ? (
        <Suspense fallback={null}>
          <InstallCard />
        </Suspense>
      ) : null}
    </>
  );
}
