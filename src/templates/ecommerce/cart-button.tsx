import { ShoppingCart } from 'lucide-react';

/** The cart: its count in the name, and a badge drawn only once something is in it (spec section 4). */
export function CartButton({ count }: { count: number }) {
  return (
    <button
      type="button"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-neutral-900 transition-colors hover:bg-neutral-100 active:bg-neutral-200"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-(--accent) px-1.5 text-xs leading-5 font-bold text-(--on-accent) ring-2 ring-white"
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}
