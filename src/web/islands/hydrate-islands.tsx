// The client entry of an island page (decision 091): the page stays its prerendered HTML, and each
// interactive part hydrates by itself, in a task of its own, as do a sample site's parts (InTurn).
// Links are page loads (the service worker serves them from its cache); the router never comes.
import { type ComponentType, StrictMode, type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type Lang, langOfPath } from '../../shared/i18n/lang';
import { areaKey, withTexts } from '../../shared/words/texts';
import { type Area, type Messages, PageAddressContext, PageMessagesContext } from '../i18n';
import { loadPwaOverlays } from '../features/pwa';
import { deferred, onEveryChance } from '../../islands/deferred';
import { agencyWordsLang, rememberedLang } from '../lib/language-choice';
import { announceHydrated } from '../lib/hydrated-event';
import { hydrateInTurns, nextTurn, turnsTaken } from '../../islands/in-turn';
import { IslandNameContext } from '../../islands/island-id';
import { endHydration } from '../../islands/hydration-store';
import { islandAreas } from './island-areas';
import { PageContentProvider, readPageContent } from './page-content';
import { isIslandName, islandLoaders } from './registry';

// The areas the islands read (island-areas.ts), each language its own chunk.
const words = import.meta.glob<Record<string, unknown>>(
  '../../shared/words/{en,tpi}/{layout,contact,newsletter,collaborators,portfolio,products,catalogue,checkout,accept-quote,invoice,order}.ts',
);

/**
 * An area's messages in a language ('privacyPolicy' lives in privacy-policy.ts), with the texts
 * the page was rendered with in place of the chunk's (decision 125), so hydrating changes no word.
 */
async function loadArea(lang: Lang, area: Area): Promise<unknown> {
  const key = areaKey(area);
  const load = words[`../../shared/words/${lang}/${key.split(':')[0]}.ts`];
  if (!load) throw new Error(`No ${lang} messages for "${area}".`);
  return withTexts((await load())[area], key, readPageContent()?.texts ?? {});
}

function IslandFrame({
  name,
  messages,
  onHydrated,
  children,
}: {
  name: string | null;
  messages: Partial<Messages>;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <StrictMode>
      <PageAddressContext value={location}>
        <PageMessagesContext value={messages}>
          {/* The content the page was rendered with, from its one JSON element (decision 122). */}
          <PageContentProvider content={readPageContent()}>
            <IslandNameContext value={name}>{children}</IslandNameContext>
          </PageContentProvider>
        </PageMessagesContext>
      </PageAddressContext>
    </StrictMode>
  );
}

// The status pill, install card and language offer, as root.tsx shows them on other pages.
const PwaOverlays = deferred('The status pill', () =>
  loadPwaOverlays(agencyWordsLang(location.pathname, rememberedLang())),
);

/** Each island's code and the words they read, in the page's language. */
async function loadIslands(boxes: readonly HTMLElement[]) {
  const lang = langOfPath(location.pathname);
  const names = boxes.map((box) => {
    const name = box.dataset.island;
    if (!isIslandName(name)) throw new Error(`The page names an unknown island "${name}".`);
    return name;
  });
  const areas = [...new Set(names.flatMap((name) => islandAreas[name]))];
  const [components, areaMessages] = await Promise.all([
    Promise.all(names.map((name) => islandLoaders[name]())),
    Promise.all(areas.map((area) => loadArea(lang, area))),
  ]);
  const messages = Object.fromEntries(areas.map((area, i) => [area, areaMessages[i]]));
  return { components: components as ComponentType<object>[], messages };
}

async function hydrateIslands(
  boxes: readonly HTMLElement[],
  { components, messages }: Awaited<ReturnType<typeof loadIslands>>,
): Promise<void> {
  hydrateInTurns();
  await Promise.all(
    boxes.map(async (box, i) => {
      // Each box carries the props its component was prerendered with.
      const Component = components[i]!;
      const props = JSON.parse(box.dataset.props ?? '{}') as object;
      await nextTurn();
      await new Promise<void>((hydrated) => {
        hydrateRoot(
          box,
          <IslandFrame name={box.dataset.island!} messages={messages} onHydrated={hydrated}>
            <Component {...props} />
          </IslandFrame>,
        );
      });
    }),
  );
  await turnsTaken();
  endHydration();
  announceHydrated();
  const overlays = document.createElement('div');
  document.body.append(overlays);
  createRoot(overlays).render(
    <IslandFrame name={null} messages={{}}>
      <PwaOverlays />
    </IslandFrame>,
  );
}

/**
 * A link followed while offline, on a page no service worker serves, would swap the page for the
 * browser's error: the visitor keeps the page they are reading instead (decision 035).
 */
function keepPageOffline(event: MouseEvent): void {
  if (navigator.onLine || navigator.serviceWorker?.controller) return;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
  if (event.shiftKey || event.altKey || !(event.target instanceof Element)) return;
  const link = event.target.closest<HTMLAnchorElement>('a[href]');
  if (!link || link.target || link.hasAttribute('download') || link.origin !== location.origin)
    return;
  if (link.pathname === location.pathname && link.search === location.search) return;
  event.preventDefault();
  console.warn('That page is not saved on this device; staying on this one.');
}

/** Loads the islands, trying again at every chance while the connection is down (decision 035). */
function start(boxes: readonly HTMLElement[]): void {
  loadIslands(boxes).then(
    (loaded) => hydrateIslands(boxes, loaded),
    (error: unknown) => {
      console.warn(
        "The page's parts did not arrive; they are tried again when the connection is back.",
        error,
      );
      const cancel = onEveryChance(() => {
        cancel();
        start(boxes);
      });
    },
  );
}

document.addEventListener('click', keepPageOffline);
start([...document.querySelectorAll<HTMLElement>('[data-island]')]);
