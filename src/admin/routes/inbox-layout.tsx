import { useEffect, useRef, useState } from 'react';
import { Form, NavLink, Outlet, useLoaderData, useLocation, useNavigation } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import type { StaffRole } from '../../shared/schemas/admin';
import { loadSession } from '../api';
import {
  Frame,
  MenuIcon,
  SECTIONS_ID,
  mainStyles,
  menuButtonStyles,
  sectionLinkStyles,
  sectionsFor,
  signOutStyles,
} from '../components/frame';
import { Loading, PageError } from '../components/ui';

// Read once per tab: the session tells who is signed in, their role and the CSRF token.
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { session: await loadSession(request) };
}

// Child pages load their own data; the session does not change while the tab is open.
export const shouldRevalidate = () => false;

function Shell({
  email,
  role,
  children,
}: {
  email: string;
  role: StaffRole;
  children: React.ReactNode;
}) {
  const loading = useNavigation().state === 'loading';
  const { pathname } = useLocation();
  // On a phone the sections sit behind "Menu"; moving to a page closes it.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [menuOpen]);
  // After a move to another page, a screen reader starts at its content, not at the old link.
  const main = useRef<HTMLElement>(null);
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) firstPage.current = false;
    else main.current?.focus({ preventScroll: true });
  }, [pathname]);
  const shown = sectionsFor(role);
  return (
    <Frame
      account={email}
      menuOpen={menuOpen}
      menuButton={
        <button
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={SECTIONS_ID}
          onClick={() => setMenuOpen((open) => !open)}
          className={menuButtonStyles}
        >
          <MenuIcon open={menuOpen} />
          Menu
        </button>
      }
      links={shown.map((section) => (
        <li key={section.to}>
          <NavLink
            to={section.to}
            end={section.end}
            className={sectionLinkStyles}
            // The same page again still closes the menu.
            onClick={() => setMenuOpen(false)}
          >
            {section.label}
          </NavLink>
        </li>
      ))}
      signOut={
        <Form method="post" action="/admin/sign-out">
          <button type="submit" className={signOutStyles}>
            Sign out
          </button>
        </Form>
      }
    >
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        aria-busy={loading}
        className={`${mainStyles} ${loading ? 'opacity-60' : ''}`}
      >
        {children}
      </main>
    </Frame>
  );
}

/** The signed-in inbox: navigation around every page but sign-in and the welcome link. */
export default function InboxLayout() {
  const { session } = useLoaderData<typeof clientLoader>();
  return (
    <Shell email={session.email} role={session.role}>
      <Outlet />
    </Shell>
  );
}

export function HydrateFallback() {
  return (
    <main className="mx-auto max-w-6xl p-4 lg:p-8">
      <Loading />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl p-4 sm:p-8">
      <PageError />
    </main>
  );
}
