import type { ReactNode } from 'react';
import { brand } from '../../shared/brand';
import type { Theme } from './theme';

/** The agency's strip above every sample site, pointing back to the catalogue. */
export function SampleBar() {
  return (
    <p className="bg-stone-950 px-4 py-2 text-center font-sans text-xs text-stone-300">
      {/* Short on phones, so the strip stays one line in wide fonts too. */}
      Sample <span className="hidden sm:inline">website </span>template by {brand.name}
      <span aria-hidden="true"> · </span>
      <a
        href="/products"
        className="font-semibold text-white underline underline-offset-2 hover:text-stone-200"
      >
        Back to templates
      </a>
    </p>
  );
}

/** A whole sample site: agency strip, skip link, the site's header, its sections in <main>, its footer. */
export function TemplatePage({
  theme,
  header,
  footer,
  children,
}: {
  theme: Theme;
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-h-dvh flex-col ${theme.root}`}>
      <a
        href="#main"
        className="sr-only z-[60] bg-white px-4 py-2 font-semibold text-stone-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SampleBar />
      {header}
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer}
    </div>
  );
}
