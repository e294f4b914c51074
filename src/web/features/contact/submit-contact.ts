import type { ContactInput, ContactResponse } from '../../../shared/schemas/contact';
import { contactMessages } from './contact-messages';

export type ContactStatus = 'idle' | 'success' | 'offline' | 'error';

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

export const CONTACT_ENDPOINT = '/api/contact';

// The schema (zod) and the sender load together on first focus, so the page starts without them.
const loadSending = () =>
  Promise.all([import('../../../shared/schemas/contact'), import('../../lib/offline-forms')]);

/** Trims, validates, then sends the message, or saves it for later when the browser is offline. */
export async function submitContact(values: ContactValues): Promise<ContactOutcome> {
  const payload: ContactInput = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    service: values.service.trim(),
    message: values.message.trim(),
  };
  if (!payload.name || !payload.email || !payload.message) {
    return { status: 'error', message: contactMessages.missingFields };
  }
  let modules;
  try {
    modules = await loadSending();
  } catch {
    // Nothing can be checked, sent or saved without these chunks.
    const message = navigator.onLine ? contactMessages.network : contactMessages.saveFailed;
    return { status: 'error', message };
  }
  const [{ ContactSchema }, { sendOrSave }] = modules;
  const check = ContactSchema.safeParse(payload);
  if (!check.success) {
    return {
      status: 'error',
      message: check.error.issues[0]?.message ?? contactMessages.serverError,
    };
  }

  const result = await sendOrSave<ContactResponse>(CONTACT_ENDPOINT, payload, 'contact-form-sync');
  switch (result.kind) {
    case 'ok':
      return { status: 'success', message: result.body?.message || contactMessages.success };
    case 'error':
      return { status: 'error', message: result.message || contactMessages.serverError };
    case 'network':
      return { status: 'error', message: contactMessages.network };
    case 'saved':
      return { status: 'offline', message: contactMessages.offline };
    case 'save-failed':
      return { status: 'error', message: contactMessages.saveFailed };
  }
}

/** Starts fetching the sending chunks early (on first focus), so submitting does not wait for them. */
export function preloadContactSending(): void {
  void loadSending().catch(() => undefined);
}
