import { isLang } from '../../shared/i18n/lang';

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

/** What a JSON POST to our API came to: an answer (ok or not), or no answer at all. */
export type PostResult<T> =
  | { kind: 'ok'; status: number; body: T }
  | { kind: 'error'; status: number; message: string | undefined }
  | { kind: 'network' };

/**
 * POSTs JSON with an Idempotency-Key made once per submission, so a retry or an offline replay
 * of the same submission is stored only once. Pass the same key to retry the same submission.
 */
export async function postJson<T>(
  path: string,
  body: unknown,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(withPageLang(body)),
    });
  } catch {
    return { kind: 'network' };
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { kind: 'ok', status: response.status, body: parsed as T };
  const message =
    typeof parsed === 'object' &&
    parsed !== null &&
    typeof (parsed as { error?: unknown }).error === 'string'
      ? (parsed as { error: string }).error
      : undefined;
  return { kind: 'error', status: response.status, message };
}
