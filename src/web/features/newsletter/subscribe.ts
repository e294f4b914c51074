import type { Lang } from '../../../shared/i18n/lang';
import type { NewsletterInput, NewsletterResponse } from '../../../shared/schemas/newsletter';
import type { Messages } from '../../i18n';

/** 'saved': kept on this device because the server said "later" (decision 064). */
export type NewsletterStatus = 'idle' | 'success' | 'offline' | 'saved' | 'error';

export interface NewsletterOutcome {
  status: Exclude<NewsletterStatus, 'idle'>;
  message: string;
}

/** The sentences an outcome can show, in the page's language. */
export type NewsletterOutcomeMessages = Messages['newsletter']['outcomes'];

export const NEWSLETTER_ENDPOINT = '/api/newsletter/subscribe';

// The schema (zod), the sender and the error sentences load together on first focus, so the page
// starts without them.
const loadSending = (lang: Lang) =>
  Promise.all([
    import('../../../shared/schemas/newsletter'),
    import('../../lib/offline-forms'),
    import('../../../shared/i18n/api-errors-loader').then((module) =>
      module.loadErrorSentences(lang),
    ),
  ]);

/** Trims, validates, then subscribes, or saves the subscription for later when offline. */
export async function subscribe(
  email: string,
  name: string,
  lang: Lang,
  says: NewsletterOutcomeMessages,
): Promise<NewsletterOutcome> {
  const trimmedName = name.trim();
  // The name is optional: sent only when given.
  const payload: NewsletterInput = {
    email: email.trim(),
    ...(trimmedName ? { name: trimmedName } : {}),
  };
  if (!payload.email) return { status: 'error', message: says.invalidEmail };
  let modules;
  try {
    modules = await loadSending(lang);
  } catch {
    // Nothing can be checked, sent or saved without these chunks.
    return { status: 'error', message: navigator.onLine ? says.network : says.saveFailed };
  }
  const [{ NewsletterSchema }, { sendOrSave }, say] = modules;
  const check = NewsletterSchema.safeParse(payload);
  if (!check.success) {
    const sentence = check.error.issues[0]?.message;
    return { status: 'error', message: sentence ? say(sentence) : says.invalidEmail };
  }

  const result = await sendOrSave<NewsletterResponse>(
    NEWSLETTER_ENDPOINT,
    payload,
    'newsletter-sync',
  );
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

/** Starts fetching the sending chunks on first focus, so submitting does not wait for them. */
export function preloadNewsletterSending(lang: Lang): void {
  void loadSending(lang).catch(() => undefined);
}
