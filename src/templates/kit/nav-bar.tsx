import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ActionButton } from './action-button';
import { useIdentity } from './identity';
import { useStableId } from '../../islands/island-id';
import { Logo } from './logo';
import type { Action, NavLink, Theme } from './theme';

/** The site's sticky header: logo and name (from the identity), in-page links, an optional action, and the phone menu. */
export function NavBar({
  theme,
  links,
  action,
  tools,
}: {
  theme: Theme;
  links: readonly NavLink[];
  action?: Action;
  /** Controls shown at every width beside the menu button, e.g. a shop's cart. */
  tools?: ReactNode;
}) {
  const { name } = useIdentity();
  const [open, setOpen] = useState(false);
  const menuId = useStableId('menu');
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

  const mainNav = (
    <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
      <ul className="flex items-center gap-6 text-sm font-medium">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={theme.nav.link}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {action ? <ActionButton theme={theme} action={action} /> : null}
    </nav>
  );
  const toggle = (
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
  );

  return (
    <header className={`sticky top-0 z-50 ${theme.nav.bar}`}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="#main" className={`flex min-w-0 items-center gap-2 ${theme.nav.brand}`}>
          <Logo />
          <span className="truncate">{name}</span>
        </a>
        {tools ? (
          <div className="flex items-center gap-2 md:gap-6">
            {mainNav}
            {tools}
            {toggle}
          </div>
        ) : (
          <>
            {mainNav}
            {toggle}
          </>
        )}
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!open}
        className={`px-4 pb-4 md:hidden ${theme.nav.menu}`}
      >
        <ul className="flex flex-col py-2 text-base font-medium">
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
        {action ? <ActionButton theme={theme} action={action} className="w-full" /> : null}
      </nav>
    </header>
  );
}
