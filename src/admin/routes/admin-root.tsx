import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import adminStylesHref from '../admin.css?url';
import { STATIC_FRAME_ID } from '../components/frame';
import { PageError } from '../components/ui';
import { adminMeta } from '../meta';

// Only the inbox links its stylesheet: public pages never download it (decision 047).
export const links = () => [{ rel: 'stylesheet', href: adminStylesHref, precedence: 'default' }];

export const meta = () => adminMeta('Inbox');

/** Everything under /admin: the inbox's styles, signed in or not. */
export default function AdminRoot() {
  // The frame the build wrote into the page stood in while scripts and data arrived; React's own
  // page replaces it before the next paint (decision 089).
  useLayoutEffect(() => document.getElementById(STATIC_FRAME_ID)?.remove(), []);
  return <Outlet />;
}

export function ErrorBoundary() {
  useLayoutEffect(() => document.getElementById(STATIC_FRAME_ID)?.remove(), []);
  return (
    <main className="mx-auto max-w-xl p-4 sm:p-8">
      <PageError />
    </main>
  );
}
