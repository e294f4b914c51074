import { Menu, ShoppingBag, ShoppingCart, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavLink, Theme } from '../kit';

// The kit's NavBar has no place for a live cart counter, so the marketplace keeps its own header
// with the same phone-menu behaviour (Escape and choosing a link close it) plus the cart.

/** The cart: its count in the name, and a badge drawn only once something is in it (spec section 4). */
function CartButton({ count }: { count: number }) {
  return (
    <button
      type="button"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-neutral-900 transition-colors hover:bg-neutral-100 active:bg-neutral-200"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-5 font-bold text-white ring-2 ring-white"
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}

export function MarketHeader({
  theme,
  name,
  links,
  cartCount,
}: {
  theme: Theme;
  name: string;
  links: readonly NavLink[];
  cartCount: number;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className={`sticky top-0 z-50 ${theme.nav.bar}`}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="#main" className={`flex min-w-0 items-center gap-2 ${theme.nav.brand}`}>
          <span className="inline-flex size-9 items-center justify-center rounded-lg bg-red-700 text-amber-300">
            <ShoppingBag aria-hidden="true" className="size-5" />
          </span>
          <span className="truncate">{name}</span>
        </a>
        <div className="flex items-center gap-2 md:gap-6">
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-6 text-sm font-semibold">
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={theme.nav.link}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <CartButton count={cartCount} />
          <button
            ref={toggleRef}
            type="button"
            className={`-mr-2 inline-flex size-11 items-center justify-center md:hidden ${theme.nav.link}`}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((isOpen) => !isOpen)}
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!open}
        className={`px-4 pb-4 md:hidden ${theme.nav.menu}`}
      >
        <ul className="flex flex-col py-2 text-base font-semibold">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className={`block py-3 ${theme.nav.link}`}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
