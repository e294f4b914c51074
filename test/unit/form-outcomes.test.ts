import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitContact } from '../../src/web/features/contact/submit-contact';
import { subscribe } from '../../src/web/features/newsletter/subscribe';
import { en } from '../../src/shared/words/en';
import { tpi } from '../../src/shared/words/tpi';
import { errorIn } from '../../src/shared/i18n/api-errors';

// The schema's sentence, as a Tok Pisin page must show it.
const invalidEmail = errorIn('tpi', 'Please enter a valid email address.');

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(Response.json(body, { status }));

interface SavedEntry {
  payload: unknown;
  idempotencyKey: string;
}

/** Cache Storage that keeps what is saved, by address, or refuses, as a browser with storage blocked. */
function stubCaches(works: boolean): Map<string, SavedEntry> {
  const saved = new Map<string, SavedEntry>();
  vi.stubGlobal('caches', {
    open: async () => {
      if (!works) throw new Error('Storage is blocked.');
      return {
        put: async (request: Request, response: Response) =>
          void saved.set(request.url, (await response.json()) as SavedEntry),
      };
    },
  });
  // The page resolves the entry's path against its own address.
  vi.stubGlobal(
    'Request',
    class extends Request {
      constructor(path: string) {
        super(new URL(path, 'https://kumul.example'));
      }
    },
  );
  return saved;
}

const ana = {
  name: 'Ana Kila',
  email: 'ana@example.com',
  phone: '',
  service: '',
  message: 'We need a shop.',
};

it('has a Tok Pisin sentence for an invalid email', () => {
  expect(invalidEmail).not.toBe('Please enter a valid email address.');
});

describe('submitContact', () => {
  it('says the missing fields in the given language, and sends nothing', async () => {
    const outcome = await submitContact({ ...ana, name: '  ' }, 'tpi', tpi.contact.outcomes);
    expect(outcome).toEqual({ status: 'error', message: tpi.contact.outcomes.missingFields });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the schema's sentence in the page's language", async () => {
    const outcome = await submitContact(
      { ...ana, email: 'ana@localhost' },
      'tpi',
      tpi.contact.outcomes,
    );
    expect(outcome).toEqual({
      status: 'error',
      message: invalidEmail,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's thanks on an English page and the page's own on a Tok Pisin one", async () => {
    answer(201, { message: 'Got it, Ana.', reference: 'C-TEST-01' });
    expect(await submitContact(ana, 'en', en.contact.outcomes)).toEqual({
      status: 'success',
      message: 'Got it, Ana.',
    });
    answer(201, { message: 'Got it, Ana.', reference: 'C-TEST-02' });
    expect(await submitContact(ana, 'tpi', tpi.contact.outcomes)).toEqual({
      status: 'success',
      message: tpi.contact.outcomes.success,
    });
  });

  it('keeps a message the server answers 503 under its Idempotency-Key, and says it will be sent later', async () => {
    const saved = stubCaches(true);
    answer(503, { error: "We cannot store anything just now: the server's disk is full." });
    expect(await submitContact(ana, 'en', en.contact.outcomes)).toEqual({
      status: 'saved',
      message: en.contact.outcomes.savedForServer,
    });
    const key = new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('idempotency-key');
    expect([...saved]).toEqual([
      [
        `https://kumul.example/api/contact?key=${key}`,
        expect.objectContaining({
          idempotencyKey: key,
          payload: expect.objectContaining({ name: ana.name }),
          attempts: 0,
        }),
      ],
    ]);
  });

  it("shows the server's error sentence, which the server words in the visitor's language", async () => {
    answer(400, { error: 'Sampela rong i kamap.' });
    expect(await submitContact(ana, 'tpi', tpi.contact.outcomes)).toEqual({
      status: 'error',
      message: 'Sampela rong i kamap.',
    });
  });
});

describe('subscribe', () => {
  it('says an empty address is not valid in the given language, and sends nothing', async () => {
    const outcome = await subscribe('  ', 'Ana', 'tpi', tpi.newsletter.outcomes);
    expect(outcome).toEqual({ status: 'error', message: tpi.newsletter.outcomes.invalidEmail });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the schema's sentence in the page's language", async () => {
    const outcome = await subscribe('ana@localhost', '', 'tpi', tpi.newsletter.outcomes);
    expect(outcome).toEqual({
      status: 'error',
      message: invalidEmail,
    });
  });

  it("shows the server's thanks on an English page and the page's own on a Tok Pisin one", async () => {
    answer(201, { message: 'Welcome aboard.' });
    expect(await subscribe('ana@example.com', '', 'en', en.newsletter.outcomes)).toEqual({
      status: 'success',
      message: 'Welcome aboard.',
    });
    answer(201, { message: 'Welcome aboard.' });
    expect(await subscribe('ana@example.com', '', 'tpi', tpi.newsletter.outcomes)).toEqual({
      status: 'success',
      message: tpi.newsletter.outcomes.success,
    });
  });

  it('falls back to the page language when the server sends no sentence', async () => {
    answer(500, {});
    expect(await subscribe('ana@example.com', '', 'tpi', tpi.newsletter.outcomes)).toEqual({
      status: 'error',
      message: tpi.newsletter.outcomes.serverError,
    });
  });
});

// The branches both forms share (submitForm): each form once, here, not a browser test each.
describe.each([
  {
    form: 'the contact form',
    endpoint: '/api/contact',
    says: en.contact.outcomes,
    send: () => submitContact({ ...ana, name: ` ${ana.name} ` }, 'en', en.contact.outcomes),
    payload: ana,
  },
  {
    form: 'the newsletter form',
    endpoint: '/api/newsletter/subscribe',
    says: en.newsletter.outcomes,
    send: () => subscribe(' ana@example.com ', '', 'en', en.newsletter.outcomes),
    payload: { email: 'ana@example.com' },
  },
])('$form', ({ endpoint, says, send, payload }) => {
  let saved: Map<string, SavedEntry>;
  /** What was saved for later under the endpoint's path (the address also carries its key). */
  const savedAt = (path: string) => [...saved].find(([url]) => new URL(url).pathname === path)?.[1];
  const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;

  it('sends the trimmed payload; a success without a sentence shows the page’s thanks', async () => {
    answer(201, {});
    expect(await send()).toEqual({ status: 'success', message: says.success });
    expect(sentBody()).toEqual(payload);
  });

  it('an error answer that is not JSON shows the fallback sentence', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<h1>Bad gateway</h1>', {
        status: 502,
        headers: { 'content-type': 'text/html' },
      }),
    );
    expect(await send()).toEqual({ status: 'error', message: says.serverError });
  });

  it('a request that gets no answer while online is saved for later, like offline', async () => {
    saved = stubCaches(true);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await send()).toEqual({ status: 'offline', message: says.offline });
    expect([...saved.keys()].map((url) => new URL(url).pathname)).toEqual([endpoint]);
    expect(savedAt(endpoint)?.payload).toEqual(payload);
  });

  it('a request that gets no answer and cannot be saved shows the network sentence', async () => {
    stubCaches(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await send()).toEqual({ status: 'error', message: says.network });
  });

  it('offline, it is saved without a request', async () => {
    saved = stubCaches(true);
    vi.stubGlobal('navigator', { onLine: false });
    expect(await send()).toEqual({ status: 'offline', message: says.offline });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(savedAt(endpoint)?.payload).toEqual(payload);
  });

  it('offline, when nothing can be saved, the save-failure sentence shows', async () => {
    stubCaches(false);
    vi.stubGlobal('navigator', { onLine: false });
    expect(await send()).toEqual({ status: 'error', message: says.saveFailed });
  });
});
