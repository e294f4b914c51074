import { useCart, useCartReady } from '../../features/cart';
import { Checkout } from '../../features/checkout';
import { containerStyles } from '../../components/ui/styles';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Cart and Quote Request',
    description:
      'Review the templates in your cart and request a quote. Kumul Digital answers every quote request within 24 hours.',
    path: '/checkout',
  });

export default function CheckoutRoute() {
  const cart = useCart();
  const ready = useCartReady();
  return (
    <>
      <PageIntro eyebrow="Checkout" title="Your cart">
        <p>Review your templates and send a quote request. We reply within 24 hours.</p>
      </PageIntro>
      <div className={`${containerStyles} py-10 sm:py-14`}>
        <Checkout cart={cart} ready={ready} />
      </div>
    </>
  );
}
