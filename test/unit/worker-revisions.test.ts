import { describe, expect, it } from 'vitest';
import {
  precacheRevision,
  precacheRevisions,
  withRevisions,
} from '../../src/server/worker-revisions';

// The precache list as workbox-build writes it into the built /sw.js (decision 128).
const builtWorker =
  'addPlugins([]),Re([{"revision":"9a70ee86a50b494ea603560f9db4a2ec","url":"/"},' +
  '{"revision":"d1cb3b93bd82383463f323a64bb55272","url":"/tpi/"},' +
  '{"revision":"bc0573f07dc9cf1073311dd6235ea418","url":"/products"},' +
  '{"revision":"56518d763750782a05a7b86d09aa0001","url":"/legal"},' +
  '{"revision":"ea6ee8fde1cd0b63538bc7ba34297309","url":"chat/en.json"},' +
  '{"revision":null,"url":"assets/help-chat-DleSXdGY.js"}].filter(et)),Ie();';

describe('the worker a published version is served with', () => {
  it('reads the precache list of the built worker by address', () => {
    expect([...precacheRevisions(builtWorker)]).toEqual([
      ['/', '9a70ee86a50b494ea603560f9db4a2ec'],
      ['/tpi/', 'd1cb3b93bd82383463f323a64bb55272'],
      ['/products', 'bc0573f07dc9cf1073311dd6235ea418'],
      ['/legal', '56518d763750782a05a7b86d09aa0001'],
      ['/chat/en.json', 'ea6ee8fde1cd0b63538bc7ba34297309'],
      ['/assets/help-chat-DleSXdGY.js', null],
    ]);
  });

  it('revises only the entries whose served bytes changed, and keeps every other byte', () => {
    const newProducts = '<!DOCTYPE html><p>K3,100</p>';
    const newChat = '{"answers":[]}';
    const served = withRevisions(
      builtWorker,
      new Map([
        ['/products', precacheRevision(newProducts)],
        ['/chat/en.json', precacheRevision(newChat)],
        // A page rendered with the build's bytes has the build's revision.
        ['/legal', '56518d763750782a05a7b86d09aa0001'],
        // Not precached: nothing to revise.
        ['/products.data', precacheRevision('[]')],
      ]),
    );
    const before = precacheRevisions(builtWorker);
    const after = precacheRevisions(served);
    const changed = [...after].filter(([url, revision]) => before.get(url) !== revision);
    expect(changed).toEqual([
      ['/products', precacheRevision(newProducts)],
      ['/chat/en.json', precacheRevision(newChat)],
    ]);
    expect(served.replace(/"revision":"[0-9a-f]+"/g, '')).toBe(
      builtWorker.replace(/"revision":"[0-9a-f]+"/g, ''),
    );
  });

  it('serves the build worker byte for byte when nothing changed', () => {
    expect(withRevisions(builtWorker, precacheRevisionsOnly(builtWorker))).toBe(builtWorker);
    expect(withRevisions(builtWorker, new Map())).toBe(builtWorker);
  });

  it("computes a revision as workbox-build does: the md5 of the file's bytes", () => {
    expect(precacheRevision('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(precacheRevision(Buffer.from('K3,100'))).toBe(precacheRevision('K3,100'));
  });
});

/** The build's own revisions, hashed files left out. */
const precacheRevisionsOnly = (worker: string) =>
  new Map(
    [...precacheRevisions(worker)].flatMap(([url, revision]) =>
      revision === null ? [] : [[url, revision] as const],
    ),
  );
