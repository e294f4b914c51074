import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import {
  ActionButton,
  Card,
  CardGrid,
  ContactSection,
  DisplayForm,
  Field,
  Hero,
  NavBar,
  Section,
  StarRating,
  StatList,
  StatsBand,
  TemplatePage,
  TextAreaField,
  lazyImage,
  templateLinks,
  templateMeta,
} from '../kit';
import {
  type Category,
  type Product,
  categories,
  copy,
  enquiry,
  footerColumns,
  hero,
  heroStats,
  identity,
  kina,
  marketStats,
  navLinks,
  products,
  promises,
  sellAction,
  visitStore,
  vendors,
} from './content';
import { CartButton } from './cart-button';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

export default function EcommercePage() {
  const [category, setCategory] = useState<Category>('All');
  const [cartCount, setCartCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const shown = category === 'All' ? products : products.filter((p) => p.category === category);

  const addToCart = (product: Product) => {
    const count = cartCount + 1;
    setCartCount(count);
    setAnnouncement(copy.addedToCart(product.name, count));
  };

  return (
    <TemplatePage
      slug="ecommerce"
      identity={identity}
      theme={theme}
      navLinks={navLinks}
      footerColumns={footerColumns}
      header={<NavBar theme={theme} links={navLinks} tools={<CartButton count={cartCount} />} />}
    >
      {/* Says what Add to Cart did, since the badge alone is only seen. */}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <Hero theme={theme} {...hero}>
        <StatList
          theme={theme}
          stats={heroStats}
          headingClass="text-(--accent-on-dark)"
          className="mt-10 border-t border-white/15 pt-8 sm:grid-cols-3"
        />
      </Hero>

      <Section theme={theme} id="products" {...copy.products}>
        <div
          role="group"
          aria-label={copy.filterLabel}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0"
        >
          {categories.map((name) => {
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
          {copy.filterStatus(shown.length, category)}
        </p>
        {shown.length > 0 ? (
          <div className="mt-8">
            <CardGrid columns={4} label={copy.productListLabel}>
              {shown.map((product) => (
                <ProductCard key={product.id} product={product} onAdd={addToCart} />
              ))}
            </CardGrid>
          </div>
        ) : null}
      </Section>

      <Section theme={theme} id="vendors" surface="soft" {...copy.vendors}>
        <CardGrid columns={4}>
          {vendors.map((vendor) => (
            <article
              key={vendor.name}
              className={`flex w-full flex-col items-center p-6 text-center ${theme.radius} ${theme.card.bg}`}
            >
              <img {...lazyImage(vendor.image)} className="size-24" />
              <h3 className={`mt-4 text-lg ${theme.heading} ${theme.card.heading}`}>
                {vendor.name}
              </h3>
              <p className="text-sm">{vendor.location}</p>
              <div className="mt-3 flex items-center gap-2 text-sm">
                <StarRating theme={theme} rating={Math.round(vendor.rating)} />
                <span className="font-semibold text-neutral-900">{vendor.rating}</span>
              </div>
              <p className={`mt-1 text-sm font-semibold ${theme.accent}`}>
                {vendor.products} products
              </p>
              <div className="mt-auto w-full pt-5">
                <ActionButton theme={theme} action={visitStore} className="w-full" />
              </div>
            </article>
          ))}
        </CardGrid>
        <div
          className={`mt-12 flex flex-col items-start gap-5 p-8 sm:flex-row sm:items-center sm:justify-between ${theme.radius} bg-(--accent) text-(--on-accent)`}
        >
          <div>
            <h3 className={`text-2xl ${theme.heading}`}>{copy.sell.title}</h3>
            <p className="mt-1">{copy.sell.text}</p>
          </div>
          <ActionButton theme={theme} action={sellAction} className="shrink-0" />
        </div>
      </Section>

      <Section theme={theme} id="about" {...copy.about}>
        <CardGrid columns={3}>
          {promises.map((promise) => (
            <Card key={promise.title} theme={theme} {...promise} />
          ))}
        </CardGrid>
      </Section>

      <StatsBand theme={theme} stats={marketStats} label={copy.statsLabel} />

      <ContactSection theme={theme} {...copy.contact}>
        <DisplayForm theme={theme} title={enquiry.title} submitLabel={enquiry.submitLabel}>
          <Field theme={theme} label="Name" name="name" autoComplete="name" />
          <Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
          <Field theme={theme} label="Subject" name="subject" wide />
          <TextAreaField theme={theme} label="Message" name="message" />
        </DisplayForm>
      </ContactSection>
    </TemplatePage>
  );
}

function ProductCard({ product, onAdd }: { product: Product; onAdd: (p: Product) => void }) {
  return (
    <article
      className={`group flex w-full flex-col overflow-hidden ${theme.radius} ${theme.card.bg}`}
    >
      <div className="relative">
        <img
          {...lazyImage(product.image)}
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
          <StarRating theme={theme} rating={Math.round(product.rating)} />
          <span>
            <span className="font-semibold text-neutral-900">{product.rating}</span> (
            {product.reviews} reviews)
          </span>
        </div>
        <p className="mt-4 flex items-baseline gap-2">
          <span className="text-2xl font-black text-neutral-950">{kina(product.price)}</span>
          <span className="sr-only">, was</span>
          <del className="text-sm text-neutral-500">{kina(product.originalPrice)}</del>
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
