export { useCartCount } from './use-cart-count';
