import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { templateSlugs } from './paths';

const samplePage = (slug: string) => `../../templates/${slug}/page.tsx`;

export default [
  // The agency site: header and footer come from the layout route.
  layout('routes/agency-layout.tsx', [
    index('routes/home.tsx'),
    route('home', 'routes/home.tsx', { id: 'routes/home-alias' }),
    route('products', 'routes/products.tsx'),
    route('portfolio', 'routes/portfolio.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('collaborators', 'routes/collaborators.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('terms-of-use', 'routes/terms-of-use.tsx'),
    route('legal', 'routes/legal.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // Shown by the service worker, without scripts, for pages not saved for offline use.
  route('offline', 'routes/offline.tsx'),
  // The staff inbox: client-rendered route modules in src/admin, never prerendered (decision 047).
  route('admin', '../../admin/routes/admin-root.tsx', [
    route('sign-in', '../../admin/routes/sign-in.tsx'),
    route('welcome/:token', '../../admin/routes/welcome.tsx'),
    route('sign-out', '../../admin/routes/sign-out.tsx'),
    layout('../../admin/routes/inbox-layout.tsx', [
      index('../../admin/routes/dashboard.tsx'),
      route('quotes', '../../admin/routes/quotes.tsx'),
      route('quotes/:reference', '../../admin/routes/quote.tsx'),
      route('messages', '../../admin/routes/messages.tsx'),
      route('subscribers', '../../admin/routes/subscribers.tsx'),
      route('members', '../../admin/routes/members.tsx'),
      route('settings', '../../admin/routes/settings.tsx'),
      route('accounts', '../../admin/routes/accounts.tsx'),
      route('*', '../../admin/routes/not-found.tsx'),
    ]),
  ]),
  // The sample template sites are standalone pages, each its folder's page.tsx: no agency chrome.
  route('png-market', samplePage('ecommerce'), { id: 'png-market' }),
  ...templateSlugs.map((slug) =>
    route(`templates/${slug}`, samplePage(slug), { id: `templates/${slug}` }),
  ),
] satisfies RouteConfig;
