import { createHash } from 'node:crypto';

// The service worker's precache list is written into the built /sw.js as JSON, one
// `{"revision":"<md5>","url":"/products"}` per entry (workbox-build's injectManifest); hashed
// files carry `null`. A published version's pages differ from the build's, so each process serves
// a /sw.js whose revision of each entry it replaced is that of the bytes it now sends: the browser
// sees a new worker, and its install fetches only the entries whose revision changed (decision 128).

const PRECACHE_ENTRY = /\{"revision":("[0-9a-f]+"|null),"url":"([^"]+)"\}/g;

/** A precache revision as workbox-build computes one: the md5 of the file's bytes, in hex. */
export const precacheRevision = (bytes: string | Buffer): string =>
  createHash('md5').update(bytes).digest('hex');

/** An entry's address as the server serves it: 'chat/en.json' is '/chat/en.json'. */
const addressOf = (url: string) => `/${url.replace(/^\//, '')}`;

/** The precache entries of a built worker: its address and revision (null for hashed files). */
export function precacheRevisions(worker: string): Map<string, string | null> {
  return new Map(
    [...worker.matchAll(PRECACHE_ENTRY)].map(([, revision, url]) => [
      addressOf(url!),
      revision === 'null' ? null : (JSON.parse(revision!) as string),
    ]),
  );
}

/**
 * The built worker with the revision of each entry named in `revisions` (by address) replaced;
 * every other byte as built, so a version that changes nothing serves the build's worker.
 */
export function withRevisions(worker: string, revisions: ReadonlyMap<string, string>): string {
  return worker.replace(PRECACHE_ENTRY, (entry, revision: string, url: string) => {
    const served = revisions.get(addressOf(url));
    return served === undefined || revision === 'null'
      ? entry
      : `{"revision":${JSON.stringify(served)},"url":${JSON.stringify(url)}}`;
  });
}
