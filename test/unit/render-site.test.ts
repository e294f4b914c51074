import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderSite } from '../../src/server/render/render-site';

// The render worker from the TypeScript sources (decision 122). A render that cannot happen ends
// as a rejection naming why, never a promise left pending: publishing keeps the previous version.
// The render of every page, byte for byte as the build wrote it, runs on the build in
// e2e/prerender.spec.ts.

const empty = mkdtempSync(join(tmpdir(), 'render-site-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

describe('renderSite', () => {
  it('rejects, naming the missing server build, when the build kept none', async () => {
    await expect(renderSite({ siteDir: join(empty, 'client') })).rejects.toThrow(
      /render[/\\]index\.js/,
    );
  });
});
