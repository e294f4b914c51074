import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** False in the prerendered HTML and while hydrating; true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
