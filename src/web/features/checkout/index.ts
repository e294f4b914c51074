export { Checkout, type CheckoutCart } from './checkout';
