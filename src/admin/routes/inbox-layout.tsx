import { useEffect, useRef } from 'react';
import { Form, NavLink, Outlet, useLoaderData, useLocation, useNavigation } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { brand } from '../../shared/brand';
import { loadSession } from '../api';
import { Loading, PageError } from '../components/ui';

// Read once per tab: the session tells who is signed in, their role and the CSRF token.
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { session: await loadSession(request) };
}

// Child pages load their own data; the session does not change while the tab is open.
export const shouldRevalidate = () => false;

const links = [
  { to: '/admin', label: 'Today', end: true },
  { to: '/admin/quotes', label: 'Quotes' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/members', label: 'Members' },
  { to: '/admin/settings', label: 'Settings' },
] as const;

// Shown to owners only; the pages and their API refuse staff as well.
const ownerLinks = [
  { to: '/admin/accounts', label: 'Staff accounts' },
  { to: '/admin/system', label: 'System' },
] as const;

const linkStyles = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-950'
  }`;

function Shell({
  email,
  owner,
  children,
}: {
  email: string;
  owner: boolean;
  children: React.ReactNode;
}) {
  const loading = useNavigation().state === 'loading';
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls: bring the current page's link into view.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  // After a move to another page, a screen reader starts at its content, not at the old link.
  const main = useRef<HTMLElement>(null);
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) firstPage.current = false;
    else main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className="min-h-dvh lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* Phones: a bar with the links in one row that scrolls sideways (the fade says there is more);
          laptops: a sidebar. */}
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white lg:h-dvh lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0">
        <nav aria-label="Inbox" className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 px-4 pt-2 lg:px-5 lg:pt-6">
            <p className="min-w-0 leading-tight">
              <span className="block font-bold text-stone-950">{brand.name}</span>
              <span className="block truncate text-xs text-stone-500">{email}</span>
            </p>
            <Form method="post" action="/admin/sign-out" className="lg:hidden">
              <button
                type="submit"
                className="min-h-11 rounded-lg px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100"
              >
                Sign out
              </button>
            </Form>
          </div>
          <ul
            ref={list}
            className="relative flex gap-1 overflow-x-auto py-2 pr-10 pl-3 [mask-image:linear-gradient(to_right,black_80%,transparent)] [scrollbar-width:none] lg:mt-6 lg:flex-col lg:overflow-visible lg:px-3 lg:[mask-image:none]"
          >
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={'end' in link} className={linkStyles}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {owner &&
              ownerLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkStyles}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
          </ul>
          <Form method="post" action="/admin/sign-out" className="mt-auto hidden p-3 lg:block">
            <button
              type="submit"
              className="min-h-11 w-full rounded-lg px-3 text-left text-sm font-semibold text-stone-700 hover:bg-stone-100"
            >
              Sign out
            </button>
          </Form>
        </nav>
      </header>
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        aria-busy={loading}
        className={`mx-auto w-full max-w-6xl min-w-0 px-4 outline-none py-5 transition-opacity sm:px-6 lg:px-8 lg:py-8 ${loading ? 'opacity-60' : ''}`}
      >
        {children}
      </main>
    </div>
  );
}

/** The signed-in inbox: navigation around every page but sign-in and the welcome link. */
export default function InboxLayout() {
  const { session } = useLoaderData<typeof clientLoader>();
  return (
    <Shell email={session.email} owner={session.role === 'owner'}>
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
