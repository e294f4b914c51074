import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { routeModuleGuard } from './route-module-guard';

// An island page's boot script imports its own entry; naming it here is what builds it.
if (document.documentElement.hasAttribute('data-islands')) {
  void import('../islands/hydrate-islands');
} else {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={[routeModuleGuard]} />
      </StrictMode>,
    );
  });
}
