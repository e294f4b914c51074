import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import * as kit from '../kit';
import * as content from './content';
import { CartButton } from './cart-button';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.identity);

function EcommercePage() {
  const [category, setCategory] = useState<content.Category>('All');
  const [cartCount, setCartCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const shown =
    category === 'All' ? content.products : content.products.filter((p) => p.category === category);

  const addToCart = (product: content.Product) => {
    const count = cartCount + 1;
    setCartCount(count);
    setAnnouncement(content.copy.addedToCart(product.name, count));
  };

  return (
    <kit.TemplatePage
      slug="ecommerce"
      identity={content.identity}
      theme={theme}
      navLinks={content.navLinks}
      footerColumns={content.footerColumns}
      header={
        <kit.NavBar
          theme={theme}
          links={content.navLinks}
          tools={<CartButton count={cartCount} />}
        />
      }
    >
      {/* Says what Add to Cart did, since the badge alone is only seen. */}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <kit.Hero theme={theme} {...content.hero} stats={content.heroFigures} />

      <kit.Section theme={theme} id="products" {...content.copy.products}>
        <div
          role="group"
          aria-label={content.copy.filterLabel}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0"
        >
          {content.categories.map((name) => {
            const selected = name === category;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={selected}
                onClick={() => setCategory(name)}
                className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                  selected
                    ? 'border-neutral-950 bg-neutral-950 text-white'
                    : 'border-neutral-300 bg-white text-neutral-800 hover:border-neutral-900 active:bg-neutral-100'
                }`}
              >
                {name}
              </button>
            );
          })}
        </div>
        <p aria-live="polite" className="mt-6 text-center text-sm text-neutral-600">
          {content.copy.filterStatus(shown.length, category)}
        </p>
        {shown.length > 0 ? (
          <div className="mt-8">
            <kit.CardGrid columns={4} label={content.copy.productListLabel}>
              {shown.map((product) => (
                <ProductCard key={product.id} product={product} onAdd={addToCart} />
              ))}
            </kit.CardGrid>
          </div>
        ) : null}
      </kit.Section>

      <kit.Section theme={theme} id="vendors" surface="soft" {...content.copy.vendors}>
        <kit.CardGrid columns={4}>
          {content.vendors.map((vendor) => (
            <article
              key={vendor.name}
              className={`flex w-full flex-col items-center p-6 text-center ${theme.radius} ${theme.card.bg}`}
            >
              <img {...kit.lazyImage(vendor.image)} className="size-24" />
              <h3 className={`mt-4 text-lg ${theme.heading} ${theme.card.heading}`}>
                {vendor.name}
              </h3>
              <p className="text-sm">{vendor.location}</p>
              <div className="mt-3 flex items-center gap-2 text-sm">
                <kit.StarRating theme={theme} rating={Math.round(vendor.rating)} />
                <span className="font-semibold text-neutral-900">{vendor.rating}</span>
              </div>
              <p className={`mt-1 text-sm font-semibold ${theme.accent}`}>
                {vendor.products} products
              </p>
              <div className="mt-auto w-full pt-5">
                <kit.ActionButton theme={theme} action={content.visitStore} className="w-full" />
              </div>
            </article>
          ))}
        </kit.CardGrid>
        <div
          className={`mt-12 flex flex-col items-start gap-5 p-8 sm:flex-row sm:items-center sm:justify-between ${theme.radius} bg-(--accent) text-(--on-accent)`}
        >
          <div>
            <h3 className={`text-2xl ${theme.heading}`}>{content.copy.sell.title}</h3>
            <p className="mt-1">{content.copy.sell.text}</p>
          </div>
          <kit.ActionButton theme={theme} action={content.sellAction} className="shrink-0" />
        </div>
      </kit.Section>

      <kit.Section theme={theme} id="about" {...content.copy.about}>
        <kit.CardGrid columns={3}>
          {content.promises.map((promise) => (
            <kit.Card key={promise.title} theme={theme} {...promise} />
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.StatsBand theme={theme} stats={content.marketStats} label={content.copy.statsLabel} />

      <kit.ContactSection theme={theme} {...content.copy.contact}>
        <kit.DisplayForm
          theme={theme}
          title={content.enquiry.title}
          submitLabel={content.enquiry.submitLabel}
        >
          <kit.Field theme={theme} label="Name" name="name" autoComplete="name" />
          <kit.Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
          <kit.Field theme={theme} label="Subject" name="subject" wide />
          <kit.TextAreaField theme={theme} label="Message" name="message" />
        </kit.DisplayForm>
      </kit.ContactSection>
    </kit.TemplatePage>
  );
}

function ProductCard({
  product,
  onAdd,
}: {
  product: content.Product;
  onAdd: (p: content.Product) => void;
}) {
  return (
    <article
      className={`group flex w-full flex-col overflow-hidden ${theme.radius} ${theme.card.bg}`}
    >
      <div className="relative">
        <img
          {...kit.lazyImage(product.image)}
          className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <span className="absolute top-3 left-3 rounded-md bg-neutral-950 px-2 py-1 text-xs font-bold text-(--accent-on-dark)">
          {product.badge}
        </span>
        <span className="absolute top-3 right-3 rounded-md bg-(--accent) px-2 py-1 text-xs font-bold text-(--on-accent)">
          {product.discount}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wider text-neutral-500 uppercase">
          {product.category}
        </p>
        <h3 className={`mt-1 text-lg leading-snug ${theme.heading} ${theme.card.heading}`}>
          {product.name}
        </h3>
        <p className="mt-1 text-sm">by {product.vendor}</p>
        <div className="mt-3 flex items-center gap-2 text-sm">
          <kit.StarRating theme={theme} rating={Math.round(product.rating)} />
          <span>
            <span className="font-semibold text-neutral-900">{product.rating}</span> (
            {product.reviews} reviews)
          </span>
        </div>
        <p className="mt-4 flex items-baseline gap-2">
          <span className="text-2xl font-black text-neutral-950">
            {content.kina(product.price)}
          </span>
          <span className="sr-only">, was</span>
          <del className="text-sm text-neutral-500">{content.kina(product.originalPrice)}</del>
        </p>
        <div className="mt-auto pt-5">
          <button
            type="button"
            // The visible words first, so a voice user saying "Add to Cart" still matches.
            aria-label={`Add to Cart: ${product.name}`}
            onClick={() => onAdd(product)}
            className={`w-full ${theme.button.primary}`}
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            Add to Cart
          </button>
        </div>
      </div>
    </article>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { EcommercePage as default };
