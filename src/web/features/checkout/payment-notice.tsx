import { CreditCard } from 'lucide-react';
import { useMessages } from '../../i18n';

/**
 * Card payment is presented but switched off: ordering is by quote only for now. Quiet on purpose:
 * it must not look like the way forward, which is the quote request (issue 25).
 */
export function PaymentNotice() {
  const m = useMessages('checkout').payment;
  return (
    <div className="space-y-2 border-t border-stone-200 pt-4">
      <h3 className="text-sm font-semibold text-stone-700">{m.title}</h3>
      <button
        type="button"
        disabled
        aria-describedby="payment-unavailable"
        className="inline-flex min-h-9 cursor-not-allowed items-center gap-2 rounded-lg border border-dashed border-stone-300 px-3 text-xs font-medium text-stone-500"
      >
        <CreditCard className="size-4 shrink-0" aria-hidden="true" />
        {m.button}
      </button>
      <p id="payment-unavailable" className="text-sm text-stone-600">
        {m.text}
      </p>
    </div>
  );
}
