import { Outlet } from 'react-router';
import { HelpChat } from '../../features/help-chat';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';

/** Header, footer and help chat around every agency page; the sample template sites do not get them. */
export default function AgencyLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {/* Room below the footer's last line, so the floating chat button never hides it. */}
      <div className="bg-stone-950 pb-20 sm:pb-24">
        <SiteFooter />
      </div>
      <HelpChat />
    </div>
  );
}
