import { useSyncExternalStore } from 'react';
import { getServerSnapshot, getSnapshot, subscribe } from '../../lib/cart-store';

/** How many items are in the cart; 0 in the prerendered HTML and until the cart is read. */
export function useCartCount(): number {
  const lines = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
