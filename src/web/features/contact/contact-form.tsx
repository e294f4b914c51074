import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FieldError, useFieldCheck } from '../../../templates/kit/field-check';
import { useStableId } from '../../../islands/island-id';
import { formStatusIcons, formStatusStyles } from '../../components/ui/form-status';
import { buttonStyles } from '../../components/ui/styles';
import { useLang, useMessages } from '../../i18n';
import {
  CONTACT_FIELDS,
  type ContactOutcome,
  type ContactStatus,
  type ContactValues,
  checkContact,
  preloadContactSending,
  submitContact,
} from './submit-contact';

export interface ServiceOption {
  value: string;
  label: string;
}

const valuesOf = (form: HTMLFormElement): ContactValues => {
  const data = new FormData(form);
  const read = (name: keyof ContactValues) => String(data.get(name) ?? '');
  return {
    name: read('name'),
    email: read('email'),
    phone: read('phone'),
    service: read('service'),
    message: read('message'),
  };
};

const labelStyles = 'block text-sm font-semibold text-stone-900';
const fieldStyles =
  'mt-2 block w-full min-h-11 rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-950 shadow-xs transition-colors placeholder:text-stone-500 hover:border-stone-400 focus:border-brand-600 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/40 aria-invalid:border-red-600';

// True only after hydration: before then a click would submit the plain HTML form.
const subscribeNever = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  );
}

/** The contact form: validation, busy state, and the idle, success, offline and error outcomes. */
export function ContactForm({ services }: { services: readonly ServiceOption[] }) {
  const m = useMessages('contact');
  const lang = useLang();
  const id = useStableId('form');
  const hydrated = useHydrated();
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);
  const focusName = useRef(false);
  // The spec's sentence for blank required fields, above the fields' own messages.
  const [missing, setMissing] = useState(false);
  const checks = useFieldCheck(CONTACT_FIELDS, (form) => checkContact(valuesOf(form), lang));

  const done = status === 'success' || status === 'offline' || status === 'saved';

  useEffect(() => {
    // The submit button disappears with the fields: keep keyboard focus on what replaced it.
    if (done) againRef.current?.focus();
    else if (focusName.current) {
      focusName.current = false;
      nameRef.current?.focus();
    }
  }, [done]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const values = valuesOf(form);
    setBusy(true);
    setStatus('idle');
    setMessage('');
    const valid = await checks.validate(form);
    setMissing(!valid && [values.name, values.email, values.message].some((v) => !v.trim()));
    if (!valid) {
      setBusy(false);
      return;
    }
    const outcome = await submitContact(values, lang, m.outcomes);
    setStatus(outcome.status);
    setMessage(outcome.message);
    setBusy(false);
  }

  function sendAnother() {
    focusName.current = true;
    setMissing(false);
    checks.clear();
    setStatus('idle');
    setMessage('');
  }

  // The summary goes once the visitor has corrected what it was about.
  const summary = missing && Object.keys(checks.errors).length > 0;
  const shownStatus: ContactStatus = summary ? 'error' : status;
  const shownMessage = summary ? m.outcomes.missingFields : message;
  const StatusIcon = shownStatus === 'idle' ? undefined : formStatusIcons[shownStatus];
  // The required mark is styled inside the sentence, wherever the language puts it.
  const [beforeMark, afterMark] = m.requiredNote.split('{mark}');

  return (
    <form
      method="post"
      {...checks.formProps}
      onSubmit={onSubmit}
      onFocus={() => preloadContactSending(lang)}
      aria-busy={busy}
      aria-labelledby={`${id}-title`}
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        {m.title}
      </h3>
      {done ? null : (
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <p className="text-sm text-stone-600 sm:col-span-2">
            {beforeMark}
            <span className="text-red-700">*</span>
            {afterMark}
          </p>
          <div>
            <label htmlFor={`${id}-name`} className={labelStyles}>
              {m.name}
              <RequiredMark />
            </label>
            <input
              ref={nameRef}
              id={`${id}-name`}
              name="name"
              {...checks.fieldProps('name')}
              type="text"
              autoComplete="name"
              required
              className={fieldStyles}
            />
            <FieldError id={checks.errorId('name')} message={checks.errors.name} />
          </div>
          <div>
            <label htmlFor={`${id}-email`} className={labelStyles}>
              {m.email}
              <RequiredMark />
            </label>
            <input
              id={`${id}-email`}
              name="email"
              {...checks.fieldProps('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              className={fieldStyles}
            />
            <FieldError id={checks.errorId('email')} message={checks.errors.email} />
          </div>
          <div>
            <label htmlFor={`${id}-phone`} className={labelStyles}>
              {m.phone} <span className="font-normal text-stone-600">{m.optional}</span>
            </label>
            <input
              id={`${id}-phone`}
              name="phone"
              {...checks.fieldProps('phone')}
              type="tel"
              autoComplete="tel"
              placeholder="+675 XXX XXXX"
              className={fieldStyles}
            />
            <FieldError id={checks.errorId('phone')} message={checks.errors.phone} />
          </div>
          <div>
            <label htmlFor={`${id}-service`} className={labelStyles}>
              {m.service} <span className="font-normal text-stone-600">{m.optional}</span>
            </label>
            <select id={`${id}-service`} name="service" defaultValue="" className={fieldStyles}>
              <option value="">{m.notSure}</option>
              {services.map((service) => (
                <option key={service.value} value={service.value}>
                  {service.label}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-message`} className={labelStyles}>
              {m.message}
              <RequiredMark />
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              {...checks.fieldProps('message')}
              rows={4}
              required
              className={`${fieldStyles} resize-y`}
            />
            <FieldError id={checks.errorId('message')} message={checks.errors.message} />
          </div>
        </div>
      )}

      <div role="status" aria-live="polite" aria-atomic="true">
        {StatusIcon && shownMessage ? (
          <p
            className={`mt-6 flex items-start gap-3 rounded-2xl border p-4 text-sm leading-6 font-medium ${formStatusStyles[shownStatus as ContactOutcome['status']]}`}
          >
            <StatusIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {shownMessage}
          </p>
        ) : null}
      </div>

      <div className="mt-6">
        {/* Keys keep the two buttons apart: reused, the clicked one would turn into the submit button
            before the click ends, and send the empty form. */}
        {done ? (
          <button
            key="again"
            ref={againRef}
            type="button"
            onClick={sendAnother}
            className={buttonStyles.secondary}
          >
            {m.sendAnother}
          </button>
        ) : (
          <button
            key="send"
            type="submit"
            disabled={!hydrated || busy}
            className={`${buttonStyles.primary} w-full disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto`}
          >
            {busy ? (
              <>
                <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
                {m.sending}
              </>
            ) : (
              <>
                <Send className="size-4" aria-hidden="true" />
                {m.send}
              </>
            )}
          </button>
        )}
      </div>
    </form>
  );
}
