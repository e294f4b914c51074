import type * as z from 'zod/mini';
import type { Lang } from '../../shared/i18n/lang';
import type { SyncTag } from './offline-forms';
import { pageTexts } from '../islands/page-content';

/** 'saved': kept on this device because the server said "later" (decision 064). */
export type FormStatus = 'idle' | 'success' | 'offline' | 'saved' | 'error';

export interface FormOutcome {
  status: Exclude<FormStatus, 'idle'>;
  message: string;
}

/** The sentences a form's outcome can show, in the page's language. */
export interface FormSentences {
  serverError: string;
  network: string;
  saveFailed: string;
  savedForServer: string;
  offline: string;
  success: string;
}

/** One form that sends through the shared path: where, under which sync tag, checked by what. */
export interface FormSending {
  endpoint: string;
  syncTag: SyncTag;
  /** Loads the form's zod schema: its own chunk, fetched on first focus, never with the page. */
  loadSchema: () => Promise<z.ZodMiniType>;
}

// The schema (zod), the sender and the error sentences load together on first focus, so the page
// starts without them.
const loadSending = (form: FormSending, lang: Lang) =>
  Promise.all([
    form.loadSchema(),
    import('./offline-forms'),
    import('../../shared/i18n/api-errors-loader').then((module) =>
      module.loadErrorSentences(lang, pageTexts(lang)),
    ),
  ]);

/** Starts fetching a form's sending chunks early (on first focus), so submitting does not wait. */
export function preloadSending(form: FormSending, lang: Lang): void {
  void loadSending(form, lang).catch(() => undefined);
}

/**
 * Validates the trimmed payload with the form's schema, then sends it, or saves it for later when
 * the browser is offline or the server says "later"; `invalid` is said when the schema gives no
 * sentence of its own.
 */
export async function submitForm(
  form: FormSending,
  payload: object,
  lang: Lang,
  says: FormSentences & { invalid: string },
): Promise<FormOutcome> {
  let modules;
  try {
    modules = await loadSending(form, lang);
  } catch {
    // Nothing can be checked, sent or saved without these chunks.
    return { status: 'error', message: navigator.onLine ? says.network : says.saveFailed };
  }
  const [schema, { sendOrSave }, say] = modules;
  const check = schema.safeParse(payload);
  if (!check.success) {
    const sentence = check.error.issues[0]?.message;
    return { status: 'error', message: sentence ? say(sentence) : says.invalid };
  }

  const result = await sendOrSave<{ message?: string }>(form.endpoint, payload, form.syncTag);
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
