import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { templateSlugs } from './paths';

// The agency's pages; Tok Pisin mounts the same route modules again under /tpi/ (decision 055).
const agencyPages = (idPrefix: string) => {
  const options = (file: string) => (idPrefix ? { id: `${idPrefix}${file}` } : {});
  const page = (path: string, file: string) => route(path, `routes/${file}.tsx`, options(file));
  return [
    index('routes/home.tsx', options('home')),
    page('products', 'products'),
    page('portfolio', 'portfolio'),
    page('checkout', 'checkout'),
    page('collaborators', 'collaborators'),
    page('privacy-policy', 'privacy-policy'),
    page('terms-of-use', 'terms-of-use'),
    page('legal', 'legal'),
    page('quote/accept', 'accept-quote'),
    page('invoice', 'invoice'),
    page('order', 'order'),
    page('*', 'not-found'),
  ];
};

const samplePage = (slug: string) => `../../templates/${slug}/page.tsx`;

export default [
  // The agency site: header and footer come from the layout route.
  layout('routes/agency-layout.tsx', [
    route('home', 'routes/home.tsx', { id: 'routes/home-alias' }),
    ...agencyPages(''),
  ]),
  route('tpi', 'routes/agency-layout.tsx', { id: 'tpi/agency-layout' }, agencyPages('tpi/')),
  // Shown by the service worker, without scripts, for pages not saved for offline use.
  route('offline', 'routes/offline.tsx'),
  route('tpi/offline', 'routes/offline.tsx', { id: 'tpi/offline' }),
  // A delivered site's editor (issue 46): client-rendered like the inbox, in either language.
  route('site-editor', '../../admin/routes/site-editor.tsx', { id: 'site-editor' }),
  route('tpi/site-editor', '../../admin/routes/site-editor.tsx', { id: 'tpi/site-editor' }),
  // The staff inbox: client-rendered route modules in src/admin, never prerendered (decision 047).
  route('admin', '../../admin/routes/admin-root.tsx', [
    route('sign-in', '../../admin/routes/sign-in.tsx'),
    route('welcome/:token', '../../admin/routes/welcome.tsx'),
    route('sign-out', '../../admin/routes/sign-out.tsx'),
    // The words review mode fills the screen: the public page framed, no inbox bar (issue 28).
    route('words/review', '../../admin/routes/words-review.tsx'),
    layout('../../admin/routes/inbox-layout.tsx', [
      index('../../admin/routes/dashboard.tsx'),
      route('quotes', '../../admin/routes/quotes.tsx'),
      route('quotes/:reference', '../../admin/routes/quote.tsx'),
      route('messages', '../../admin/routes/messages.tsx'),
      route('subscribers', '../../admin/routes/subscribers.tsx'),
      route('members', '../../admin/routes/members.tsx'),
      route('content', '../../admin/routes/content.tsx'),
      route('content/:kind/:key', '../../admin/routes/content-item.tsx'),
      route('settings', '../../admin/routes/settings.tsx'),
      route('accounts', '../../admin/routes/accounts.tsx'),
      route('system', '../../admin/routes/system.tsx'),
      route('words', '../../admin/routes/words.tsx'),
      route('*', '../../admin/routes/not-found.tsx'),
    ]),
  ]),
  // The sample template sites, each its folder's page.tsx: no agency header or footer, only the
  // preview bar the sample layout puts around them (decision 076).
  layout('routes/sample-layout.tsx', [
    route('png-market', samplePage('ecommerce'), { id: 'png-market' }),
    ...templateSlugs.map((slug) =>
      route(`templates/${slug}`, samplePage(slug), { id: `templates/${slug}` }),
    ),
  ]),
] satisfies RouteConfig;
