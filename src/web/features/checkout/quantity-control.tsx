import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';

interface QuantityControlProps {
  value: number;
  max: number;
  /** Zero or less is passed on too: the owner decides what it means (remove, switch off). */
  onChange: (value: number) => void;
  inputLabel: string;
  decreaseLabel: string;
  increaseLabel: string;
  decreaseDisabled?: boolean;
  /** A quiet, smaller control, for a number most people leave alone (copies of a template). */
  compact?: boolean;
}

const stepButton =
  'inline-flex items-center justify-center rounded-full text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-950 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';
const sizes = {
  regular: { step: 'size-11', icon: 'size-4', field: 'h-11 w-14 text-base font-semibold' },
  compact: { step: 'size-8', icon: 'size-3.5', field: 'h-8 w-9 text-sm font-medium' },
};

const parseWhole = (text: string): number | undefined => {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) ? value : undefined;
};

/** Minus, a number field and plus. Positive numbers apply as typed; zero or less on leaving the field. */
export function QuantityControl({
  value,
  max,
  onChange,
  inputLabel,
  decreaseLabel,
  increaseLabel,
  decreaseDisabled = false,
  compact = false,
}: QuantityControlProps) {
  const size = sizes[compact ? 'compact' : 'regular'];
  // While typing, the field may hold "" or "0" without the line vanishing under the cursor.
  const [draft, setDraft] = useState<string | null>(null);

  const commitDraft = () => {
    if (draft === null) return;
    const typed = parseWhole(draft);
    if (typed !== undefined && typed <= 0) onChange(typed);
    setDraft(null);
  };

  return (
    <div
      className={`inline-flex items-center rounded-full border bg-white ${compact ? 'border-stone-200' : 'border-stone-300'}`}
    >
      <button
        type="button"
        aria-label={decreaseLabel}
        disabled={decreaseDisabled}
        onClick={() => onChange(value - 1)}
        className={`${stepButton} ${size.step}`}
      >
        <Minus className={size.icon} aria-hidden="true" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        aria-label={inputLabel}
        value={draft ?? String(value)}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const typed = parseWhole(text);
          if (typed !== undefined && typed >= 1) onChange(Math.min(typed, max));
        }}
        onBlur={commitDraft}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitDraft();
        }}
        className={`${size.field} [appearance:textfield] border-x border-stone-200 bg-transparent text-center text-stone-950 tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
      />
      <button
        type="button"
        aria-label={increaseLabel}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
        className={`${stepButton} ${size.step}`}
      >
        <Plus className={size.icon} aria-hidden="true" />
      </button>
    </div>
  );
}
