// The resort is the one sample site that talks to the server (spec section 7).

export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or null when there was none (or the network failed). */
  data: (T & { error?: string }) | null;
}

/** A fresh key per submission, so a retried request is stored once (README "Idempotency"). */
function idempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-http previews on a LAN still get a unique key.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** POSTs JSON and never throws: a network failure is an answer with ok false and status 0. */
export async function postJson<T>(path: string, body: unknown): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': idempotencyKey() },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as ApiAnswer<T>['data'];
    return { ok: response.ok, status: response.status, data };
  } catch (error) {
    console.error(`POST ${path} failed`, error);
    return { ok: false, status: 0, data: null };
  }
}
