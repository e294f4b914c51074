import type { ReactNode } from 'react';
import { brand } from '../../shared/brand';
import type { StaffRole } from '../../shared/schemas/admin';

// The inbox's frame: the bar (a sidebar from 1024 px) with its sections. The signed-in layout
// renders it around every page; the build writes the same markup into the inbox's HTML page, so a
// slow line shows the frame and a loading state before any script or data (decision 089).

export interface FrameSection {
  to: string;
  label: string;
  end?: boolean;
}

export const sections: readonly FrameSection[] = [
  { to: '/admin', label: 'Today', end: true },
  { to: '/admin/quotes', label: 'Quotes' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/members', label: 'Members' },
  // Staff read the content; owners change and publish it (decision 121).
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/settings', label: 'Settings' },
];

// Shown to owners and reviewers (issue 28); the page and its API refuse other staff as well.
const reviewSections: readonly FrameSection[] = [{ to: '/admin/words', label: 'Words' }];

// Shown to owners only; the pages and their API refuse staff as well.
const ownerSections: readonly FrameSection[] = [
  { to: '/admin/accounts', label: 'Staff accounts' },
  { to: '/admin/system', label: 'System' },
];

/** The sections a role's navigation shows: a reviewer sees Words alone (issue 42). */
export function sectionsFor(role: StaffRole): readonly FrameSection[] {
  if (role === 'reviewer') return reviewSections;
  return role === 'owner' ? [...sections, ...reviewSections, ...ownerSections] : sections;
}

export const sectionLinkStyles = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold transition-colors ${
    isActive ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-950'
  }`;

const signOutStyles =
  'min-h-11 w-full rounded-lg px-3 text-left text-sm font-semibold text-stone-700 hover:bg-stone-100';

export const SECTIONS_ID = 'inbox-sections';

export const mainStyles =
  'mx-auto w-full max-w-6xl min-w-0 px-4 py-5 outline-none transition-opacity sm:px-6 lg:px-8 lg:py-8';

/**
 * The frame's markup. On a phone the bar holds the agency, the account and a "Menu" button that
 * opens every section at once (two columns, nothing scrolls out of sight); from 1024 px the
 * sections are a sidebar and the button is gone.
 */
export function Frame({
  account,
  menuOpen,
  openOnTarget = false,
  menuButton,
  links,
  signOut,
  children,
}: {
  /** The signed-in email; the static frame shows a placeholder. */
  account: ReactNode;
  menuOpen: boolean;
  /** Before scripts: the Menu link (#inbox-sections) opens the list through :target. */
  openOnTarget?: boolean;
  /** The phone's Menu button (with its behaviour when live). */
  menuButton: ReactNode;
  /** The sections' list items. */
  links: ReactNode;
  /** A sign-out form, or nothing before the session is known. */
  signOut: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white lg:h-dvh lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0">
        <nav aria-label="Inbox" className="flex h-full flex-col">
          <div className="flex min-h-14 items-center justify-between gap-3 px-4 py-1.5 lg:px-5 lg:pt-6">
            <p className="min-w-0 leading-tight">
              <span className="block font-bold text-stone-950">{brand.name}</span>
              <span className="block truncate text-xs text-stone-500">{account}</span>
            </p>
            {menuButton}
          </div>
          <div
            id={SECTIONS_ID}
            className={`${menuOpen ? 'block' : 'hidden'} ${openOnTarget ? 'target:block' : ''} max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-stone-200 px-3 pt-2 pb-3 lg:flex lg:max-h-none lg:flex-1 lg:flex-col lg:border-t-0 lg:px-3 lg:pt-6`}
          >
            <ul className="grid grid-cols-2 gap-1 lg:grid-cols-1">{links}</ul>
            {signOut && (
              <div className="mt-2 border-t border-stone-200 pt-2 lg:mt-auto lg:border-t-0">
                {signOut}
              </div>
            )}
          </div>
        </nav>
      </header>
      {children}
    </div>
  );
}

export const menuButtonStyles =
  'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-semibold text-stone-800 hover:bg-stone-50 lg:hidden';

/** Three bars, or a cross when the menu is open. */
export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5"
      fill="none"
      stroke="currentColor"
    >
      {open ? (
        <path strokeWidth="2" strokeLinecap="round" d="M5 5l10 10M15 5L5 15" />
      ) : (
        <path strokeWidth="2" strokeLinecap="round" d="M3 6h14M3 10h14M3 14h14" />
      )}
    </svg>
  );
}

export { signOutStyles };

/** Shown while a page's data arrives on first load. */
export function LoadingBlocks() {
  return (
    <div role="status" className="animate-pulse space-y-4 p-1" aria-label="Loading">
      <div className="h-8 w-40 rounded bg-stone-200" />
      <div className="h-24 rounded-xl bg-stone-200" />
      <div className="h-24 rounded-xl bg-stone-200" />
    </div>
  );
}

/** Where the build puts the static frame; the live inbox removes it once it renders. */
export const STATIC_FRAME_ID = 'inbox-frame';

/**
 * The frame as the build writes it into the inbox's page: plain links (they work before any
 * script; none is marked current, the page is the same for every address), the sections every
 * account has, and a loading state with words.
 */
export function StaticFrame() {
  return (
    <div id={STATIC_FRAME_ID}>
      <Frame
        account="Opening the inbox…"
        menuOpen={false}
        openOnTarget
        menuButton={
          <a href={`#${SECTIONS_ID}`} className={menuButtonStyles}>
            <MenuIcon open={false} />
            Menu
          </a>
        }
        links={sections.map((section) => (
          <li key={section.to}>
            <a href={section.to} className={sectionLinkStyles({ isActive: false })}>
              {section.label}
            </a>
          </li>
        ))}
        signOut={null}
      >
        <main className={mainStyles} aria-busy="true">
          <p className="mb-4 text-sm text-stone-600">Loading the inbox…</p>
          <LoadingBlocks />
        </main>
      </Frame>
    </div>
  );
}
