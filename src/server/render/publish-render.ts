import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import type { SnapshotProject } from '../../shared/page-content-snapshot';
import type { CodeProjectId } from '../../shared/portfolio';
import type { ContentData } from '../../shared/schemas/content';
import type { PageContentSnapshot, RenderedSite } from '../../render/protocol';
import { codeValue, perLang } from '../content/code-content';
import { pictureSources } from '../content/pictures';
import { type PublishedSite, publishedSite } from '../content/published';
import { readContentVersion } from '../db/repositories/content';
import {
  claimContentRender,
  markContentRenderFailed,
  storeContentRender,
  unrenderedContentVersion,
} from '../db/repositories/content-renders';
import type { Database } from '../db/schema';

// Publishing renders the site (issue 45 point 2, decision 124): after a publish is committed, the
// version's pages are rendered in the worker thread, off the request, and stored in the database,
// where every process finds them (src/server/rendered-site.ts).

/** What a render takes from a published site: plain JSON, sent to the worker with the job. */
export function pageContentOf(site: PublishedSite): PageContentSnapshot {
  return {
    version: site.version,
    templates: [...site.templates],
    // The code's features ship with the page's words; others travel with the snapshot.
    features: perLang((lang) =>
      Object.fromEntries(
        site.templates.flatMap(({ slug }): [string, readonly string[]][] => {
          const features = site.features[lang][slug] ?? [];
          const code = codeValue('template', slug) as ContentData['template'] | undefined;
          return code && isDeepStrictEqual(code.features[lang], features) ? [] : [[slug, features]];
        }),
      ),
    ),
    facts: site.facts,
    // Visible projects only, in the published order: the code's (by number) and those owners
    // added (by key), an uploaded picture in its sizes (decision 126).
    projects: site.projects.flatMap((project): SnapshotProject[] => {
      if (project.hidden) return [];
      const code = codeValue('project', project.key) as ContentData['project'] | undefined;
      const sameTexts = code !== undefined && isDeepStrictEqual(code.texts, project.texts);
      return [
        {
          id: code ? (Number(project.key) as CodeProjectId) : project.key,
          title: project.title,
          category: project.category,
          ...(project.picture === null
            ? { image: project.image }
            : pictureSources(project.picture)),
          year: project.year,
          status: project.status,
          link: project.link,
          // The code's words ship with the page's messages; others travel with the project.
          ...(sameTexts ? {} : { texts: project.texts }),
        },
      ];
    }),
    faq: { ...site.faq },
    quickTopics: [...site.quickTopics],
    texts: perLang((lang) => Object.fromEntries(site.texts[lang])),
  };
}

/**
 * One render at a time in this process (issue 45, Rules): a version asked for while a render runs
 * waits for it, and of several asked for meanwhile only the newest is rendered, once. `render`
 * answers whether it stored the version's outcome; a version it did not (another process renders
 * it, or the database failed) is forgotten here, so a later request asks again (decision 127).
 */
export class RenderQueue {
  readonly #render: (version: number) => Promise<boolean>;
  #wanted = 0;
  #taken = 0;
  #running: Promise<void> | undefined;

  constructor(render: (version: number) => Promise<boolean>) {
    this.#render = render;
  }

  /** Renders `version` (or a newer one asked for meanwhile) soon; resolves once nothing is left. */
  request(version: number): Promise<void> {
    this.#wanted = Math.max(this.#wanted, version);
    this.#running ??= this.#drain().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Resolves when no render runs or waits. */
  idle(): Promise<void> {
    return this.#running ?? Promise.resolve();
  }

  async #drain(): Promise<void> {
    while (this.#wanted > this.#taken) {
      const version = this.#wanted;
      const before = this.#taken;
      this.#taken = version;
      const stored = await this.#render(version);
      if (!stored && this.#wanted === version) this.#wanted = this.#taken = before;
    }
  }
}

export type SiteRenderer = (content: PageContentSnapshot) => Promise<RenderedSite>;

type RenderLog = { info: (o: object, m: string) => void; error: (o: object, m: string) => void };

/**
 * Renders a published version and stores its pages, or stores why it failed (the site goes on
 * serving the version rendered before), once it has taken the version's lease in the database,
 * so no other process renders it meanwhile (decision 127). Answers whether it stored an outcome:
 * false when the version was not its to render. Never throws: it runs off any request.
 */
export async function renderPublishedVersion(
  db: Kysely<Database>,
  version: number,
  render: SiteRenderer,
  log: RenderLog,
): Promise<boolean> {
  const started = performance.now();
  const claimed = await claimContentRender(db, version, new Date()).catch((error: unknown) => {
    log.error({ version, err: error }, 'content render not claimed: the next poll asks again');
    return false;
  });
  if (!claimed) return false;
  try {
    const stored = await readContentVersion(db, version);
    if (!stored) throw new Error(`Version ${version} is not in the database.`);
    const site = await render(pageContentOf(publishedSite(version, stored.overrides)));
    await storeContentRender(db, version, site, new Date().toISOString());
    const ms = Math.round(performance.now() - started);
    log.info({ version, pages: site.pages.length, ms }, 'content rendered');
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error({ version, err: error }, 'content render failed');
    return markContentRenderFailed(db, version, message).then(
      () => true,
      (markError: unknown) => {
        log.error({ version, err: markError }, 'content render failure not stored');
        return false;
      },
    );
  }
}

/**
 * Asks `queue` to render the newest published version when no render of it is stored and no
 * process holds it (decision 127): its process died mid-render, or no process rendered it.
 * Each process runs this at start-up and on every content poll.
 */
export async function renderUnfinished(db: Kysely<Database>, queue: RenderQueue): Promise<void> {
  const version = await unrenderedContentVersion(db, new Date());
  if (version > 0) await queue.request(version);
}
