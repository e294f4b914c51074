import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REQUEST_TIMEOUT_MS,
  errorSentence,
  newIdempotencyKey,
  requestJson,
} from '../../src/shared/json-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const answer = (status: number, body?: unknown) =>
  fetchMock.mockResolvedValueOnce(
    body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
  );

/** The headers and init of the nth call to fetch. */
const sent = (call = 0) => {
  const init = fetchMock.mock.calls[call]?.[1] ?? {};
  return { init, headers: new Headers(init.headers) };
};

describe('requestJson', () => {
  it('answers ok with the parsed body and its status', async () => {
    answer(201, { reference: 'Q-1' });
    const result = await requestJson<{ reference: string }>('/api/x', {
      method: 'POST',
      body: { a: 1 },
    });
    expect(result).toEqual({ kind: 'ok', status: 201, body: { reference: 'Q-1' } });
    const { init, headers } = sent();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it("gives a refusal's status with the server's {error} sentence", async () => {
    answer(422, { error: 'Please enter your name.' });
    expect(await requestJson('/api/x', { method: 'POST', body: {} })).toEqual({
      kind: 'error',
      status: 422,
      message: 'Please enter your name.',
    });
  });

  it('gives a refusal without a sentence (no body, or no error string) no message', async () => {
    answer(503);
    answer(400, { error: 42 });
    expect(await requestJson('/api/x')).toEqual({ kind: 'error', status: 503, message: undefined });
    expect(await requestJson('/api/x')).toEqual({ kind: 'error', status: 400, message: undefined });
  });

  it('answers network when the line drops while the body arrives, even after a 201', async () => {
    const cut = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"reference":'));
          controller.error(new TypeError('network error'));
        },
      }),
      { status: 201, headers: { 'content-type': 'application/json' } },
    );
    fetchMock.mockResolvedValueOnce(cut);
    expect(await requestJson('/api/x', { method: 'POST', body: {} })).toEqual({
      kind: 'network',
      timedOut: false,
    });
  });

  it('answers network, not timed out, when fetch fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await requestJson('/api/x')).toEqual({ kind: 'network', timedOut: false });
  });

  it('gives every request a timeout signal, and a timed-out one answers network, timed out', async () => {
    // The stub answers only when the signal aborts, as fetch does.
    fetchMock.mockImplementationOnce(
      (_path, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    expect(await requestJson('/api/x', { timeoutMs: 1 })).toEqual({
      kind: 'network',
      timedOut: true,
    });
    answer(200, {});
    await requestJson('/api/x');
    expect(sent(1).init.signal).toBeInstanceOf(AbortSignal);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('sends an Idempotency-Key with each change, and the given one again for a retry', async () => {
    answer(200, {});
    answer(200, {});
    answer(200, {});
    answer(200, {});
    await requestJson('/api/x', { method: 'PATCH', body: {} });
    await requestJson('/api/x', { method: 'DELETE' });
    await requestJson('/api/x', { method: 'POST', body: {}, idempotencyKey: 'same-key' });
    await requestJson('/api/x', { method: 'POST', body: {}, idempotencyKey: 'same-key' });
    const keys = [0, 1, 2, 3].map((call) => sent(call).headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(keys[1]).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.slice(2)).toEqual(['same-key', 'same-key']);
  });

  it('sends no key, body or content type with a read', async () => {
    answer(200, []);
    await requestJson('/api/x', { headers: { 'x-csrf-token': 't' } });
    const { init, headers } = sent();
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.get('idempotency-key')).toBeNull();
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('x-csrf-token')).toBe('t');
  });
});

describe('newIdempotencyKey', () => {
  it('makes a unique key without randomUUID (plain-http previews)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});

describe('errorSentence', () => {
  it('reads only a string error', () => {
    expect(errorSentence({ error: 'No.' })).toBe('No.');
    expect(errorSentence({ message: 'No.' })).toBeUndefined();
    expect(errorSentence(null)).toBeUndefined();
  });
});
