import { prerender } from 'react-dom/static';
import { type EntryContext, ServerRouter } from 'react-router';

// The render worker sets a published version's content before it renders (decision 124): React
// Router's server build exposes this module as `build.entry.module`.
export { setPageContent } from './page-content.server';
// And renders a delivered site's page (issue 46).
export { renderDeliveredPage } from './delivered-page.server';

/**
 * Runs only at build time (ssr: false): each page is rendered completely, with every Suspense
 * boundary resolved, so the prerendered HTML holds all of its text before any script runs.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error) {
      status = 500;
      console.error(error);
    },
  });
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(prelude, { status, headers: responseHeaders });
}
