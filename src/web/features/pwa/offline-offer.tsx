import { CloudDownload, LoaderCircle } from 'lucide-react';
import type { OverlayMessages } from './overlay-messages';
import { acceptOfflineUse, usePwaStatus } from './pwa-status';

const pill =
  'fixed bottom-4 left-3 z-40 inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold shadow-lg sm:bottom-6 sm:left-6';

/**
 * For visitors whose browser asks to save data: nothing was downloaded for offline use, and this
 * control (bottom left, clear of the chat button) does it when they choose.
 */
export function OfflineOffer({ m }: { m: OverlayMessages['offlineOffer'] }) {
  const { offlineOffer } = usePwaStatus();
  if (offlineOffer === 'none') return null;
  if (offlineOffer === 'saved') {
    return (
      <p
        role="status"
        data-steps-aside
        className={`${pill} border-emerald-200 bg-emerald-50 text-emerald-900`}
      >
        {m.kept}
      </p>
    );
  }
  const saving = offlineOffer === 'saving';
  return (
    <button
      type="button"
      data-overlay
      data-steps-aside
      onClick={() => void acceptOfflineUse()}
      disabled={saving}
      aria-busy={saving}
      className={`${pill} border-stone-300 bg-white text-stone-900 transition-colors hover:bg-stone-50 disabled:cursor-progress disabled:text-stone-600`}
    >
      {saving ? (
        <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
      ) : (
        <CloudDownload className="size-4 text-brand-700" aria-hidden="true" />
      )}
      {saving ? m.saving : m.keep}
    </button>
  );
}
