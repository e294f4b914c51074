import { isLang } from '../../shared/i18n/lang';
import { type JsonResult, newIdempotencyKey, requestJson } from '../../shared/json-client';

/**
 * The body with the page's language (<html lang>) added when it is a JSON object that names none,
 * so the server answers and mails in it. In the service worker there is no page: the saved body
 * already carries the language of the page it was sent from.
 */
export function withPageLang(body: unknown): unknown {
  if (typeof document === 'undefined') return body;
  const lang = document.documentElement.lang;
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (!isLang(lang) || !isObject || 'lang' in body) return body;
  return { ...body, lang };
}

/** What a JSON POST to our API came to (the shared client's result). */
export type PostResult<T> = JsonResult<T>;

/**
 * POSTs JSON in the page's language with an Idempotency-Key made once per submission, so a retry
 * or an offline replay of the same submission is stored only once. Pass the same key to retry.
 */
export const postJson = <T>(
  path: string,
  body: unknown,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<PostResult<T>> =>
  requestJson<T>(path, { method: 'POST', body: withPageLang(body), idempotencyKey });
