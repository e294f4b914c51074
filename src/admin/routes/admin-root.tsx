import { Outlet } from 'react-router';
import adminStylesHref from '../admin.css?url';
import { PageError } from '../components/ui';
import { adminMeta } from '../meta';

// Only the inbox links its stylesheet: public pages never download it (decision 047).
export const links = () => [{ rel: 'stylesheet', href: adminStylesHref, precedence: 'default' }];

export const meta = () => adminMeta('Inbox');

/** Everything under /admin: the inbox's styles, signed in or not. */
export default function AdminRoot() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl p-4 sm:p-8">
      <PageError />
    </main>
  );
}
