import { useCart, useCartReady } from '../cart';
import { Checkout } from './checkout';

/** The quote with the visitor's stored cart: the quote page's island (decision 091). */
export function QuoteCheckout() {
  const cart = useCart();
  const ready = useCartReady();
  return <Checkout cart={cart} ready={ready} />;
}
