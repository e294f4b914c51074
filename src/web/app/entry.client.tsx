import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { routeModuleGuard } from './route-module-guard';

// Only the staff inbox hydrates here; island pages boot their own entry, built on Preact
// (decision 095).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[routeModuleGuard]} />
    </StrictMode>,
  );
});
