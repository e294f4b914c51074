import { loadErrorSentences } from '../../../shared/i18n/api-errors-loader';
import type { Lang } from '../../../shared/i18n/lang';
import { type FieldErrors, fieldErrorsOf } from '../../../templates/kit/field-check';
import type { ContactInput } from '../../../shared/schemas/contact';
import type { Messages } from '../../i18n';
import {
  type FormOutcome,
  type FormSending,
  type FormStatus,
  preloadSending,
  submitForm,
} from '../../lib/submit-form';
import { pageTexts } from '../../islands/page-content';

export type ContactStatus = FormStatus;
export type ContactOutcome = FormOutcome;

/** The form's raw values, as typed. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

/** The sentences an outcome can show, in the page's language. */
export type ContactOutcomeMessages = Messages['contact']['outcomes'];

export const CONTACT_ENDPOINT = '/api/contact';

const contactSending: FormSending = {
  endpoint: CONTACT_ENDPOINT,
  syncTag: 'contact-form-sync',
  loadSchema: () =>
    import('../../../shared/schemas/contact').then((module) => module.ContactSchema),
};

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const trimmed = (values: ContactValues): ContactInput => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  service: values.service.trim(),
  message: values.message.trim(),
});

/**
 * Each field's problem by the shared schema, in the page's language. Without the schema's chunk
 * (offline before it loaded) nothing is said here: submitting says why it cannot go.
 */
export async function checkContact(
  values: ContactValues,
  lang: Lang,
): Promise<FieldErrors<ContactField>> {
  try {
    const [schema, say] = await Promise.all([
      contactSending.loadSchema(),
      loadErrorSentences(lang, pageTexts(lang)),
    ]);
    const checked = schema.safeParse(trimmed(values));
    return checked.success ? {} : fieldErrorsOf(checked.error.issues, CONTACT_FIELDS, say);
  } catch {
    return {};
  }
}

/** Trims, validates, then sends the message, or saves it for later when the browser is offline. */
export async function submitContact(
  values: ContactValues,
  lang: Lang,
  says: ContactOutcomeMessages,
): Promise<ContactOutcome> {
  const payload = trimmed(values);
  if (!payload.name || !payload.email || !payload.message) {
    return { status: 'error', message: says.missingFields };
  }
  return submitForm(contactSending, payload, lang, { ...says, invalid: says.serverError });
}

/** Starts fetching the sending chunks early (on first focus), so submitting does not wait for them. */
export function preloadContactSending(lang: Lang): void {
  preloadSending(contactSending, lang);
}
