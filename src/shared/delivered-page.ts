import type { SiteField } from './site-content';

// What the server build renders of a delivered site's page (issue 46): src/web/app/delivered-page.server.tsx
// writes it, the render worker (src/render/delivered-site.ts) makes the site's files from it.

/** What the server build renders of a delivered site's page: its body and what its head names. */
export interface DeliveredPage {
  body: string;
  /** What the customer may edit, each with its value on this page. */
  fields: SiteField[];
  stylesheets: string[];
  identity: {
    name: string;
    kind: string;
    tagline: string;
    accent: string;
    phone: string;
    email: string;
    town: string;
  };
}
