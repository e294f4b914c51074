import { useState } from 'react';
import type { WordView } from '../../../shared/schemas/word-review';
import { count } from '../../format';
import { Empty, Section, smallButtonStyles } from '../ui';

const FIRST = 30;
const termStyles = 'text-xs font-semibold text-stone-500';

/** The Tok Pisin strings a native speaker should read first, with why. */
export function NativeSpeakerList({ words }: { words: readonly WordView[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? words : words.slice(0, FIRST);
  return (
    <Section title="Needs a native speaker">
      {words.length === 0 ? (
        <Empty>Every Tok Pisin text has been read by a native speaker.</Empty>
      ) : (
        <>
          <p className="mb-3 text-sm text-stone-600">
            {count(words.length, 'Tok Pisin text', 'Tok Pisin texts')} to read first. Find each on
            its page and propose a better wording where it needs one.
          </p>
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
            {shown.map((word) => (
              <li key={word.key} className="px-3 py-3">
                <dl className="grid gap-x-4 gap-y-1 text-sm md:grid-cols-2">
                  <div className="min-w-0">
                    <dt className={termStyles}>English</dt>
                    <dd lang="en" className="break-words text-stone-800">
                      {word.english ?? <span className="text-stone-500">(no English twin)</span>}
                    </dd>
                  </div>
                  <div className="min-w-0">
                    <dt className={termStyles}>Tok Pisin</dt>
                    <dd lang="tpi" className="font-medium break-words text-stone-950">
                      {word.text}
                    </dd>
                  </div>
                </dl>
                <p className="mt-1 text-xs break-words">
                  <span className="text-amber-800">
                    <span className="sr-only">Why: </span>
                    {word.needsNativeSpeaker}
                  </span>{' '}
                  · <span className="font-mono break-all text-stone-500">{word.key}</span>
                </p>
              </li>
            ))}
          </ul>
          {!all && words.length > FIRST && (
            <button
              type="button"
              onClick={() => setAll(true)}
              className={`${smallButtonStyles.secondary} mt-3`}
            >
              Show all {words.length.toLocaleString('en-US')}
            </button>
          )}
        </>
      )}
    </Section>
  );
}
