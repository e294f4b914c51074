export { type Cart, type CartLine, useCart, useCartReady } from './use-cart';
export { useCartCount } from './use-cart-count';
