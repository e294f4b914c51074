import { CreditCard } from 'lucide-react';

/** Card payment is presented but switched off: ordering is by quote only for now. */
export function PaymentNotice() {
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <div className="flex items-start gap-3">
        <CreditCard className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <h3 className="font-semibold text-stone-950">Online payment</h3>
          <p id="payment-unavailable" className="mt-1 text-sm text-stone-700">
            Online card payment is temporarily unavailable. Send a quote request instead: we confirm
            the price and how to pay when we reply.
          </p>
          <button
            type="button"
            disabled
            aria-describedby="payment-unavailable"
            className="mt-3 inline-flex min-h-11 w-full cursor-not-allowed items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 text-sm font-semibold text-stone-500"
          >
            Pay by card
          </button>
        </div>
      </div>
    </div>
  );
}
