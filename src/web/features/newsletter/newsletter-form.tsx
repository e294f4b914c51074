import { LoaderCircle, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FieldError, useFieldCheck } from '../../../templates/kit/field-check';
import { useStableId } from '../../../islands/island-id';
import { formStatusIcons, formStatusStyles } from '../../components/ui/form-status';
import { buttonStyles } from '../../components/ui/styles';
import { useLang, useMessages } from '../../i18n';
import {
  NEWSLETTER_FIELDS,
  type NewsletterOutcome,
  type NewsletterStatus,
  checkSubscription,
  preloadNewsletterSending,
  subscribe,
} from './subscribe';

const labelStyles = 'block text-sm font-semibold text-stone-900';
const fieldStyles =
  'mt-2 block w-full min-h-11 rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-950 shadow-xs transition-colors placeholder:text-stone-500 hover:border-stone-400 focus:border-brand-600 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/40 aria-invalid:border-red-600';

/** The newsletter signup: email required, name optional; the error view offers Try again. */
export function NewsletterForm() {
  const m = useMessages('newsletter');
  const lang = useLang();
  const id = useStableId('form');
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [hasEmail, setHasEmail] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const tryAgainRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const returning = useRef(false);
  const checks = useFieldCheck(NEWSLETTER_FIELDS, (form) => {
    const data = new FormData(form);
    return checkSubscription(String(data.get('email') ?? ''), String(data.get('name') ?? ''), lang);
  });

  // An address typed (or autofilled) before the page finished loading counts too.
  useEffect(() => setHasEmail((emailRef.current?.value ?? '') !== ''), []);

  useEffect(() => {
    // The fields hide behind the outcome: keep keyboard focus on what is shown instead.
    if (status === 'error') tryAgainRef.current?.focus();
    else if (status !== 'idle') resultRef.current?.focus();
    else if (returning.current) {
      returning.current = false;
      emailRef.current?.focus();
    }
  }, [status]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setStatus('idle');
    setMessage('');
    // A field the schema refuses is said under it; the form stays to correct it.
    if (!(await checks.validate(form))) {
      setBusy(false);
      return;
    }
    const outcome = await subscribe(
      String(data.get('email') ?? ''),
      String(data.get('name') ?? ''),
      lang,
      m.outcomes,
    );
    setStatus(outcome.status);
    setMessage(outcome.message);
    setBusy(false);
  }

  function tryAgain() {
    returning.current = true;
    setStatus('idle');
    setMessage('');
  }

  const StatusIcon = status === 'idle' ? undefined : formStatusIcons[status];

  return (
    <div>
      <form
        method="post"
        {...checks.formProps}
        onSubmit={onSubmit}
        onFocus={() => preloadNewsletterSending(lang)}
        aria-busy={busy}
        aria-label={m.form}
        hidden={status !== 'idle'}
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <div>
          <label htmlFor={`${id}-email`} className={labelStyles}>
            {m.email}
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            {...checks.fieldProps('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={m.emailPlaceholder}
            onInput={(event) => setHasEmail(event.currentTarget.value !== '')}
            className={fieldStyles}
          />
          <FieldError id={checks.errorId('email')} message={checks.errors.email} />
        </div>
        <div>
          <label htmlFor={`${id}-name`} className={labelStyles}>
            {m.name} <span className="font-normal text-stone-600">{m.optional}</span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            {...checks.fieldProps('name')}
            type="text"
            autoComplete="name"
            className={fieldStyles}
          />
          <FieldError id={checks.errorId('name')} message={checks.errors.name} />
        </div>
        <button
          type="submit"
          disabled={busy || !hasEmail}
          className={`${buttonStyles.primary} disabled:cursor-not-allowed disabled:opacity-70`}
        >
          {busy ? (
            <>
              <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
              {m.subscribing}
            </>
          ) : (
            m.subscribe
          )}
        </button>
      </form>

      <div
        ref={resultRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="rounded-2xl focus:outline-none"
      >
        {StatusIcon && message ? (
          <p
            className={`flex items-start gap-3 rounded-2xl border p-4 text-sm leading-6 font-medium ${formStatusStyles[status as NewsletterOutcome['status']]}`}
          >
            <StatusIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {message}
          </p>
        ) : null}
      </div>

      {status === 'error' ? (
        <button
          ref={tryAgainRef}
          type="button"
          onClick={tryAgain}
          className={`${buttonStyles.secondary} mt-4`}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {m.tryAgain}
        </button>
      ) : null}
    </div>
  );
}
