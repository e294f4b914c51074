import { Worker } from 'node:worker_threads';
import {
  type DeliveredFile,
  type DeliveredSiteJob,
  type RenderJob,
  type RenderedSite,
  renderDirOf,
} from '../../render/protocol';

/**
 * The render worker: compiled beside dist/server.js, or from the TypeScript sources (tests, tsx)
 * its TypeScript through tsx's loader, registered in the thread (Node 20 runs a worker's file
 * before an `--import` of its own).
 */
function startWorker(job: RenderJob | DeliveredSiteJob, file: URL | undefined): Worker {
  if (file || !import.meta.url.endsWith('.ts')) {
    return new Worker(file ?? new URL('./render-worker.js', import.meta.url), { workerData: job });
  }
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL('../../render/render-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData: job });
}

/**
 * Renders pages in a worker thread, as the build renders them (decision 122): every prerendered
 * page unless `paths` names some, with the sitemap, in memory. Serving goes on meanwhile; a failed
 * render rejects with React Router's or the page's error and leaves nothing behind. `workerFile`
 * names the compiled worker to run (a test of what ships runs dist/render-worker.js).
 */
export function renderSite({
  siteDir,
  renderDir = renderDirOf(siteDir),
  paths,
  content,
  workerFile,
}: Omit<RenderJob, 'renderDir'> & { renderDir?: string; workerFile?: URL }): Promise<RenderedSite> {
  const job = {
    siteDir,
    renderDir,
    ...(paths ? { paths } : {}),
    ...(content ? { content } : {}),
  };
  return runWorker<RenderedSite>(job, workerFile);
}

/** Renders a delivered site's files in a worker thread (issue 46), with nothing left behind. */
export function renderDeliveredSite(
  job: Omit<DeliveredSiteJob, 'renderDir'> & { renderDir?: string },
): Promise<DeliveredFile[]> {
  return runWorker<DeliveredFile[]>(
    { ...job, renderDir: job.renderDir ?? renderDirOf(job.siteDir) },
    undefined,
  );
}

function runWorker<T>(job: RenderJob | DeliveredSiteJob, workerFile: URL | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const thread = startWorker(job, workerFile);
    thread.once('message', (result: T) => {
      resolve(result);
      void thread.terminate();
    });
    thread.once('error', reject);
    thread.once('exit', (code) =>
      reject(new Error(`The render worker stopped (exit code ${code}) before sending the pages.`)),
    );
  });
}
