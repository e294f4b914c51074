import type { Lang } from '../../../shared/i18n/lang';
import type { ContactInput, ContactResponse } from '../../../shared/schemas/contact';
import type { Messages } from '../../i18n';

/** 'saved': kept on this device because the server said "later" (decision 064). */
export type ContactStatus = 'idle' | 'success' | 'offline' | 'saved' | 'error';

export interface ContactOutcome {
  status: Exclude<ContactStatus, 'idle'>;
  message: string;
}

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

// The schema (zod), the sender and the error sentences load together on first focus, so the page
// starts without them.
const loadSending = (lang: Lang) =>
  Promise.all([
    import('../../../shared/schemas/contact'),
    import('../../lib/offline-forms'),
    import('../../../shared/i18n/api-errors-loader').then((module) =>
      module.loadErrorSentences(lang),
    ),
  ]);

/** Trims, validates, then sends the message, or saves it for later when the browser is offline. */
export async function submitContact(
  values: ContactValues,
  lang: Lang,
  says: ContactOutcomeMessages,
): Promise<ContactOutcome> {
  const payload: ContactInput = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    service: values.service.trim(),
    message: values.message.trim(),
  };
  if (!payload.name || !payload.email || !payload.message) {
    return { status: 'error', message: says.missingFields };
  }
  let modules;
  try {
    modules = await loadSending(lang);
  } catch {
    // Nothing can be checked, sent or saved without these chunks.
    return { status: 'error', message: navigator.onLine ? says.network : says.saveFailed };
  }
  const [{ ContactSchema }, { sendOrSave }, say] = modules;
  const check = ContactSchema.safeParse(payload);
  if (!check.success) {
    const sentence = check.error.issues[0]?.message;
    return { status: 'error', message: sentence ? say(sentence) : says.serverError };
  }

  const result = await sendOrSave<ContactResponse>(CONTACT_ENDPOINT, payload, 'contact-form-sync');
  switch (result.kind) {
    case 'ok': {
      // The server thanks in English; a Tok Pisin page says its own thanks.
      const serverThanks = lang === 'en' ? result.body?.message : undefined;
      return { status: 'success', message: serverThanks || says.success };
    }
    case 'error':
      return { status: 'error', message: result.message || says.serverError };
    case 'network':
      return { status: 'error', message: says.network };
    case 'saved':
      return result.because === 'server'
        ? { status: 'saved', message: says.savedForServer }
        : { status: 'offline', message: says.offline };
    case 'save-failed':
      return { status: 'error', message: says.saveFailed };
  }
}

/** Starts fetching the sending chunks early (on first focus), so submitting does not wait for them. */
export function preloadContactSending(lang: Lang): void {
  void loadSending(lang).catch(() => undefined);
}
