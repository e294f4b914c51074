import { loadErrorSentences } from '../../../shared/i18n/api-errors-loader';
import type { Lang } from '../../../shared/i18n/lang';
import { type FieldErrors, fieldErrorsOf } from '../../../templates/kit/field-check';
import type { NewsletterInput } from '../../../shared/schemas/newsletter';
import type { Messages } from '../../i18n';
import {
  type FormOutcome,
  type FormSending,
  type FormStatus,
  preloadSending,
  submitForm,
} from '../../lib/submit-form';
import { pageTexts } from '../../islands/page-content';

export type NewsletterStatus = FormStatus;
export type NewsletterOutcome = FormOutcome;

/** The sentences an outcome can show, in the page's language. */
export type NewsletterOutcomeMessages = Messages['newsletter']['outcomes'];

export const NEWSLETTER_ENDPOINT = '/api/newsletter/subscribe';

const newsletterSending: FormSending = {
  endpoint: NEWSLETTER_ENDPOINT,
  syncTag: 'newsletter-sync',
  loadSchema: () =>
    import('../../../shared/schemas/newsletter').then((module) => module.NewsletterSchema),
};

export const NEWSLETTER_FIELDS = ['email', 'name'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];

const trimmed = (email: string, name: string): NewsletterInput => {
  const trimmedName = name.trim();
  // The name is optional: sent only when given.
  return { email: email.trim(), ...(trimmedName ? { name: trimmedName } : {}) };
};

/** Each field's problem by the shared schema, in the page's language (none without its chunk). */
export async function checkSubscription(
  email: string,
  name: string,
  lang: Lang,
): Promise<FieldErrors<NewsletterField>> {
  try {
    const [schema, say] = await Promise.all([
      newsletterSending.loadSchema(),
      loadErrorSentences(lang, pageTexts(lang)),
    ]);
    const checked = schema.safeParse(trimmed(email, name));
    return checked.success ? {} : fieldErrorsOf(checked.error.issues, NEWSLETTER_FIELDS, say);
  } catch {
    return {};
  }
}

/** Trims, validates, then subscribes, or saves the subscription for later when offline. */
export async function subscribe(
  email: string,
  name: string,
  lang: Lang,
  says: NewsletterOutcomeMessages,
): Promise<NewsletterOutcome> {
  const payload = trimmed(email, name);
  if (!payload.email) return { status: 'error', message: says.invalidEmail };
  return submitForm(newsletterSending, payload, lang, { ...says, invalid: says.invalidEmail });
}

/** Starts fetching the sending chunks on first focus, so submitting does not wait for them. */
export function preloadNewsletterSending(lang: Lang): void {
  preloadSending(newsletterSending, lang);
}
