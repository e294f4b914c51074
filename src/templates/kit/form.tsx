import { type FormEvent, type ReactNode, createContext, useContext } from 'react';
import { useFormAction } from './sample-host';
import { idPart, useStableId } from '../../islands/island-id';
import type { Theme } from './theme';

// Fields are named after their form, so two forms on a page may each have an "email".
const FormIdContext = createContext('form');
const useFieldId = (name: string) => useStableId(`${useContext(FormIdContext)}-${name}`);

type FieldWidth = { /** Spans both columns of the form grid. */ wide?: boolean };

/**
 * A display-only form (spec section 5): the fields and a submit button, and nothing is sent.
 * Fields sit in two columns from the small breakpoint; `wide` fields span both.
 */
export function DisplayForm({
  theme,
  title,
  submitLabel,
  children,
  className = '',
}: {
  theme: Theme;
  /** Names the form for screen readers (and shows as its heading). */
  title: string;
  submitLabel: string;
  children: ReactNode;
  className?: string;
}) {
  const formId = idPart(title);
  const titleId = useStableId(`${formId}-title`);
  const action = useFormAction(formId);
  return (
    <FormIdContext value={formId}>
      <form
        aria-labelledby={titleId}
        // A delivered site sends the form to its own host; a sample site shows it, never sent.
        {...(action
          ? { method: 'post', action }
          : { onSubmit: (event: FormEvent) => event.preventDefault() })}
        className={`p-6 sm:p-8 ${theme.radius} ${theme.card.bg} ${theme.card.text} ${className}`}
      >
        <h3 id={titleId} className={`text-2xl ${theme.heading} ${theme.card.heading}`}>
          {title}
        </h3>
        <div className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>
        <button type="submit" className={`mt-6 w-full sm:w-auto ${theme.button.primary}`}>
          {submitLabel}
        </button>
      </form>
    </FormIdContext>
  );
}

function FieldLabel({
  htmlFor,
  theme,
  children,
}: {
  htmlFor: string;
  theme: Theme;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={`block text-sm font-semibold ${theme.card.heading}`}>
      {children}
    </label>
  );
}

const fieldBase = 'mt-2 block min-h-11 w-full px-3.5 py-2.5 text-base';

export function Field({
  theme,
  label,
  name,
  type = 'text',
  placeholder,
  autoComplete,
  wide,
}: {
  theme: Theme;
  label: string;
  name: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number';
  placeholder?: string;
  autoComplete?: string;
} & FieldWidth) {
  const id = useFieldId(name);
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <FieldLabel htmlFor={id} theme={theme}>
        {label}
      </FieldLabel>
      <input
        id={id}
        name={name}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        className={`${fieldBase} ${theme.radius} ${theme.field}`}
      />
    </div>
  );
}

export function SelectField({
  theme,
  label,
  name,
  options,
  placeholder,
  wide,
}: {
  theme: Theme;
  label: string;
  name: string;
  options: readonly string[];
  /** An empty first choice, e.g. "Select a service". */
  placeholder?: string;
} & FieldWidth) {
  const id = useFieldId(name);
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <FieldLabel htmlFor={id} theme={theme}>
        {label}
      </FieldLabel>
      <select
        id={id}
        name={name}
        defaultValue=""
        className={`${fieldBase} ${theme.radius} ${theme.field}`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TextAreaField({
  theme,
  label,
  name,
  rows = 4,
  placeholder,
  wide = true,
}: {
  theme: Theme;
  label: string;
  name: string;
  rows?: number;
  placeholder?: string;
} & FieldWidth) {
  const id = useFieldId(name);
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <FieldLabel htmlFor={id} theme={theme}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        name={name}
        rows={rows}
        placeholder={placeholder}
        className={`${fieldBase} ${theme.radius} ${theme.field}`}
      />
    </div>
  );
}
