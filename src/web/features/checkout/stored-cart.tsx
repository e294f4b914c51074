import { useMessages } from '../../i18n';
import { useTemplates } from '../../islands/page-content';

/**
 * The quote's lines without its code (decision 118): every template on sale as a hidden row. When
 * the page's scripts do not arrive, the boot script shows the stored cart's rows with their copies
 * and the sentence that the form comes back with the connection; hydration hides it again.
 */
export function StoredCart() {
  const m = useMessages('checkout');
  const onSale = useTemplates().filter((template) => template.status === 'active');
  return (
    <section
      data-stored-cart
      hidden
      aria-labelledby="stored-cart-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id="stored-cart-heading" className="text-xl font-semibold">
        {m.lines.title}
      </h2>
      <p role="status" className="rounded-xl bg-amber-50 p-4 text-stone-800">
        {m.stored}
      </p>
      <ul className="divide-y divide-stone-200">
        {onSale.map((template) => (
          <li
            key={template.id}
            data-line={template.id}
            hidden
            className="flex flex-wrap items-baseline justify-between gap-x-4 py-3"
          >
            <span className="font-semibold">{template.title}</span>
            <span className="text-sm text-stone-600 tabular-nums">
              {m.lines.copies}: <span data-quantity>1</span> × {template.price}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
