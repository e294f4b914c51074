import { useEffect, useState } from 'preact/hooks';

// React's useSyncExternalStore reads the server's snapshot while it hydrates, so the first render
// matches the prerendered HTML, then renders again with the browser's (the cart, the address's
// search, whether the page is up). preact/compat reads the browser's at once, and Preact keeps a
// part hydrated in turn (InTurn) as it was prerendered: a card kept another card's words. The
// islands' build uses this one instead (decision 096).

let hydrating = true;
const afterHydration = new Set<() => void>();

/** The page has hydrated: every store read on its server snapshot reads its own now. */
export function endHydration(): void {
  hydrating = false;
  for (const update of [...afterHydration]) update();
  afterHydration.clear();
}

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const read = () => (hydrating && getServerSnapshot ? getServerSnapshot() : getSnapshot());
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => setValue(() => read());
    // A change between the render and this effect is not missed.
    update();
    if (hydrating) afterHydration.add(update);
    const unsubscribe = subscribe(update);
    return () => {
      afterHydration.delete(update);
      unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as React, a new subscribe resubscribes
  }, [subscribe, getSnapshot]);
  return value;
}
