import { type ReactNode, type Ref, useState } from 'react';
import { useFetcher } from 'react-router';
import type { Lang } from '../../../shared/i18n/lang';
import type { WordView } from '../../../shared/schemas/word-review';
import type { ActionResult } from '../../api';
import { count } from '../../format';
import { Alert, Done, inputStyles, labelStyles, smallButtonStyles } from '../ui';

// The review mode's panel (issue 28): a bottom sheet on phones, a side panel from 1024 px. It says
// what was picked and sends a proposal; the route owns the frame and decides what the panel shows.

export const SENT = 'Sent. An owner will accept or reject it.';
export const PANEL_ID = 'review-panel';
const HEADING_ID = 'review-panel-heading';

export type PanelState =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'none'; picked: string }
  | { kind: 'choose'; picked: string; words: readonly WordView[]; page: string; lang: Lang }
  | { kind: 'texts'; words: readonly WordView[]; page: string; lang: Lang }
  | {
      kind: 'word';
      word: WordView;
      page: string;
      lang: Lang;
      /** The list it was chosen from, to go back to. */
      from?: Extract<PanelState, { kind: 'choose' | 'texts' }>;
    };

const headings: Record<PanelState['kind'], string> = {
  closed: '',
  loading: 'Finding the text…',
  error: 'Something went wrong',
  none: 'Not one of the site’s words',
  choose: 'Which text?',
  texts: 'Texts on this page',
  word: 'Propose a wording',
};

const PLACEHOLDER = /\{[\w.]+\}/g;

const detailLabel = 'text-xs font-semibold text-stone-500';

function WordDetails({ word, lang }: { word: WordView; lang: Lang }) {
  return (
    <dl className="space-y-2 text-sm">
      <div>
        <dt className={detailLabel}>Key</dt>
        <dd className="font-mono text-xs break-all text-stone-700">{word.key}</dd>
      </div>
      {word.english !== null && (
        <div>
          <dt className={detailLabel}>English</dt>
          <dd lang="en" className="break-words text-stone-800">
            {word.english}
          </dd>
        </div>
      )}
      <div>
        <dt className={detailLabel}>Current wording</dt>
        <dd lang={lang} className="font-medium break-words text-stone-950">
          {word.text}
        </dd>
      </div>
      {word.needsNativeSpeaker !== null && (
        <div className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          <dt className="text-xs font-semibold">Needs a native speaker</dt>
          <dd>{word.needsNativeSpeaker}</dd>
        </div>
      )}
    </dl>
  );
}

function ProposalForm({ word, page, lang }: { word: WordView; page: string; lang: Lang }) {
  const fetcher = useFetcher<ActionResult>();
  const sending = fetcher.state !== 'idle';
  // Once sent, the button waits for a change, so one click sends one proposal.
  const [seen, setSeen] = useState<ActionResult | undefined>(undefined);
  const result = fetcher.data !== seen ? fetcher.data : undefined;
  const sent = !sending && result?.ok === true;
  const placeholders = [...new Set(word.text.match(PLACEHOLDER) ?? [])];
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3" onChange={() => setSeen(fetcher.data)}>
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="key" value={word.key} />
      <input type="hidden" name="page" value={page} />
      <div>
        <label htmlFor="review-proposed" className={labelStyles}>
          Your wording
        </label>
        <textarea
          id="review-proposed"
          name="proposed"
          lang={lang}
          required
          rows={4}
          defaultValue={word.text}
          aria-describedby={placeholders.length > 0 ? 'review-placeholders' : undefined}
          className={`${inputStyles} mt-1`}
        />
        {placeholders.length > 0 && (
          <p id="review-placeholders" className="mt-1 text-xs text-stone-600">
            Keep {placeholders.join(', ')} as written: the site puts the figure or name there.
          </p>
        )}
      </div>
      <div>
        <label htmlFor="review-comment" className={labelStyles}>
          Comment (optional)
        </label>
        <textarea id="review-comment" name="comment" rows={2} className={`${inputStyles} mt-1`} />
      </div>
      <button type="submit" disabled={sending || sent} className={smallButtonStyles.primary}>
        {sending ? 'Sending…' : sent ? 'Sent' : 'Propose this wording'}
      </button>
      <div className="empty:hidden">
        {result && !result.ok && <Alert>{result.error}</Alert>}
        {sent && <Done>{SENT}</Done>}
      </div>
    </fetcher.Form>
  );
}

function WordChoices({
  words,
  onChoose,
}: {
  words: readonly WordView[];
  onChoose: (word: WordView) => void;
}) {
  return (
    <ul className="space-y-2">
      {words.map((word) => (
        <li key={word.key}>
          <button
            type="button"
            onClick={() => onChoose(word)}
            className="block w-full rounded-lg border border-stone-200 bg-white px-3 py-2 text-left hover:border-brand-300 hover:bg-brand-50"
          >
            <span className="line-clamp-3 text-sm font-medium break-words text-stone-950">
              {word.text}
            </span>
            <span className="mt-0.5 block font-mono text-xs break-all text-stone-500">
              {word.key}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function PageTexts({
  words,
  onChoose,
}: {
  words: readonly WordView[];
  onChoose: (word: WordView) => void;
}) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? words.filter(
        (word) =>
          word.text.toLowerCase().includes(needle) ||
          word.key.toLowerCase().includes(needle) ||
          word.english?.toLowerCase().includes(needle),
      )
    : words;
  if (words.length === 0) {
    return <p className="text-sm text-stone-600">No text of the site was found on this page.</p>;
  }
  return (
    <>
      <p className="mb-2 text-sm text-stone-600">
        {count(words.length, 'text')} of the site on this page, labels for screen readers and the
        page title too. Choose one to propose a wording.
      </p>
      <label htmlFor="review-filter" className={labelStyles}>
        Find a text
      </label>
      <input
        id="review-filter"
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        autoComplete="off"
        className={`${inputStyles} mt-1 mb-3`}
      />
      {shown.length === 0 ? (
        <p className="text-sm text-stone-600">No text here matches “{filter.trim()}”.</p>
      ) : (
        <WordChoices words={shown} onChoose={onChoose} />
      )}
    </>
  );
}

/** The panel: a region whose heading takes the focus when something is picked. */
export function ReviewPanel({
  state,
  headingRef,
  onChoose,
  onBack,
  onClose,
}: {
  state: Exclude<PanelState, { kind: 'closed' }>;
  headingRef: Ref<HTMLHeadingElement>;
  onChoose: (word: WordView) => void;
  onBack: () => void;
  onClose: () => void;
}) {
  let body: ReactNode;
  switch (state.kind) {
    case 'loading':
      body = <p className="text-sm text-stone-600">Reading the site’s words…</p>;
      break;
    case 'error':
      body = <Alert>{state.message}</Alert>;
      break;
    case 'none':
      body = (
        <>
          {state.picked && (
            <p className="mb-2 text-sm break-words text-stone-800">“{state.picked}”</p>
          )}
          <p className="text-sm text-stone-700">
            This text is not one of the site’s words (a name, a price or a figure).
          </p>
          <p className="mt-2 text-sm text-stone-600">
            Pick the sentence around it, or list the texts on this page.
          </p>
        </>
      );
      break;
    case 'choose':
      body = (
        <>
          <p className="mb-2 text-sm text-stone-700">
            {state.picked ? <>“{state.picked}” shows </> : 'This shows '}
            {count(state.words.length, 'text')} of the site. Choose the one to correct.
          </p>
          <WordChoices words={state.words} onChoose={onChoose} />
        </>
      );
      break;
    case 'texts':
      body = <PageTexts key={state.page} words={state.words} onChoose={onChoose} />;
      break;
    case 'word':
      body = (
        <>
          {state.from && (
            <button
              type="button"
              onClick={onBack}
              className={`${smallButtonStyles.secondary} mb-3`}
            >
              ← Back to the list
            </button>
          )}
          <WordDetails word={state.word} lang={state.lang} />
          <ProposalForm
            key={`${state.word.key}:${state.page}`}
            word={state.word}
            page={state.page}
            lang={state.lang}
          />
        </>
      );
      break;
  }
  return (
    <section
      id={PANEL_ID}
      aria-labelledby={HEADING_ID}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="max-h-[55dvh] shrink-0 overflow-y-auto overscroll-contain border-t border-stone-300 bg-white px-4 pt-3 pb-6 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:max-h-none lg:w-[26rem] lg:border-t-0 lg:border-l lg:pt-4 lg:shadow-none"
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2
          id={HEADING_ID}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          {headings[state.kind]}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the panel"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5"
            fill="none"
            stroke="currentColor"
          >
            <path strokeWidth="2" strokeLinecap="round" d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
      </div>
      {body}
    </section>
  );
}
