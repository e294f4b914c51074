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
      body: JSON.stringify(body),
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
