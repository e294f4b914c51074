import type { ReactNode } from 'react';

// The personalisation panel's shared look: its classes and the fieldset around each group.

export const labelClass = 'block text-sm font-semibold text-stone-900';
export const hintClass = 'mt-1 text-sm text-stone-600';
export const errorClass = 'mt-1 text-sm font-medium text-red-700';
export const inputClass =
  'mt-1.5 block min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-stone-900 focus:outline-2 focus:outline-offset-1 focus:outline-stone-900 aria-invalid:border-red-700';
export const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900';

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-stone-200 pt-4">
      <legend className="float-left mb-2 w-full text-base font-bold text-stone-950">
        {legend}
      </legend>
      <div className="clear-left space-y-4">{children}</div>
    </fieldset>
  );
}
