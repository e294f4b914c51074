import { CreditCard } from 'lucide-react';
import { useMessages } from '../../i18n';

/** Card payment is presented but switched off: ordering is by quote only for now. */
export function PaymentNotice() {
  const m = useMessages('checkout').payment;
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <div className="flex items-start gap-3">
        <CreditCard className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <h3 className="font-semibold text-stone-950">{m.title}</h3>
          <p id="payment-unavailable" className="mt-1 text-sm text-stone-700">
            {m.text}
          </p>
          <button
            type="button"
            disabled
            aria-describedby="payment-unavailable"
            className="mt-3 inline-flex min-h-11 w-full cursor-not-allowed items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 text-sm font-semibold text-stone-500"
          >
            {m.button}
          </button>
        </div>
      </div>
    </div>
  );
}
