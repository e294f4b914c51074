import { ClipboardList, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { plural } from '../../../shared/i18n/format';
import { containerStyles } from '../../components/ui/styles';
import { useCartCount } from '../../features/cart';
import { type Messages, useLocalPath, useMessages, usePageAddress } from '../../i18n';
import { STATUS_SLOT_ID } from '../../lib/status-slot';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { InTurn } from '../../../islands/in-turn';

interface NavItem {
  label: keyof Messages['layout']['nav'];
  to: string;
  /** In-page anchors of the home page: plain links, never shown as the current page. */
  anchor?: boolean;
}

const navItems: readonly NavItem[] = [
  { label: 'about', to: '/#about', anchor: true },
  { label: 'services', to: '/#services', anchor: true },
  { label: 'portfolio', to: '/portfolio' },
  { label: 'templates', to: '/products' },
  { label: 'collaborators', to: '/collaborators' },
  { label: 'contact', to: '/#contact', anchor: true },
];

// No wrapping: Tok Pisin labels are longer, so they sit closer together instead.
const desktopLink =
  'rounded-md px-1.5 py-2 text-sm whitespace-nowrap font-medium text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-950 aria-[current=page]:text-brand-700';
const mobileLink =
  'block rounded-lg px-3 py-3 text-base font-medium text-stone-800 hover:bg-stone-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** NavLink's rule: a page is current at its own address and below it. */
function useCurrent(to: string): 'page' | undefined {
  const { pathname } = usePageAddress();
  return pathname === to || pathname.startsWith(`${to}/`) ? 'page' : undefined;
}

/**
 * A link to a page of the site: a page load (the worker serves it from its cache), so the header
 * works the same as an island and on a page the router hydrated (decision 091).
 */
function PageLink({
  to,
  className,
  onClick,
  children,
  ...rest
}: React.ComponentProps<'a'> & { to: string }) {
  return (
    <a href={to} aria-current={useCurrent(to)} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}

function NavItemLink({
  item,
  className,
  onChoose,
}: {
  item: NavItem;
  className: string;
  onChoose?: () => void;
}) {
  const m = useMessages('layout').nav;
  const to = useLocalPath()(item.to);
  const label = m[item.label] as string;
  if (item.anchor) {
    return (
      <a href={to} className={className} onClick={onChoose}>
        {label}
      </a>
    );
  }
  return (
    <PageLink to={to} className={className} onClick={onChoose}>
      {label}
    </PageLink>
  );
}

/** The quote page's link (the spec's /checkout), with a badge counting its templates. */
function QuoteLink({ onChoose, showLabel }: { onChoose?: () => void; showLabel: boolean }) {
  const count = useCartCount();
  const m = useMessages('layout').nav;
  const localPath = useLocalPath();
  const label = count > 0 ? plural(m.quoteWithItems, count) : m.quote;
  return (
    <PageLink
      to={localPath('/checkout')}
      onClick={onChoose}
      aria-label={showLabel ? undefined : label}
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm whitespace-nowrap font-semibold text-stone-800 hover:bg-stone-100 aria-[current=page]:text-brand-700"
    >
      <ClipboardList className="size-5" aria-hidden="true" />
      {showLabel ? <span>{m.quote}</span> : null}
      {count > 0 ? (
        <span
          aria-hidden={showLabel ? undefined : true}
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-5 font-bold text-white"
        >
          {count}
          {showLabel ? <span className="sr-only"> {plural(m.templatesInQuote, count)}</span> : null}
        </span>
      ) : null}
    </PageLink>
  );
}

export function SiteHeader() {
  const m = useMessages('layout').nav;
  const localPath = useLocalPath();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className={`${containerStyles} flex h-16 items-center gap-2 sm:gap-4`}>
        <a
          href={localPath('/')}
          className="-m-1 shrink-0 rounded-lg p-1 whitespace-nowrap"
          onClick={closeMenu}
        >
          <Logo />
        </a>

        {/* The status pill arrives here after the page is up (decision 086): in the header's flow,
            at its right end, it covers nothing. */}
        <div id={STATUS_SLOT_ID} className="ml-auto flex lg:order-last lg:ml-0" />

        <InTurn element>
          <nav aria-label={m.main} className="hidden lg:ml-auto lg:block">
            <ul className="flex items-center">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavItemLink item={item} className={desktopLink} />
                </li>
              ))}
              <li>
                <LanguageSwitch className={desktopLink} />
              </li>
              <li className="ml-2">
                <QuoteLink showLabel />
              </li>
            </ul>
          </nav>
        </InTurn>

        <div className="flex items-center gap-1 lg:hidden">
          <QuoteLink showLabel={false} onChoose={closeMenu} />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
            <span className="sr-only">{menuOpen ? m.closeMenu : m.openMenu}</span>
          </button>
        </div>
      </div>

      <InTurn element>
        <nav
          id="mobile-menu"
          aria-label={m.main}
          hidden={!menuOpen}
          className="border-t border-stone-200 bg-white lg:hidden"
        >
          <ul className={`${containerStyles} grid gap-1 py-3`}>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} className={mobileLink} onChoose={closeMenu} />
              </li>
            ))}
            <li>
              <PageLink to={localPath('/checkout')} className={mobileLink} onClick={closeMenu}>
                {m.quote}
              </PageLink>
            </li>
            <li>
              <LanguageSwitch className={mobileLink} />
            </li>
          </ul>
        </nav>
      </InTurn>
    </header>
  );
}
