import { type ReactNode, createContext, useContext, useId } from 'react';
import type { Theme } from '../kit';
import { FieldError } from '../kit/field-check';
import { useStableId } from '../../islands/island-id';

// The resort's forms are sent for real (spec section 5), so unlike the kit's display-only
// fields these take required, defaults and bounds.

/** The form a field is in, naming its id: the page's forms hydrate as an island (decision 093). */
export const FieldFormContext = createContext<string | null>(null);

function useFieldId(name: string): string {
  const form = useContext(FieldFormContext);
  const stableId = useStableId(`${form}-${name}`);
  const ownId = useId();
  // A modal's fields are rendered in the browser only, where React's own id is stable.
  return form ? stableId : ownId;
}

const fieldBase = 'mt-1.5 block min-h-11 w-full px-3.5 py-2.5 text-base';

interface FieldProps {
  theme: Theme;
  label: string;
  name: string;
  required?: boolean;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  /** The field's own message, from the form's check (kit/field-check). */
  error?: string;
  errorId?: string;
}

/** Marks a field in error and names its message. */
const invalid = (error: string | undefined, errorId: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

const errorStyles = 'mt-1.5 text-sm font-semibold text-red-700';

function Label({
  theme,
  htmlFor,
  required,
  children,
}: {
  theme: Theme;
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={`block text-sm font-semibold ${theme.card.heading}`}>
      {children}
      {/* The native required state is what assistive technology announces. */}
      {required ? (
        <span aria-hidden="true" className={theme.accent}>
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

export function InputField({
  theme,
  label,
  name,
  required,
  wide,
  type = 'text',
  autoComplete,
  placeholder,
  error,
  errorId,
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  placeholder?: string;
}) {
  const id = useFieldId(name);
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <Label theme={theme} htmlFor={id} required={required}>
        {label}
      </Label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        autoComplete={autoComplete}
        placeholder={placeholder}
        {...invalid(error, errorId)}
        className={`${fieldBase} ${theme.radius} ${theme.field} aria-invalid:border-red-700`}
      />
      {errorId ? <FieldError id={errorId} message={error} className={errorStyles} /> : null}
    </div>
  );
}

export function ChoiceField({
  theme,
  label,
  name,
  required,
  wide,
  options,
  defaultValue,
}: FieldProps & {
  options: readonly { value: string; label: string }[];
  defaultValue: string;
}) {
  const id = useFieldId(name);
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <Label theme={theme} htmlFor={id} required={required}>
        {label}
      </Label>
      <select
        id={id}
        name={name}
        required={required}
        defaultValue={defaultValue}
        className={`${fieldBase} ${theme.radius} ${theme.field}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function MessageField({
  theme,
  label,
  name,
  required,
  rows = 5,
  placeholder,
  error,
  errorId,
}: FieldProps & { rows?: number; placeholder?: string }) {
  const id = useFieldId(name);
  return (
    <div className="sm:col-span-2">
      <Label theme={theme} htmlFor={id} required={required}>
        {label}
      </Label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required={required}
        placeholder={placeholder}
        {...invalid(error, errorId)}
        className={`${fieldBase} ${theme.radius} ${theme.field} aria-invalid:border-red-700`}
      />
      {errorId ? <FieldError id={errorId} message={error} className={errorStyles} /> : null}
    </div>
  );
}

/** Whole numbers from min to max, as select options. */
export const countOptions = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, index) => {
    const value = String(min + index);
    return { value, label: value };
  });

/** A FormData value as trimmed text ('' when absent). */
export const textOf = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/** Where a field's message comes from: spread on a field as {...messageOf(checks, 'email')}. */
export const messageOf = <F extends string>(
  checks: { errors: Partial<Record<F, string>>; errorId: (field: F) => string },
  field: F,
) => ({ error: checks.errors[field], errorId: checks.errorId(field) });
