import { type FormEvent, useState } from 'react';
import { useStableId } from '../../islands/island-id';
import { type Theme, useFormAction } from '../kit';
import { useFieldCheck } from '../kit/field-check';
import { alerts, contactForm } from './content';
import { contactBody, sendEnquiry } from './enquiries';
import {
  ChoiceField,
  FieldFormContext,
  InputField,
  MessageField,
  messageOf,
  textOf,
} from './fields';
import { CONTACT_FIELDS, checkContact } from './form-checks';

const subjectOptions = [
  { value: '', label: contactForm.subjectPlaceholder },
  ...contactForm.subjects.map((subject) => ({ value: subject, label: subject })),
];

/** The contact form (spec sections 3, 5, 7 and 8): name, email and message required. */
export function ContactForm({ theme, className = '' }: { theme: Theme; className?: string }) {
  const [busy, setBusy] = useState(false);
  const titleId = useStableId('contact-form-title');
  const checks = useFieldCheck(CONTACT_FIELDS, checkContact);
  // A delivered site posts the form to its own host for its owner, as a plain form (issue 46).
  const action = useFormAction('contact');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    if (!(await checks.validate(form))) {
      setBusy(false);
      return;
    }
    const sent = await sendEnquiry(
      contactBody({
        name: textOf(data, 'name'),
        email: textOf(data, 'email'),
        phone: textOf(data, 'phone'),
        subject: textOf(data, 'subject'),
        message: textOf(data, 'message'),
      }),
    );
    setBusy(false);
    if (sent) form.reset();
    window.alert(sent ? alerts.contactSuccess : alerts.contactFailure);
  }

  return (
    <FieldFormContext value="contact">
      <form
        aria-labelledby={titleId}
        {...(action ? { method: 'post', action } : { ...checks.formProps, onSubmit })}
        className={`p-6 sm:p-8 ${theme.radius} ${theme.card.bg} ${theme.card.text} ${className}`}
      >
        <h3 id={titleId} className={`text-2xl ${theme.heading} ${theme.card.heading}`}>
          {contactForm.title}
        </h3>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <InputField
            theme={theme}
            label="Name"
            name="name"
            autoComplete="name"
            required
            {...messageOf(checks, 'name')}
          />
          <InputField
            theme={theme}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            {...messageOf(checks, 'email')}
          />
          <InputField
            theme={theme}
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            {...messageOf(checks, 'phone')}
          />
          <ChoiceField
            theme={theme}
            label="Subject"
            name="subject"
            options={subjectOptions}
            defaultValue=""
          />
          <MessageField
            theme={theme}
            label="Message"
            name="message"
            required
            placeholder="Dates, group size, events or anything we can help with…"
            {...messageOf(checks, 'message')}
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className={`mt-6 w-full sm:w-auto ${theme.button.primary}`}
        >
          {busy ? contactForm.busyLabel : contactForm.submitLabel}
        </button>
      </form>
    </FieldFormContext>
  );
}
