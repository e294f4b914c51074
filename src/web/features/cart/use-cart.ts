import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Template } from '../../../shared/catalogue';
import { MAX_QUANTITY, cartItemCount, cartTotal } from '../../../shared/money';
import {
  cartActions,
  getServerSnapshot,
  getSnapshot,
  quantityIn,
  subscribe,
} from '../../lib/cart-store';
import { useTemplates } from '../../islands/page-content';

/** A cart line: the template's fields plus how many the visitor wants. */
export type CartLine = Template & { quantity: number };

export interface Cart {
  lines: readonly CartLine[];
  totalPrice: number;
  totalItems: number;
  quantityOf: (id: number) => number;
  /** The most of one template a cart line holds. */
  maxQuantity: number;
  add: (template: Template) => void;
  remove: typeof cartActions.remove;
  setQuantity: typeof cartActions.setQuantity;
  clear: typeof cartActions.clear;
}

/**
 * The cart and its actions; empty in the prerendered HTML, the stored cart after hydration. Its
 * templates are the catalogue the page was rendered with (decision 122), not one in the code.
 */
export function useCart(): Cart {
  const stored = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const templates = useTemplates();
  const orderable = useMemo(
    () => new Map(templates.filter((t) => t.status === 'active').map((t) => [t.id, t])),
    [templates],
  );
  const isOrderable = (id: number) => orderable.has(id);
  const lines = useMemo(
    () =>
      stored.flatMap((line): CartLine[] => {
        const template = orderable.get(line.id);
        return template ? [{ ...template, quantity: line.quantity }] : [];
      }),
    [stored, orderable],
  );
  // A stored line whose template was withdrawn leaves the cart (and the header's count) for good.
  useEffect(() => {
    if (lines.length !== stored.length) cartActions.keepOnly((id) => orderable.has(id));
  }, [lines, stored, orderable]);
  return {
    lines,
    totalPrice: cartTotal(lines),
    totalItems: cartItemCount(lines),
    quantityOf: (id) => quantityIn(stored, id),
    maxQuantity: MAX_QUANTITY,
    add: (template) => {
      if (isOrderable(template.id)) cartActions.add(template.id);
    },
    remove: cartActions.remove,
    setQuantity: cartActions.setQuantity,
    clear: cartActions.clear,
  };
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
