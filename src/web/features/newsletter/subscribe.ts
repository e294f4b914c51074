import type { NewsletterInput, NewsletterResponse } from '../../../shared/schemas/newsletter';
import { newsletterMessages } from './newsletter-messages';

export type NewsletterStatus = 'idle' | 'success' | 'offline' | 'error';

export interface NewsletterOutcome {
  status: Exclude<NewsletterStatus, 'idle'>;
  message: string;
}

export const NEWSLETTER_ENDPOINT = '/api/newsletter/subscribe';

// The schema (zod) and the sender load together on first focus, so the page starts without them.
const loadSending = () =>
  Promise.all([import('../../../shared/schemas/newsletter'), import('../../lib/offline-forms')]);

/** Trims, validates, then subscribes, or saves the subscription for later when offline. */
export async function subscribe(email: string, name: string): Promise<NewsletterOutcome> {
  const trimmedName = name.trim();
  // The name is optional: sent only when given.
  const payload: NewsletterInput = {
    email: email.trim(),
    ...(trimmedName ? { name: trimmedName } : {}),
  };
  if (!payload.email) return { status: 'error', message: newsletterMessages.invalidEmail };
  let modules;
  try {
    modules = await loadSending();
  } catch {
    // Nothing can be checked, sent or saved without these chunks.
    const message = navigator.onLine ? newsletterMessages.network : newsletterMessages.saveFailed;
    return { status: 'error', message };
  }
  const [{ NewsletterSchema }, { sendOrSave }] = modules;
  const check = NewsletterSchema.safeParse(payload);
  if (!check.success) {
    return {
      status: 'error',
      message: check.error.issues[0]?.message ?? newsletterMessages.invalidEmail,
    };
  }

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

/** Starts fetching the sending chunks on first focus, so submitting does not wait for them. */
export function preloadNewsletterSending(): void {
  void loadSending().catch(() => undefined);
}
