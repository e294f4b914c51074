import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { afterSignIn, api, loadSession, rememberSession } from '../../src/admin/api';
import { sectionsFor } from '../../src/admin/components/frame';
import type { Session } from '../../src/shared/schemas/admin';

// Issue 42, point 3: a reviewer's inbox is the Words area; the API refuses the rest with a 403
// (test/api/reviewer-role.test.ts), and the inbox neither links to it nor asks for it.

const fetchMock = vi.fn<typeof fetch>();
const reviewer: Session = { email: 'r@kumuldigital.com.pg', role: 'reviewer', csrfToken: 'c' };
const page = (path: string) => new Request(`http://localhost${path}`);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  rememberSession(reviewer);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  rememberSession(undefined);
});

it("shows a reviewer the Words section alone, staff every section but Words and owners' own", () => {
  const labels = (role: Session['role']) => sectionsFor(role).map(({ label }) => label);
  expect(labels('reviewer')).toEqual(['Words']);
  expect(labels('staff')).toEqual([
    'Today',
    'Quotes',
    'Messages',
    'Subscribers',
    'Members',
    'Content',
    'Settings',
  ]);
  expect(labels('owner')).toEqual([...labels('staff'), 'Words', 'Staff accounts', 'System']);
});

it('signs a reviewer in to Words, or to the Words page they were sent from', () => {
  expect(afterSignIn('/admin', 'reviewer')).toBe('/admin/words');
  expect(afterSignIn('/admin/quotes?status=new', 'reviewer')).toBe('/admin/words');
  expect(afterSignIn(null, 'reviewer')).toBe('/admin/words');
  const review = '/admin/words/review?page=%2Ftpi%2Fproducts';
  expect(afterSignIn(review, 'reviewer')).toBe(review);
});

it("sends a reviewer from any other inbox page to Words, without asking the API for the page's data", async () => {
  for (const path of ['/admin', '/admin/quotes?status=new', '/admin/settings', '/admin/nothing']) {
    const sent = await api('/api/admin/quotes', { request: page(path) }).catch((e: unknown) => e);
    expect(sent, path).toBeInstanceOf(Response);
    expect((sent as Response).headers.get('location')).toBe('/admin/words');
    const layout = await loadSession(page(path)).catch((e: unknown) => e);
    expect((layout as Response).headers.get('location')).toBe('/admin/words');
  }
  expect(fetchMock).not.toHaveBeenCalled();

  fetchMock.mockImplementation(async () => Response.json({ groups: [] }));
  await expect(loadSession(page('/admin/words/review?page=/tpi'))).resolves.toEqual(reviewer);
  await expect(
    api('/api/admin/word-proposals', { request: page('/admin/words') }),
  ).resolves.toEqual({ groups: [] });
});
