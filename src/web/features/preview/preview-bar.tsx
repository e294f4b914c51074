import {
  ArrowLeft,
  ArrowRight,
  ChevronLeft,
  ChevronRight,
  ClipboardList,
  Monitor,
  Palette,
  PanelTop,
  Smartphone,
  Tablet,
  X,
} from 'lucide-react';
import { type ComponentType, useRef, useState, useSyncExternalStore } from 'react';
import { fill } from '../../../shared/i18n/format';
import type { Lang } from '../../../shared/i18n/lang';
import type { Texts } from '../../../shared/words/texts';
import {
  getServerSnapshot,
  getSnapshot,
  putInCart,
  quantityIn,
  subscribe,
} from '../../lib/cart-store';
import { retryingImport } from '../../../islands/deferred';
import { STATUS_SLOT_ID } from '../../lib/status-slot';
import { usePreviewPlace } from '../../islands/page-content';
import { useIdentityState } from '../../../templates/kit/identity';
import { markedLang, previewVisibilityScript, setPreviewHidden } from './preview-visibility';
// Its words move to src/shared/words (issue 24); they stay in the kit until then.
import { type PreviewWords, usePreviewWords } from './preview-words';

// The agency's strip above every sample (decision 053): which template this is, its price and the
// shared cart, the way to the neighbouring samples and back, and the sample at phone and tablet
// widths. It sits in the flow above the site's sticky header, so it never covers the sample.
// Its layout follows its own width (a container), not the window's: the docked panel narrows it.
// Narrower than 42rem it takes two rows, the second for its two actions with their words.

type Panel = ComponentType<{ onClose: () => void }>;

// Only a visitor who asks for it downloads the personalisation panel (and its words in one language).
const loadPanelCode = retryingImport(() => import('./personalise-panel'));
const loadPanel = (lang: Lang, texts: Texts): Promise<Panel> =>
  loadPanelCode().then((module) => module.personalisePanelIn(lang, texts));

const widths = [
  { id: 'phone', icon: Smartphone, frame: 'w-[390px]' },
  { id: 'tablet', icon: Tablet, frame: 'w-[768px]' },
  { id: 'desktop', icon: Monitor, frame: null },
] as const;

/** Visible words in both languages; CSS shows the visitor's choice (templates/kit/base.css, data-words). */
function Words({ say }: { say: (words: PreviewWords) => string }) {
  const words = usePreviewWords();
  return (
    <>
      <span data-words="en">{say(words.en)}</span>
      <span data-words="tpi" lang="tpi">
        {say(words.tpi)}
      </span>
    </>
  );
}

type Width = (typeof widths)[number];
type Place = 'bar' | 'dock';

const control =
  'inline-flex h-11 min-w-10 shrink-0 items-center justify-center gap-2 rounded-full px-2 font-semibold text-stone-200 transition-colors hover:bg-white/10 hover:text-white';
const action = 'leading-tight @max-2xl:flex-1';
const addButton = `${action} inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-full px-3 font-semibold transition-colors`;
const noChange = () => () => undefined;

export function PreviewBar() {
  const { sample } = useIdentityState();
  const place = usePreviewPlace();
  const { entry, previous, next } = place;
  // The language the inline script marked (the address's ?lang, else the visitor's choice). Names
  // no one sees follow it after hydration; visible words are settled before paint.
  const lang = useSyncExternalStore<Lang>(noChange, markedLang, () => 'en');
  const w = usePreviewWords()[lang];
  const orderable = entry?.status === 'active' ? entry : undefined;
  const cart = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const quantity = orderable ? quantityIn(cart, orderable.id) : 0;
  const added = fill(w.added, { count: quantity });

  const [width, setWidth] = useState<Width>(widths[2]);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelLoading, setPanelLoading] = useState(false);
  const tryRef = useRef<HTMLButtonElement>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  const returnRef = useRef<HTMLButtonElement>(null);
  // The add button gives way to the link to the quote: the link takes the focus it had (in the
  // bar or in the dock, wherever it was pressed).
  const justAdded = useRef<Place | null>(null);

  const openPanel = () => {
    setPanelLoading(true);
    loadPanel(lang, place.texts?.[lang] ?? {}).then(
      (component) => {
        setPanel(() => component);
        setPanelOpen(true);
        setPanelLoading(false);
      },
      // A failed download leaves the page as it was; the next press tries again (decision 035).
      () => setPanelLoading(false),
    );
  };
  const closePanel = () => {
    setPanelOpen(false);
    tryRef.current?.focus();
  };
  const hide = () => {
    setWidth(widths[2]);
    setPreviewHidden(true);
    returnRef.current?.focus();
  };
  const show = () => {
    setPreviewHidden(false);
    hideRef.current?.focus();
  };

  const quoteControl = (place: Place) =>
    orderable && quantity > 0 ? (
      // Added: a way to the quote, never a second add (that is the quote's quantity control).
      <a
        ref={(link) => {
          if (link && justAdded.current === place) {
            link.focus();
            justAdded.current = null;
          }
        }}
        href={w.quote}
        aria-label={fill(w.seeQuote, { added })}
        className={`${addButton} bg-[#d9efe2] text-[#164834] hover:bg-[#b4dfc7]`}
      >
        {added}
        <ArrowRight aria-hidden="true" className="size-5" />
      </a>
    ) : orderable ? (
      <button
        type="button"
        onClick={() => {
          justAdded.current = place;
          putInCart(orderable.id);
        }}
        // Tapped before the page has woken: the boot script keeps it (decision 118, kit/taken.css).
        data-cart-put={orderable.id}
        className={`${addButton} bg-[#1f6f4d] text-white hover:bg-[#195a3f]`}
      >
        <ClipboardList aria-hidden="true" className="size-5" />
        <Words say={(words) => words.addToQuote} />
      </button>
    ) : null;

  const PersonalisePanel = panelOpen ? panel : null;
  const title = (words: PreviewWords) =>
    entry?.title ?? fill(words.fallbackTitle, { kind: sample.kind });
  const status = (words: PreviewWords) =>
    orderable?.price ?? (entry ? words.comingSoon : words.notForSale);
  // Which template this is and its price: in the bar, and again in the dock.
  const label = (
    <p className="min-w-0 px-1 text-center leading-tight">
      <span className="block truncate font-semibold">
        {entry ? entry.title : <Words say={title} />}
      </span>
      <span className="block truncate text-xs text-stone-300">
        {orderable ? orderable.price : <Words say={status} />}
      </span>
    </p>
  );

  return (
    <>
      <script data-page-script="" dangerouslySetInnerHTML={{ __html: previewVisibilityScript }} />
      <aside data-preview-bar aria-label={w.label}>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 p-1 @2xl:h-13 @2xl:flex-nowrap @2xl:gap-2 @2xl:px-4">
          <a href={w.catalogue} className={control}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            <span className="@max-3xl:sr-only">
              <Words say={(words) => words.allTemplates} />
            </span>
          </a>
          <div className="flex min-w-0 flex-1 items-center justify-center">
            <a
              href={`/templates/${previous.slug}`}
              aria-label={fill(w.previous, { title: previous.title })}
              className={control}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </a>
            {label}
            <a
              href={`/templates/${next.slug}`}
              aria-label={fill(w.next, { title: next.title })}
              className={control}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </a>
          </div>
          <div
            role="group"
            aria-label={w.width}
            className="hidden shrink-0 rounded-full bg-white/10 p-0.5 lg:flex"
          >
            {widths.map((option) => (
              <button
                key={option.id}
                type="button"
                aria-pressed={option === width}
                onClick={() => setWidth(option)}
                className={`${control} aria-pressed:bg-white aria-pressed:text-stone-950`}
              >
                <option.icon aria-hidden="true" className="size-5" />
                <span className="sr-only">{w.widths[option.id]}</span>
              </button>
            ))}
          </div>
          <div className="flex shrink-0 gap-1 @max-2xl:order-1 @max-2xl:basis-full @max-2xl:px-1 @2xl:gap-2">
            <button
              ref={tryRef}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={panelOpen}
              aria-busy={panelLoading}
              onClick={openPanel}
              className={`${control} ${action} @max-2xl:ring`}
            >
              <Palette aria-hidden="true" className="size-5 shrink-0" />
              <span>
                <Words say={(words) => words.tryIt} />
                <span className="@2xl:@max-6xl:sr-only">
                  <Words say={(words) => words.withYourBusiness} />
                </span>
              </span>
            </button>
            {quoteControl('bar')}
          </div>
          <button
            ref={hideRef}
            type="button"
            aria-label={w.hide}
            onClick={hide}
            className={control}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          {/* The agency's status pill, in the bar's flow: on a phone just its dot (decision 086). */}
          <span id={STATUS_SLOT_ID} data-compact className="flex shrink-0" />
        </div>
      </aside>
      <button
        ref={returnRef}
        type="button"
        data-preview-return
        onClick={show}
        className="fixed right-3 bottom-3 z-40 h-11 items-center justify-center gap-2 rounded-full bg-stone-950 px-3 font-sans text-sm font-semibold text-white shadow-lg ring-1 ring-white/30 hover:bg-stone-800"
      >
        <PanelTop aria-hidden="true" className="size-5" />
        <span className="max-sm:sr-only">
          <Words say={(words) => words.show} />
        </span>
      </button>
      {PersonalisePanel ? <PersonalisePanel onClose={closePanel} /> : null}
      {width.frame ? (
        <div
          data-preview-stage
          className="flex h-[calc(100dvh-3.25rem)] justify-center bg-stone-800 max-lg:hidden"
        >
          <iframe
            src={`${window.location.pathname}?bare`}
            title={fill(w.frameTitle, { title: title(w), width: w.widths[width.id].toLowerCase() })}
            className={`h-full max-w-full bg-white ${width.frame}`}
          />
        </div>
      ) : null}
      {orderable ? (
        // The dock (issue 44): title, price and the add or quote control at the screen's foot once
        // the bar has scrolled away. Its layout is in templates/kit/base.css, with its other rules.
        <div data-preview-dock>
          {label}
          {quoteControl('dock')}
        </div>
      ) : null}
    </>
  );
}
