import type { Contact, ContactResponse } from '../../../shared/schemas/contact';
import { sendOrSave } from '../../lib/offline-forms';
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

/** The shared schema's first complaint, or the trimmed payload; zod loads only when a form is used. */
async function checkWithSchema(payload: Contact): Promise<string | undefined> {
  let schema;
  try {
    ({ ContactSchema: schema } = await import('../../../shared/schemas/contact'));
  } catch {
    // The validation chunk could not load (offline before it was cached): the server checks again.
    return undefined;
  }
  const result = schema.safeParse(payload);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Trims, validates, then sends the message, or saves it for later when the browser is offline. */
export async function submitContact(values: ContactValues): Promise<ContactOutcome> {
  const payload: Contact = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    service: values.service.trim(),
    message: values.message.trim(),
  };
  if (!payload.name || !payload.email || !payload.message) {
    return { status: 'error', message: contactMessages.missingFields };
  }
  const problem = await checkWithSchema(payload);
  if (problem) return { status: 'error', message: problem };

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

/** Starts fetching the schema chunk early (on first focus), so submitting does not wait for it. */
export function preloadContactSchema(): void {
  void import('../../../shared/schemas/contact').catch(() => undefined);
}
