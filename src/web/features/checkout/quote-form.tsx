import { Loader2, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  FieldError,
  type FieldErrors as ErrorsOf,
  useFieldCheck,
} from '../../../templates/kit/field-check';
import { useMessages } from '../../i18n';
import { type QuoteFormValues, emptyQuoteForm } from './quote-payload';

export type QuoteField = keyof QuoteFormValues;
export type FieldErrors = ErrorsOf<QuoteField>;

export type SubmitOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: FieldErrors; general?: string }
  | { kind: 'failed' };

interface QuoteFormProps {
  busy: boolean;
  onSubmit: (values: QuoteFormValues) => Promise<SubmitOutcome>;
  /** The shared schema's messages for these values, rechecked as the visitor corrects a field. */
  check: (values: QuoteFormValues) => Promise<FieldErrors>;
  /** The failure message, shown next to the button. */
  failure: React.ReactNode;
}

interface FieldSpec {
  name: QuoteField;
  required: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  placeholder?: string;
  multiline?: boolean;
}

const fields: readonly FieldSpec[] = [
  { name: 'name', required: true, autoComplete: 'name' },
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    required: true,
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+675 XXX XXXX',
  },
  { name: 'company', required: false, autoComplete: 'organization' },
  {
    name: 'message',
    required: false,
    autoComplete: 'off',
    multiline: true,
  },
];

/** The form's values as they stand (the recheck runs before React stores the keystroke). */
const valuesOf = (form: HTMLFormElement): QuoteFormValues => {
  const data = new FormData(form);
  const read = (name: QuoteField) => String(data.get(name) ?? '');
  return {
    name: read('name'),
    email: read('email'),
    phone: read('phone'),
    company: read('company'),
    message: read('message'),
  };
};

const inputStyles =
  'mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-950 placeholder:text-stone-500 hover:border-stone-400 focus:border-brand-600 aria-invalid:border-red-600 disabled:bg-stone-50';

export function QuoteForm({ busy, onSubmit, check, failure }: QuoteFormProps) {
  const m = useMessages('checkout').form;
  const [values, setValues] = useState<QuoteFormValues>(emptyQuoteForm);
  const [general, setGeneral] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const checks = useFieldCheck(
    fields.map((field) => field.name),
    (form) => check(valuesOf(form)),
  );

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setGeneral(undefined);
    const outcome = await onSubmit(values);
    if (outcome.kind === 'sent') {
      setValues(emptyQuoteForm);
      checks.clear();
    } else if (outcome.kind === 'invalid') {
      checks.show(outcome.errors, formRef.current);
      setGeneral(outcome.general);
    } else {
      checks.clear();
    }
  };

  return (
    <section aria-labelledby="quote-heading">
      <h2 id="quote-heading" className="text-xl font-semibold">
        {m.title}
      </h2>
      <p className="mt-1 text-stone-600">{m.intro}</p>
      <form
        ref={formRef}
        {...checks.formProps}
        onSubmit={handleSubmit}
        aria-busy={busy}
        className="mt-6 grid gap-5 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
      >
        {fields.map((field) => {
          const id = `quote-${field.name}`;
          const error = checks.errors[field.name];
          const shared = {
            id,
            name: field.name,
            required: field.required,
            autoComplete: field.autoComplete,
            placeholder: field.placeholder,
            disabled: busy,
            value: values[field.name],
            ...checks.fieldProps(field.name),
            onChange: (
              event: React.ChangeEvent<HTMLInputElement> | React.ChangeEvent<HTMLTextAreaElement>,
            ) => setValues((current) => ({ ...current, [field.name]: event.target.value })),
            className: inputStyles,
          };
          return (
            <div key={field.name} className={field.multiline ? 'sm:col-span-2' : undefined}>
              <div className="flex items-baseline justify-between gap-2">
                <label htmlFor={id} className="text-sm font-semibold text-stone-900">
                  {m.labels[field.name]}
                  {field.required ? (
                    <span aria-hidden="true" className="ml-0.5 text-red-700">
                      *
                    </span>
                  ) : null}
                </label>
                {field.required ? null : (
                  <span className="text-xs text-stone-600">{m.optional}</span>
                )}
              </div>
              {field.multiline ? (
                <textarea {...shared} rows={4} />
              ) : (
                <input {...shared} type={field.type ?? 'text'} />
              )}
              <FieldError id={checks.errorId(field.name)} message={error} />
            </div>
          );
        })}

        <div className="space-y-4 sm:col-span-2">
          {general ? (
            <p role="alert" className="text-sm text-red-700">
              {general}
            </p>
          ) : null}
          {failure}
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 text-base font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-600 sm:w-auto"
          >
            {busy ? (
              <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            ) : (
              <Send className="size-5" aria-hidden="true" />
            )}
            {busy ? m.sending : m.submit}
          </button>
          <p className="text-xs text-stone-600">
            <span aria-hidden="true" className="text-red-700">
              *
            </span>{' '}
            {m.required}
          </p>
        </div>
      </form>
    </section>
  );
}
