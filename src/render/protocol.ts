import { join } from 'node:path';
import type { PageContentSnapshot } from '../shared/page-content-snapshot';
import type { DeliveredPage } from '../shared/delivered-page';
import type { Personalisation } from '../shared/personalisation';
import type { SiteContent } from '../shared/site-content';

export type { PageContentSnapshot };

// What the server asks of the render worker (src/render/render-worker.ts) and what it gets back:
// the one file of src/render the server may import (eslint.config.ts), with no React in it.

/** A page as the server sends it, with its route data where React Router writes one. */
export interface RenderedPage {
  /** The address: '/', '/products', '/tpi/'. */
  path: string;
  /** Its file in the built site: 'index.html', 'products/index.html', 'tpi/index.html'. */
  file: string;
  html: string;
  /** React Router's route data ('products.data', 'tpi/_.data'), for a page whose routes load data. */
  data?: { file: string; body: string };
}

/** A file of the built site that is not a page: its path in the site and its text. */
export interface RenderedFile {
  file: string;
  body: string;
}

/** Every page asked for, in the order asked, the sitemap, and the chat's content per language. */
export interface RenderedSite {
  pages: RenderedPage[];
  sitemap: string;
  /** 'chat/en.json', 'chat/tpi.json' (src/render/chat-content.ts). */
  chat: RenderedFile[];
}

export interface RenderJob {
  /** The built site (build/client): its scripts, the islands' manifest, the samples' pages. */
  siteDir: string;
  /** React Router's server build, kept by the build (build/render). */
  renderDir: string;
  /** The addresses to render; every prerendered page when absent. */
  paths?: readonly string[];
  /** The published content to render (decision 124); the code's content when absent. */
  content?: PageContentSnapshot;
}

/** The server build's entry (entry.server.tsx) takes the published content before a render. */
export interface RenderEntry {
  setPageContent: (content: PageContentSnapshot | undefined) => void;
}

/** The build keeps React Router's server build beside the site's files: build/render. */
export const renderDirOf = (siteDir: string) => join(siteDir, '..', 'render');

/** A delivered site to render (issue 46, decision 137): its template with its owner's details. */
export interface DeliveredSiteJob {
  siteDir: string;
  renderDir: string;
  delivered: {
    slug: string;
    /** Laid over the sample's identity; the logo is the site's own /logo.webp. */
    personalisation: Personalisation | null;
    /** The logo's bytes as a data URL, for the icon; absent without one. */
    logoDataUrl?: string;
    /** The site's address: 'https://mamas-kitchen.sites.example'. */
    url: string;
    /** The site's own texts and pictures, over the template's. */
    content: SiteContent;
    /** The resort's loyalty programme is on (decision 138): the page offers it, /rewards exists. */
    loyalty: boolean;
  };
}

/** A delivered site's list of editable fields: stored with its files, never served. */
export const FIELDS_FILE = '#fields';

/** A file of a delivered site: its address on the site's host, its type and its text. */
export interface DeliveredFile {
  path: string;
  type: string;
  body: string;
}

export type { DeliveredPage };

/** The server build's entry renders a delivered site's page (src/web/app/entry.server.tsx). */
export interface DeliveredEntry {
  renderDeliveredPage: (
    slug: string,
    personalisation: Personalisation | null,
    content: SiteContent,
    loyalty: boolean,
  ) => Promise<DeliveredPage>;
}
