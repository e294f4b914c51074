export type { CartLine } from './cart-store';
export { type Cart, useCart, useCartCount, useCartReady } from './use-cart';
