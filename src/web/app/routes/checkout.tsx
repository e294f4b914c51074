import { Link } from 'react-router';
import { buttonStyles, containerStyles } from '../../components/ui/styles';
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

export default function Checkout() {
  return (
    <>
      <PageIntro eyebrow="Checkout" title="Your cart" />
      <section className={`${containerStyles} py-12 sm:py-16`}>
        <h2 className="text-xl font-semibold">Your cart is empty</h2>
        <p className="mt-2 text-stone-600">Choose a template first, then come back for a quote.</p>
        <Link to="/products" className={`${buttonStyles.primary} mt-6`}>
          Browse templates
        </Link>
      </section>
    </>
  );
}
