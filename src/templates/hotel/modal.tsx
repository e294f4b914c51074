import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind it inert, Escape and
 * the X close it, Tab wraps inside it, and focus goes back to what opened it.
 */
export function Modal({
  title,
  onClose,
  children,
  className = '',
}: {
  /** Renders the dialog's heading; receives the id that names the dialog. */
  title: (headingId: string) => ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    if (!dialog.open) dialog.showModal();
    // The page behind does not scroll under the dialog.
    root.style.overflow = 'hidden';
    return () => {
      dialog.close();
      root.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: let React state close it, so the view resets as on the X.
        event.preventDefault();
        onClose();
      }}
      // Chrome may close on a second quick Escape without a cancel we can stop: follow it. (The
      // event comes late; a dialog open again by then, as after a dev remount, stays.)
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
      className={`m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-stone-700 shadow-2xl backdrop:bg-[#06201f]/75 sm:max-h-[calc(100dvh-4rem)] ${className}`}
    >
      <div className="relative">
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4 sm:px-8">
          {title(headingId)}
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 transition hover:bg-stone-100 hover:text-stone-900 active:bg-stone-200"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
