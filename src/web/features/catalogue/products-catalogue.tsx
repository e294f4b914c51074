import { useCart } from '../cart';
import { Catalogue } from './catalogue';

/** The catalogue with the visitor's quote: the products page's island (decision 091). */
export function ProductsCatalogue({ costs }: { costs: Readonly<Record<string, number>> }) {
  const cart = useCart();
  return <Catalogue quantityOf={cart.quantityOf} onAdd={cart.add} costs={costs} />;
}
