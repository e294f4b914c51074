import type { OverlayMessages } from './overlay-messages';
import { install, usePwaStatus } from './pwa-status';

/** The top-right pill: online or offline, and App Installed or an Install App button. */
export function StatusBadge({ m }: { m: OverlayMessages['status'] }) {
  const { known, online, installed, installPrompt } = usePwaStatus();
  if (!known) return null;
  return (
    <div
      data-overlay
      // Below the header: a layout whose header is taller sets --status-badge-top.
      className="pointer-events-none fixed top-[var(--status-badge-top,4.5rem)] right-3 z-40 flex items-center gap-1.5 text-xs font-semibold sm:top-[var(--status-badge-top,5rem)] sm:right-4"
    >
      {/* A polite live region announces the change; not role="status", which pages' own
          form messages use. */}
      <p
        aria-live="polite"
        className={`pointer-events-auto flex items-center gap-1.5 rounded-full border px-2.5 py-1 shadow-sm ${
          online
            ? 'border-emerald-200 bg-white/95 text-emerald-800'
            : 'border-amber-300 bg-amber-50 text-amber-900'
        }`}
      >
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${online ? 'bg-emerald-500' : 'bg-amber-500'}`}
        />
        {online ? m.online : m.offline}
      </p>
      {installed ? (
        <p className="pointer-events-auto rounded-full border border-stone-200 bg-white/95 px-2.5 py-1 text-stone-700 shadow-sm">
          {m.installed}
        </p>
      ) : installPrompt ? (
        <button
          type="button"
          onClick={() => void install()}
          className="pointer-events-auto min-h-8 rounded-full bg-stone-900 px-3 py-1 text-white shadow-sm transition-colors hover:bg-stone-700 focus-visible:outline-offset-2 active:bg-stone-950"
        >
          {m.install}
        </button>
      ) : null}
    </div>
  );
}
