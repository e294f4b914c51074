import { ArrowLeft } from 'lucide-react';

/**
 * The spec's Back to Products button: it goes back in the browser's history. A tab opened
 * straight on this page has nothing to go back to, so it then goes to the products page.
 */
export function BackButton({
  label,
  fallbackHref,
  className,
}: {
  label: string;
  fallbackHref: string;
  className: string;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (window.history.length > 1) window.history.back();
        else window.location.assign(fallbackHref);
      }}
    >
      <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </button>
  );
}
