import { configure } from '@testing-library/dom';
import { render } from 'preact';
import { vi } from 'vitest';
import { langOfPath } from '../../src/shared/i18n/lang';
import type { PageContentSnapshot } from '../../src/shared/page-content-snapshot';
import type { Texts } from '../../src/shared/words/texts';
import type { IslandName } from '../../src/web/islands/registry';

// The island pages as visitors get them (decision 095): this project aliases 'react' to Preact
// through preact/compat as the islands' build does (scripts/preact-aliases.ts), and each page is
// booted by the shipped entry (src/web/islands/preact-entry.ts): the registry loads the islands,
// the runtime hydrates them in turns and says when the page is up.

// What the page waits for (an island's code, the words, a schema) is imported and transformed on
// first use: seconds on a busy machine. A wait is a bound, not a measure: it ends on success.
const WAIT = { timeout: 15_000, interval: 10 };
configure({ asyncUtilTimeout: WAIT.timeout });

/** Resolves once `check` stops throwing (findBy… of Testing Library wait as long). */
export const eventually = (check: () => void): Promise<void> => vi.waitFor(check, WAIT);

/** An island on the page: its name in the registry and the props its box carries. */
export interface IslandOnPage {
  name: IslandName;
  props?: object;
}

/**
 * The islands' HTML as the page carries it: each in its box (`<Island>`), rendered with the
 * page's words and an empty cart, as the prerender has them. Rendered by Preact: the React
 * prerender's own HTML is checked by test/render and the browser tests.
 */
/** What a test's page carries beyond the code's content: a published version, changed texts. */
export interface PageOptions {
  /** A published version's content, as the render worker sets it (decision 124). */
  published?: PageContentSnapshot;
  /** The published texts the page's islands read (decisions 125, 131). */
  texts?: Texts;
}

async function prerendered(
  islands: readonly IslandOnPage[],
  { published, texts }: PageOptions,
): Promise<string> {
  // Modules of their own: nothing of this render is left for the page's runtime to find.
  vi.resetModules();
  const [
    { islandLoaders },
    { Island },
    { PageAddressContext, PageMessagesContext },
    { PageContentProvider, PageContentScript },
    { siteFacts, catalogueContent, setPageContent },
    words,
  ] = await Promise.all([
    import('../../src/web/islands/registry'),
    import('../../src/web/islands/island'),
    import('../../src/web/i18n'),
    import('../../src/web/islands/page-content'),
    import('../../src/web/app/page-content.server'),
    langOfPath(location.pathname) === 'tpi'
      ? import('../../src/shared/words/tpi').then((module) => module.tpi)
      : import('../../src/shared/words/en').then((module) => module.en),
  ]);
  const components = await Promise.all(
    islands.map(({ name }) => islandLoaders[name]() as Promise<React.ComponentType<object>>),
  );
  // What the agency layout writes into every page for its islands (decision 122), from a
  // published version's content when the test gives one, with the texts it gives.
  setPageContent(published);
  const lang = langOfPath(location.pathname);
  const content = {
    facts: siteFacts(),
    ...catalogueContent(lang),
    ...(texts ? { texts } : {}),
  };
  const page = document.createElement('div');
  render(
    <PageAddressContext value={location}>
      <PageMessagesContext value={words}>
        <PageContentProvider content={content}>
          {islands.map(({ name, props = {} }, i) => (
            <Island key={name} name={name} component={components[i]!} props={props} />
          ))}
        </PageContentProvider>
        <PageContentScript content={content} />
      </PageMessagesContext>
    </PageAddressContext>,
    page,
  );
  const html = page.innerHTML;
  render(null, page);
  return html;
}

/**
 * Opens `path` with these islands prerendered (and the published `texts` in its content, if any),
 * boots the shipped runtime on it, and resolves once the page says it has hydrated
 * (`<html data-hydrated>`, as the browser tests wait for it).
 */
export async function openPage(
  path: string,
  islands: readonly IslandOnPage[],
  options: PageOptions = {},
): Promise<void> {
  // No server behind these pages: a request fails as it does offline.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  // happy-dom names navigator.locks but leaves it null; the saved forms' replay takes a lock.
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: { request: (_name: string, run: () => unknown) => Promise.resolve().then(run) },
  });
  history.replaceState(null, '', path);
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = await prerendered(islands, options);
  vi.resetModules();
  await import('../../src/web/islands/preact-entry');
  await eventually(() => {
    if (!('hydrated' in document.documentElement.dataset)) throw new Error('Not hydrated yet.');
  });
}

/** Leaves the page: no HTML, no stored cart, chat or language choice for the next test. */
export function closePage(): void {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
}
