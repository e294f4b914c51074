import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerBuild } from 'react-router';
import { prerenderPaths } from '../web/app/paths';
import { setPageContent } from '../web/app/page-content.server';
import { chatFiles } from './chat-content';
import { deliveredSiteFiles } from './delivered-site';
import { createPageRenderer } from './render-page';
import type {
  DeliveredEntry,
  DeliveredFile,
  DeliveredSiteJob,
  RenderJob,
  RenderedSite,
} from './protocol';
import { sitemapXml } from './sitemap';

// The render worker (decision 122): a thread of its own, started by src/server/render/render-site.ts,
// so serving never waits for a render. Renders the pages asked for one after the other, in order
// (the catalogue measures the samples' pages, decision 051), and sends them back with the sitemap
// and the chat's content; or a delivered site's files (issue 46).

const job = workerData as RenderJob | DeliveredSiteJob;

if ('delivered' in job) {
  const build = (await import(pathToFileURL(join(job.renderDir, 'index.js')).href)) as ServerBuild;
  const entry = build.entry.module as Partial<DeliveredEntry>;
  if (typeof entry.renderDeliveredPage !== 'function') {
    throw new Error('The server build renders no delivered sites: build the site again.');
  }
  const { slug, personalisation, content, loyalty } = job.delivered;
  const page = await entry.renderDeliveredPage(slug, personalisation, content, loyalty);
  parentPort!.postMessage(deliveredSiteFiles(page, job.delivered) satisfies DeliveredFile[]);
} else {
  const { siteDir, renderDir, paths = prerenderPaths, content } = job;
  const renderPage = await createPageRenderer({ siteDir, renderDir, content });
  // The chat's files are written here, by this thread's copy of the content module, not the server
  // build's that renders the pages: it takes the published content too.
  setPageContent(content);
  const pages = [];
  for (const path of paths) pages.push(await renderPage(path));
  parentPort!.postMessage({
    pages,
    sitemap: sitemapXml(),
    chat: chatFiles(),
  } satisfies RenderedSite);
}
