import { useSyncExternalStore } from 'react';

// Placeholder store until the cart feature lands: nothing in it, nothing to subscribe to.
const subscribe = () => () => {};
const getCount = () => 0;

/** How many items are in the cart; 0 in the prerendered HTML and until the cart is read. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, getCount, getCount);
}
