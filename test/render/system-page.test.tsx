import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberSession } from '../../src/admin/api';
import * as system from '../../src/admin/routes/system';
import type { SystemPart, SystemView } from '../../src/shared/schemas/admin';
import { renderAdminRoute } from './render-admin-route';
import { textOf } from './render-route';

// Issue 45, point 5 (decision 127): a failed render leaves the site serving the previous version,
// and the owner sees why on the System page. `fetch` stands in for GET /api/admin/system
// (test/api/admin-system.test.ts tests the API).

const OWNER = 'meri@kumuldigital.com.pg';
const RENDER_ERROR = 'The page /tpi/products could not be rendered: a word is missing.';
const ok: SystemPart = { state: 'ok', summary: 'Fine.', facts: [] };

const view: SystemView = {
  checkedAt: '2026-11-29T08:00:00.000Z',
  parts: { database: ok, redis: ok, mail: ok, disk: ok, backup: ok, version: ok },
  alerts: { recipients: [OWNER], repeatHours: 6, lastMailed: [] },
  renders: {
    served: 6,
    versions: [
      {
        version: 7,
        publishedBy: OWNER,
        publishedAt: '2026-11-29T07:58:00.000Z',
        summary: 'Published 1 change: template "restaurant".',
        state: 'failed',
        error: RENDER_ERROR,
      },
      {
        version: 6,
        publishedBy: 'john@kumuldigital.com.pg',
        publishedAt: '2026-11-28T23:10:00.000Z',
        summary: "Published 1 change: the agency's facts.",
        state: 'done',
        error: null,
      },
    ],
  },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/admin/system'
        ? Response.json(view)
        : Response.json({ error: 'Not here.' }, { status: 404 }),
    ),
  );
  rememberSession({ email: OWNER, role: 'owner', csrfToken: 'the-csrf-token' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  rememberSession(undefined);
});

describe('the System page', () => {
  it('shows an owner the failed render, why it failed, and the version still served', async () => {
    const text = textOf(await renderAdminRoute(system, '/admin/system', '/admin/system'));
    expect(text).toContain('Needs attention: Published pages (Render failed).');
    expect(text).toContain('This process serves the pages of version 6.');
    expect(text).toMatch(
      /Version 7 Render failed Published by meri@kumuldigital\.com\.pg, .+\. Published 1 change: template "restaurant"\. Why: The page \/tpi\/products could not be rendered: a word is missing\./,
    );
    expect(text).toMatch(/Version 6 Rendered Served Published by john@kumuldigital\.com\.pg/);
  });

  it('shows staff no renders: the page is for owners', async () => {
    rememberSession({ email: 'staff@kumuldigital.com.pg', role: 'staff', csrfToken: 't' });
    const text = textOf(await renderAdminRoute(system, '/admin/system', '/admin/system'));
    expect(text).toContain("Only an owner can see the system's state.");
    expect(text).not.toContain('Version 7');
  });
});
