import { Download, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { OverlayMessages } from './overlay-messages';
import { install, usePwaStatus } from './pwa-status';

export const INSTALL_DISMISSED_KEY = 'install-prompt-dismissed';
/** The card waits this long after the browser says the app can be installed. */
export const INSTALL_CARD_DELAY_MS = 3000;

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
  } catch {
    // Without storage the card may come back on the next visit; nothing else breaks.
  }
}

/** The install card at the bottom: 3 s after the browser's offer, unless installed or dismissed. */
export function InstallCard({ m }: { m: OverlayMessages['installCard'] }) {
  const { installed, installPrompt, installOfferedAt } = usePwaStatus();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!installPrompt || installed || wasDismissed()) {
      setVisible(false);
      return;
    }
    // This card's code loads after the offer: the wait is what is left of the 3 s.
    const left = installOfferedAt + INSTALL_CARD_DELAY_MS - Date.now();
    if (left <= 0) {
      setVisible(true);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), left);
    return () => window.clearTimeout(timer);
  }, [installPrompt, installOfferedAt, installed]);

  if (!visible) return null;

  const dismiss = () => {
    rememberDismissal();
    setVisible(false);
  };
  const accept = async () => {
    setVisible(false);
    await install();
  };

  return (
    <section
      aria-labelledby="install-card-title"
      data-overlay
      data-steps-aside
      className="fixed inset-x-3 bottom-24 z-40 mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-5 text-stone-700 shadow-xl sm:bottom-6 sm:left-6 sm:mx-0"
    >
      <button
        type="button"
        onClick={dismiss}
        aria-label={m.close}
        className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-stone-500 transition-colors hover:bg-stone-100 hover:text-stone-900"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <h2 id="install-card-title" className="pr-8 text-base font-bold text-stone-950">
        {m.title}
      </h2>
      <p className="mt-1 text-sm leading-6">{m.text}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void accept()}
          className="inline-flex min-h-10 items-center gap-2 rounded-full bg-stone-900 px-4 text-sm font-semibold text-white transition-colors hover:bg-stone-700 active:bg-stone-950"
        >
          <Download className="size-4" aria-hidden="true" />
          {m.install}
        </button>
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex min-h-10 items-center rounded-full border border-stone-300 px-4 text-sm font-semibold text-stone-900 transition-colors hover:bg-stone-50"
        >
          {m.later}
        </button>
      </div>
    </section>
  );
}
