import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** How long the button says "Copied" before it offers to copy again. */
export const COPIED_FOR_MS = 2500;

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it, else the words in
 * `shown` are selected and copied the old way (older Android browsers). 'selected' when neither
 * copied: the words stay selected for the phone's own menu.
 */
export async function copyText(
  text: string,
  shown: Node | null,
): Promise<Exclude<CopyState, 'idle'>> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused (no permission, not a secure page): fall through to selecting the words.
  }
  if (!shown) return 'selected';
  try {
    const range = document.createRange();
    range.selectNodeContents(shown);
    const selection = getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return document.execCommand('copy') ? 'copied' : 'selected';
  } catch {
    return 'selected';
  }
}

/**
 * A button beside a value the customer types into their bank's form. The value stays on the page
 * as text whether or not the button works; the button says "Copied" only once the copy happened.
 */
export function CopyButton({
  text,
  label,
  shown,
  words,
}: {
  /** What goes on the clipboard. */
  text: string;
  /** What is copied, for screen readers: "Copy" alone would not say what. */
  label: string;
  /** The element showing the value, selected when the clipboard cannot be used. */
  shown: { current: HTMLElement | null };
  words: { copy: string; copied: string; selected: string };
}) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    const done = await copyText(text, shown.current);
    setState(done);
    timer.current = setTimeout(() => setState('idle'), COPIED_FOR_MS);
  };

  const copied = state === 'copied';
  const Icon = copied ? Check : Copy;
  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-colors ${
          copied
            ? 'border-brand-300 bg-brand-50 text-brand-900'
            : 'border-stone-300 bg-white text-stone-900 hover:border-stone-400 hover:bg-stone-50'
        }`}
      >
        <Icon aria-hidden="true" className="size-4" />
        {copied ? words.copied : words.copy}
        <span className="sr-only">: {label}</span>
      </button>
      {/* Read out once copied; shown when only selecting worked, so the customer knows what to do. */}
      <span
        role="status"
        className={state === 'selected' ? 'col-span-full text-sm text-stone-600' : 'sr-only'}
      >
        {copied ? `${label}: ${words.copied}` : state === 'selected' ? words.selected : ''}
      </span>
    </>
  );
}
