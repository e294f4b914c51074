import { useSyncExternalStore } from 'react';
import { MAX_QUANTITY } from '../../../shared/money';
import {
  type CartLine,
  cartActions,
  getServerSnapshot,
  getSnapshot,
  quantityIn,
  subscribe,
  totalItems,
  totalPrice,
} from './cart-store';

export interface Cart {
  lines: readonly CartLine[];
  totalPrice: number;
  totalItems: number;
  quantityOf: (id: number) => number;
  /** The most of one template a cart line holds. */
  maxQuantity: number;
  add: typeof cartActions.add;
  remove: typeof cartActions.remove;
  setQuantity: typeof cartActions.setQuantity;
  clear: typeof cartActions.clear;
}

const useCartLines = () => useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

/** The cart and its actions; empty in the prerendered HTML, the stored cart after hydration. */
export function useCart(): Cart {
  const lines = useCartLines();
  return {
    lines,
    totalPrice: totalPrice(lines),
    totalItems: totalItems(lines),
    quantityOf: (id) => quantityIn(lines, id),
    maxQuantity: MAX_QUANTITY,
    ...cartActions,
  };
}

/** How many items are in the cart; 0 in the prerendered HTML and until the cart is read. */
export function useCartCount(): number {
  return totalItems(useCartLines());
}

const noSubscription = () => () => {};

/** False in the prerendered HTML and during hydration; true once the stored cart can be shown. */
export function useCartReady(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
