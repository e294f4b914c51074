import {
  Children,
  type CSSProperties,
  isValidElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
} from 'react';
import { accentPalette } from './accent';
import { type Identity, IdentityContext, type IdentityState, personalised } from './identity';
import { InTurn } from '../../islands/in-turn';
import { templateTitle } from './meta';
import { NavBar } from './nav-bar';
import { SampleHostContext } from './sample-host';
import { SiteFooter } from './site-footer';
import type { Action, FooterColumn, NavLink, Theme } from './theme';

/**
 * A whole sample site: skip link, the host's chrome (the agency's preview bar), the site's header,
 * its sections in <main>, its footer. Everything that names the business reads the identity given
 * here, with the personalisation the host gives (the visitor's, from this browser) laid over it.
 * Each of those parts hydrates in a task of its own (InTurn).
 */
export function TemplatePage({
  slug,
  identity: sample,
  theme,
  navLinks,
  action,
  footerColumns,
  header,
  children,
}: {
  /** The template's catalogue slug, e.g. "hotel". */
  slug: string;
  identity: Identity;
  theme: Theme;
  navLinks: readonly NavLink[];
  /** The header's call to action. */
  action?: Action;
  footerColumns: readonly FooterColumn[];
  /** A header of the site's own instead of the kit's NavBar (the marketplace's). */
  header?: ReactNode;
  children: ReactNode;
}) {
  const { usePersonalisation, Chrome } = useContext(SampleHostContext);
  const mine = usePersonalisation(slug);
  const state = useMemo<IdentityState>(
    () => ({ identity: personalised(sample, mine), sample, slug, personalised: mine !== null }),
    [sample, mine, slug],
  );
  const palette = accentPalette(state.identity.colors);

  // The prerendered <title> names the sample; a personalised page names the visitor's business.
  useEffect(() => {
    if (state.personalised) document.title = templateTitle(state.identity);
  }, [state]);

  return (
    <IdentityContext value={state}>
      <div
        className={`flex min-h-dvh flex-col ${theme.root}`}
        style={palette.vars as CSSProperties}
      >
        <a
          href="#main"
          className="sr-only z-[60] bg-white px-4 py-2 font-semibold text-stone-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <InTurn>
          <Chrome />
        </InTurn>
        <InTurn>{header ?? <NavBar theme={theme} links={navLinks} action={action} />}</InTurn>
        <main id="main" className="flex-1">
          {Children.map(children, (child) =>
            isValidElement(child) ? <InTurn>{child}</InTurn> : child,
          )}
        </main>
        <InTurn>
          <SiteFooter theme={theme} columns={footerColumns} />
        </InTurn>
      </div>
    </IdentityContext>
  );
}
