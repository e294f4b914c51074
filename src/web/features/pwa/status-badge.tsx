import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePageAddress } from '../../i18n';
import { STATUS_SLOT_COMPACT, STATUS_SLOT_ID } from '../../lib/status-slot';
import type { OverlayMessages } from './overlay-messages';
import { install, usePwaStatus } from './pwa-status';

/**
 * The page's status slot (src/web/lib/status-slot.ts), found again on every page: the agency
 * header's on agency pages, the preview bar's around a sample. None (a bare sample) shows nothing.
 */
function useStatusSlot(): HTMLElement | null {
  const { pathname } = usePageAddress();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const find = () => document.getElementById(STATUS_SLOT_ID);
    const found = find();
    setSlot(found);
    if (found) return;
    // A page whose header comes later (an error page loads it) fills the slot once it is there.
    const observer = new MutationObserver(() => {
      const late = find();
      if (!late) return;
      observer.disconnect();
      setSlot(late);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
  return slot;
}

/**
 * The top-right pill: online or offline, and App Installed or an Install App button. It sits in
 * the flow of the header (or the preview bar), never over the page (decision 086).
 */
export function StatusBadge({ m }: { m: OverlayMessages['status'] }) {
  const { known, online, installed, installPrompt } = usePwaStatus();
  const slot = useStatusSlot();
  if (!known || !slot) return null;
  const compact = slot.hasAttribute(STATUS_SLOT_COMPACT);
  const hiddenWithoutRoom = compact ? '@max-5xl:hidden' : 'max-sm:hidden lg:max-xl:hidden';
  return createPortal(
    <span
      data-overlay
      className="flex shrink-0 items-center gap-1.5 font-sans text-xs font-semibold"
    >
      {/* A polite live region announces the change; not role="status", which pages' own
          form messages use. */}
      <span
        aria-live="polite"
        className={`flex items-center gap-1.5 rounded-full border py-1 whitespace-nowrap ${
          compact ? 'px-1.5 @5xl:px-2.5' : 'px-2 sm:px-2.5'
        } ${
          online
            ? 'border-emerald-200 bg-white text-emerald-800'
            : 'border-amber-300 bg-amber-50 text-amber-900'
        }`}
      >
        <span
          aria-hidden="true"
          className={`size-2 shrink-0 rounded-full ${online ? 'bg-emerald-500' : 'bg-amber-500'}`}
        />
        {/* The preview bar shows just the dot while it is under 1024 px wide (a phone, or beside the
            open panel); the header between 1024 and 1280 px, where its links take the width. */}
        <span className={compact ? '@max-5xl:sr-only' : 'lg:max-xl:sr-only'}>
          {online ? m.online : m.offline}
        </span>
      </span>
      {/* Where the pill shows only the status (a phone, the header beside its links, a narrow
          preview bar), the install card offers the app. */}
      {installed ? (
        <span
          className={`rounded-full border border-stone-200 bg-white px-2.5 py-1 whitespace-nowrap text-stone-700 ${hiddenWithoutRoom}`}
        >
          {m.installed}
        </span>
      ) : installPrompt ? (
        <button
          type="button"
          onClick={() => void install()}
          className={`min-h-8 rounded-full bg-stone-900 px-3 py-1 whitespace-nowrap text-white transition-colors hover:bg-stone-700 focus-visible:outline-offset-2 active:bg-stone-950 ${hiddenWithoutRoom}`}
        >
          {m.install}
        </button>
      ) : null}
    </span>,
    slot,
  );
}
