import type { NewsletterInput, NewsletterResponse } from '../../../shared/schemas/newsletter';
import { sendOrSave } from '../../lib/offline-forms';
import { newsletterMessages } from './newsletter-messages';

export type NewsletterStatus = 'idle' | 'success' | 'offline' | 'error';

export interface NewsletterOutcome {
  status: Exclude<NewsletterStatus, 'idle'>;
  message: string;
}

export const NEWSLETTER_ENDPOINT = '/api/newsletter/subscribe';

/** The shared schema's first complaint; zod loads only when the form is used. */
async function checkWithSchema(payload: NewsletterInput): Promise<string | undefined> {
  let schema;
  try {
    ({ NewsletterSchema: schema } = await import('../../../shared/schemas/newsletter'));
  } catch {
    // The validation chunk could not load (offline before it was cached): the server checks again.
    return undefined;
  }
  const result = schema.safeParse(payload);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Trims, validates, then subscribes, or saves the subscription for later when offline. */
export async function subscribe(email: string, name: string): Promise<NewsletterOutcome> {
  const trimmedName = name.trim();
  // The name is optional: sent only when given.
  const payload: NewsletterInput = {
    email: email.trim(),
    ...(trimmedName ? { name: trimmedName } : {}),
  };
  if (!payload.email) return { status: 'error', message: newsletterMessages.invalidEmail };
  const problem = await checkWithSchema(payload);
  if (problem) return { status: 'error', message: problem };

  const result = await sendOrSave<NewsletterResponse>(
    NEWSLETTER_ENDPOINT,
    payload,
    'newsletter-sync',
  );
  switch (result.kind) {
    case 'ok':
      return { status: 'success', message: result.body?.message || newsletterMessages.success };
    case 'error':
      return { status: 'error', message: result.message || newsletterMessages.serverError };
    case 'network':
      return { status: 'error', message: newsletterMessages.network };
    case 'saved':
      return { status: 'offline', message: newsletterMessages.offline };
    case 'save-failed':
      return { status: 'error', message: newsletterMessages.saveFailed };
  }
}

/** Starts fetching the schema chunk on first focus, so submitting does not wait for it. */
export function preloadNewsletterSchema(): void {
  void import('../../../shared/schemas/newsletter').catch(() => undefined);
}
