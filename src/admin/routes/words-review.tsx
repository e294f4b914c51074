import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type {
  ClientActionFunctionArgs,
  ClientLoaderFunctionArgs,
  ShouldRevalidateFunctionArgs,
} from 'react-router';
import { type Lang, isLang, langNames, langOfPath } from '../../shared/i18n/lang';
import { adminApi } from '../../shared/schemas/admin';
import { type WordView, WordProposalInputSchema } from '../../shared/schemas/word-review';
import { ApiError, api, attempt, loadSession } from '../api';
import { Alert, smallButtonStyles } from '../components/ui';
import { PANEL_ID, type PanelState, ReviewPanel, SENT } from '../components/words/review-panel';
import { adminMeta } from '../meta';
import {
  type FramedPage,
  type Picker,
  attachPicker,
  documentTexts,
  framedPage,
  levelsFrom,
} from '../review-frame';
import { reviewPath } from '../review-path';
import { REVIEWERS_ONLY, reviewsWords } from '../roles';
import { type SiteWords, readyWords, siteWords } from '../site-words';
import { matchElement, normalise, pageFileFirst, pageFileOf, wordsAmong } from '../word-match';

// The review mode (issue 28): the public page in a same-origin frame, read and marked from here, so
// not a byte of it reaches visitors. Picking a text opens the panel to propose a wording.

export const meta = () => adminMeta('Review a page');

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const session = await loadSession(request);
  const page = reviewPath(new URL(request.url).searchParams.get('page'));
  return { refused: reviewsWords(session.role) ? '' : REVIEWERS_ONLY, page };
}

// A proposal sent changes nothing this page shows: the frame is not reloaded.
export const shouldRevalidate = ({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => formMethod === undefined && defaultShouldRevalidate;

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const input = WordProposalInputSchema.safeParse({
    lang: field('lang'),
    key: field('key'),
    page: field('page'),
    proposed: field('proposed'),
    comment: field('comment'),
  });
  if (!input.success) {
    return {
      ok: false as const,
      error: input.error.issues[0]?.message ?? 'Please check the wording.',
    };
  }
  return attempt(async () => {
    await api(adminApi.wordProposals, { method: 'POST', body: input.data, request });
    return SENT;
  });
}

const langOf = (page: FramedPage): Lang => {
  const declared = page.doc?.documentElement.lang;
  return isLang(declared) ? declared : langOfPath(page.path);
};

/** A few words of what was picked, to show back. */
const excerpt = (text: string) => {
  const plain = normalise(text);
  return plain.length > 120 ? `${plain.slice(0, 117)}…` : plain;
};

const toolbarButton = `${smallButtonStyles.secondary} flex-1 sm:flex-none`;

function ReviewMode({ path }: { path: string }) {
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const picker = useRef<Picker | undefined>(undefined);
  const [picking, setPicking] = useState(true);
  const pickingNow = useRef(picking);
  const [shown, setShown] = useState<{ path: string; lang: Lang } | null>({
    path,
    lang: langOfPath(path),
  });
  const [panel, setPanel] = useState<PanelState>({ kind: 'closed' });
  const panelNow = useRef(panel);
  const heading = useRef<HTMLHeadingElement>(null);
  const switchButton = useRef<HTMLButtonElement>(null);
  const [focusAsked, setFocusAsked] = useState(0);
  // Only the newest pick (or list) may fill the panel.
  const latest = useRef(0);

  useEffect(() => {
    pickingNow.current = picking;
    if (!picking) picker.current?.hover(undefined);
  }, [picking]);
  useEffect(() => {
    panelNow.current = panel;
  }, [panel]);
  useEffect(() => {
    if (focusAsked > 0) heading.current?.focus();
  }, [focusAsked]);
  useEffect(() => () => picker.current?.detach(), []);
  // The page's words are fetched before the first pick, once per language.
  useEffect(() => {
    if (shown) siteWords(shown.lang).catch(() => undefined);
  }, [shown]);

  const show = useCallback((next: PanelState, focus = true) => {
    setPanel(next);
    if (focus) setFocusAsked((asked) => asked + 1);
  }, []);

  const failed = useCallback(
    (error: unknown) => {
      // A session that ended comes back as the sign-in redirect.
      if (error instanceof Response) {
        void navigate(error.headers.get('Location') ?? '/admin/sign-in');
        return;
      }
      const message =
        error instanceof ApiError
          ? error.message
          : 'The site’s words could not be read. Please try again.';
      show({ kind: 'error', message });
    },
    [navigate, show],
  );

  const onPick = useCallback(
    (target: Element, page: FramedPage) => {
      const levels = levelsFrom(target);
      const [own] = levels;
      const picked = excerpt(own ? own.text || own.labels.join(' ') : '');
      const lang = langOf(page);
      const ask = ++latest.current;
      const answer = (site: SiteWords) => {
        if (ask !== latest.current) return;
        const words = pageFileFirst(matchElement(site.index, levels).words, pageFileOf(page.path));
        const [only] = words;
        if (!only) show({ kind: 'none', picked });
        else if (words.length === 1) show({ kind: 'word', word: only, page: page.path, lang });
        else show({ kind: 'choose', picked, words, page: page.path, lang });
      };
      const ready = readyWords(lang);
      if (ready) return answer(ready);
      show({ kind: 'loading' }, false);
      siteWords(lang).then(answer, (error: unknown) => {
        if (ask === latest.current) failed(error);
      });
    },
    [failed, show],
  );

  /** Every site string in the frame's current document, for texts no click reaches. */
  const listTexts = useCallback(
    (focus: boolean) => {
      const page = frame.current ? framedPage(frame.current) : { doc: null, path: '' };
      const ask = ++latest.current;
      picker.current?.pick(undefined);
      if (!page.doc) {
        show(
          { kind: 'error', message: 'The frame shows no page of this site: nothing to list.' },
          focus,
        );
        return;
      }
      const texts = documentTexts(page.doc);
      const lang = langOf(page);
      siteWords(lang).then(
        (site) => {
          if (ask !== latest.current) return;
          show(
            { kind: 'texts', words: wordsAmong(site.index, texts), page: page.path, lang },
            focus,
          );
        },
        (error: unknown) => {
          if (ask === latest.current) failed(error);
        },
      );
    },
    [failed, show],
  );

  // Each page in the frame is a new window: listen again after every load.
  const onLoad = useCallback(() => {
    picker.current?.detach();
    const element = frame.current;
    if (!element) return;
    const page = framedPage(element);
    setShown(page.doc ? { path: page.path, lang: langOf(page) } : null);
    picker.current = attachPicker(element, { picking: () => pickingNow.current, onPick });
    if (panelNow.current.kind === 'texts') listTexts(false);
  }, [listTexts, onPick]);

  const close = () => {
    latest.current++;
    picker.current?.pick(undefined);
    setPanel({ kind: 'closed' });
    switchButton.current?.focus();
  };

  const choose = (word: WordView) => {
    if (panel.kind !== 'choose' && panel.kind !== 'texts') return;
    show({ kind: 'word', word, page: panel.page, lang: panel.lang, from: panel });
  };

  const textsOpen = panel.kind === 'texts';
  return (
    <div className="flex h-dvh flex-col bg-stone-100">
      <header className="shrink-0 border-b border-stone-300 bg-white px-3 py-2 sm:px-4">
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/admin/words" className={smallButtonStyles.secondary}>
            <span aria-hidden="true">←</span> Words
          </Link>
          <p className="flex min-w-0 flex-1 items-center gap-2 text-sm">
            <span className="sr-only">Page in review: </span>
            <code className="truncate font-mono font-semibold text-stone-950">
              {shown ? shown.path : 'Not a page of this site'}
            </code>
            {shown && (
              <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
                {langNames[shown.lang]}
              </span>
            )}
          </p>
          <div className="flex w-full gap-2 sm:w-auto">
            <button
              ref={switchButton}
              type="button"
              aria-pressed={picking}
              onClick={() => setPicking((on) => !on)}
              className={`${toolbarButton} ${picking ? 'border-brand-600 bg-brand-50 text-brand-900 hover:bg-brand-100' : ''}`}
            >
              <span
                aria-hidden="true"
                className={`relative inline-block h-5 w-9 shrink-0 rounded-full transition-colors ${picking ? 'bg-brand-700' : 'bg-stone-300'}`}
              >
                <span
                  className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-all ${picking ? 'left-[1.125rem]' : 'left-0.5'}`}
                />
              </span>
              Pick a text
            </button>
            <button
              type="button"
              aria-expanded={textsOpen}
              aria-controls={textsOpen ? PANEL_ID : undefined}
              onClick={() => (textsOpen ? close() : listTexts(true))}
              className={toolbarButton}
            >
              Texts on this page
            </button>
          </div>
        </div>
        <p className="mt-1 text-xs text-stone-600" aria-live="polite">
          {!shown ? (
            <>
              The frame left this site.{' '}
              <button
                type="button"
                onClick={() => frame.current?.setAttribute('src', path)}
                className="font-semibold text-brand-700 underline"
              >
                Open {path} again
              </button>
            </>
          ) : picking ? (
            'Picking: tap or click a text. The page’s links and buttons wait until you turn picking off.'
          ) : (
            'Picking is off: use the page as a visitor would, then turn it on to pick a text.'
          )}
        </p>
      </header>
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <iframe
          ref={frame}
          src={path}
          title={`The page ${path}, in review mode`}
          onLoad={onLoad}
          className="min-h-0 w-full flex-1 border-0 bg-white"
        />
        {panel.kind !== 'closed' && (
          <ReviewPanel
            state={panel}
            headingRef={heading}
            onChoose={choose}
            onBack={() => panel.kind === 'word' && panel.from && show(panel.from)}
            onClose={close}
          />
        )}
      </div>
    </div>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <main className="mx-auto max-w-xl space-y-4 p-4 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight">This page cannot be reviewed</h1>
      <Alert>{message}</Alert>
      <Link to="/admin/words" className={smallButtonStyles.secondary}>
        Back to Words
      </Link>
    </main>
  );
}

export default function WordsReview() {
  const { refused, page } = useLoaderData<typeof clientLoader>();
  if (refused) return <Refused message={refused} />;
  if (!page.ok) return <Refused message={page.error} />;
  return <ReviewMode key={page.path} path={page.path} />;
}

// The same loading and error states as the inbox's pages.
export { ErrorBoundary, HydrateFallback } from './inbox-layout';
