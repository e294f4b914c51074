import { type FormEvent, useState } from 'react';
import { useStableId } from '../../islands/island-id';
import { type Theme, useFill, useFormAction } from '../kit';
import { useFieldCheck } from '../kit/field-check';
import { alerts, hero, quoteForm } from './content';
import { quoteBody, sendEnquiry } from './enquiries';
import {
  ChoiceField,
  FieldFormContext,
  InputField,
  countOptions,
  messageOf,
  textOf,
} from './fields';
import { DATE_FIELDS, checkDates } from './form-checks';

const { adults, children } = quoteForm;

/** The hero's quote form (spec sections 3, 5, 7 and 8): dates and party, sent to the sales team. */
export function QuoteForm({ theme }: { theme: Theme }) {
  const [busy, setBusy] = useState(false);
  const titleId = useStableId('quote-form-title');
  const fill = useFill();
  const checks = useFieldCheck(DATE_FIELDS, checkDates);
  // A delivered site posts the form to its own host for its owner, as a plain form (issue 46).
  const action = useFormAction('reservation-quote');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const checkIn = textOf(data, 'checkIn');
    const checkOut = textOf(data, 'checkOut');
    // The spec's missing-dates sentence stands under each date not chosen (issue 25).
    if (!(await checks.validate(form))) return;
    setBusy(true);
    const sent = await sendEnquiry(
      quoteBody({
        checkIn,
        checkOut,
        adults: Number(textOf(data, 'adults')),
        children: Number(textOf(data, 'children')),
      }),
    );
    setBusy(false);
    if (sent) form.reset();
    window.alert(sent ? alerts.quoteSuccess : fill(alerts.quoteFailure));
  }

  return (
    <FieldFormContext value="quote">
      <form
        id="quote"
        aria-labelledby={titleId}
        {...(action ? { method: 'post', action } : { ...checks.formProps, onSubmit })}
        className={`scroll-mt-24 p-6 shadow-2xl shadow-black/30 sm:p-8 ${theme.radius} bg-white ${theme.card.text}`}
      >
        <p className={theme.eyebrow}>Best rates direct</p>
        <h2 id={titleId} className={`mt-2 text-3xl ${theme.heading} ${theme.card.heading}`}>
          {quoteForm.title}
        </h2>
        <div className="mt-6 grid grid-cols-2 gap-4">
          <InputField
            theme={theme}
            label="Check-in"
            name="checkIn"
            type="date"
            required
            {...messageOf(checks, 'checkIn')}
          />
          <InputField
            theme={theme}
            label="Check-out"
            name="checkOut"
            type="date"
            required
            {...messageOf(checks, 'checkOut')}
          />
          <ChoiceField
            theme={theme}
            label="Adults"
            name="adults"
            options={countOptions(adults.min, adults.max)}
            defaultValue={String(adults.initial)}
          />
          <ChoiceField
            theme={theme}
            label="Children"
            name="children"
            options={countOptions(children.min, children.max)}
            defaultValue={String(children.initial)}
          />
          {/* The owner answers a delivered site's quote: the sample's goes to its own mailbox. */}
          {action && (
            <div className="col-span-2">
              <InputField
                theme={theme}
                label="Your email"
                name="email"
                type="email"
                autoComplete="email"
                required
              />
            </div>
          )}
        </div>
        <button type="submit" disabled={busy} className={`mt-6 w-full ${theme.button.primary}`}>
          {busy ? quoteForm.busyLabel : quoteForm.submitLabel}
        </button>
        <p className="mt-3 text-center text-sm text-stone-600">{hero.note}</p>
      </form>
    </FieldFormContext>
  );
}
