import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ApiError, api, currentSession, loadSession, rememberSession } from '../../src/admin/api';
import type { Session } from '../../src/shared/schemas/admin';

const fetchMock = vi.fn<typeof fetch>();
const session = { csrfToken: 'csrf-1' } as Session;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  rememberSession(session);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  rememberSession(undefined);
});

const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

it('sends the CSRF token and an Idempotency-Key with a change (decision 045), neither with a read', async () => {
  fetchMock.mockResolvedValueOnce(Response.json({ id: 1 }, { status: 201 }));
  fetchMock.mockResolvedValueOnce(Response.json({ items: [] }));
  expect(
    await api('/api/admin/quotes/Q-1/replies', { method: 'POST', body: { text: 'Hi' } }),
  ).toEqual({
    id: 1,
  });
  await api('/api/admin/quotes');
  expect(headersOf(0).get('x-csrf-token')).toBe('csrf-1');
  expect(headersOf(0).get('idempotency-key')).toMatch(/^[\x21-\x7e]{1,200}$/);
  expect(headersOf(1).get('x-csrf-token')).toBeNull();
  expect(headersOf(1).get('idempotency-key')).toBeNull();
});

it('sends the given key again for a retry of the same change', async () => {
  // A fresh answer per call: a body can be read only once.
  fetchMock.mockImplementation(async () => Response.json({}));
  const change = { method: 'PATCH', body: { status: 'contacted' }, idempotencyKey: 'k-1' } as const;
  await api('/api/admin/quotes/Q-1', change);
  await api('/api/admin/quotes/Q-1', change);
  expect([headersOf(0), headersOf(1)].map((headers) => headers.get('idempotency-key'))).toEqual([
    'k-1',
    'k-1',
  ]);
});

it("throws the server's sentence, or a status sentence when it sent none", async () => {
  fetchMock.mockResolvedValueOnce(Response.json({ error: 'No such quote.' }, { status: 404 }));
  fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
  await expect(api('/api/admin/quotes/Q-9')).rejects.toEqual(new ApiError(404, 'No such quote.'));
  await expect(api('/api/admin/quotes/Q-9')).rejects.toThrow(
    'The server could not do that (status 502). Please try again.',
  );
});

it('throws a connection sentence when the server cannot be reached', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const refusal = await api('/api/admin/quotes').catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(ApiError);
  expect(refusal).toMatchObject({ status: 0, message: expect.stringMatching(/cannot reach/) });
});

it('sends a 401 to sign in, coming back to the page, and forgets the session', async () => {
  fetchMock.mockResolvedValueOnce(Response.json({ error: 'Please sign in.' }, { status: 401 }));
  const request = new Request('http://localhost/admin/quotes?page=2');
  const thrown = await api('/api/admin/quotes', { request }).catch((error: unknown) => error);
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).headers.get('location')).toBe(
    `/admin/sign-in?next=${encodeURIComponent('/admin/quotes?page=2')}`,
  );
  expect(currentSession()).toBeUndefined();
});

it('keeps a 401 as a refusal where the form shows it (sign-in)', async () => {
  fetchMock.mockResolvedValueOnce(Response.json({ error: 'Wrong password.' }, { status: 401 }));
  await expect(api('/api/admin/session', { method: 'POST', keep401: true })).rejects.toEqual(
    new ApiError(401, 'Wrong password.'),
  );
});

it('opening the inbox signed out: one quiet session read, then sign-in, no call that answers 401', async () => {
  rememberSession(undefined);
  fetchMock.mockImplementation(async () => Response.json({ signedIn: false, ended: false }));
  const request = new Request('http://localhost/admin/quotes?status=new');
  // The layout's loader and the page's loader start together, as on a first load.
  const [layout, page] = await Promise.all([
    loadSession(request).catch((error: unknown) => error),
    api('/api/admin/quotes', { request }).catch((error: unknown) => error),
  ]);
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/admin/session-state']);
  for (const thrown of [layout, page]) {
    expect((thrown as Response).headers.get('location')).toBe(
      `/admin/sign-in?next=${encodeURIComponent('/admin/quotes?status=new')}`,
    );
  }
});

it('says on the sign-in address when the session ended after the idle time', async () => {
  rememberSession(undefined);
  fetchMock.mockResolvedValueOnce(Response.json({ signedIn: false, ended: true }));
  const thrown = await loadSession(new Request('http://localhost/admin')).catch((e: unknown) => e);
  expect((thrown as Response).headers.get('location')).toBe('/admin/sign-in?next=%2Fadmin&ended=1');
});

it('signed in: the page waits for the session, then makes its own call with the token', async () => {
  rememberSession(undefined);
  fetchMock.mockResolvedValueOnce(
    Response.json({
      signedIn: true,
      session: { email: 'a@b.pg', role: 'staff', csrfToken: 't-2' },
    }),
  );
  fetchMock.mockResolvedValueOnce(Response.json({ id: 2 }));
  await api('/api/admin/quotes/Q-1', { method: 'PATCH', body: {} });
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    '/api/admin/session-state',
    '/api/admin/quotes/Q-1',
  ]);
  expect(headersOf(1).get('x-csrf-token')).toBe('t-2');
  expect(currentSession()?.email).toBe('a@b.pg');
});
