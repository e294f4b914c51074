import { type ReactNode, createContext, useContext } from 'react';
import type { Template } from '../../shared/catalogue';
import type { PreviewPlace } from '../../shared/preview-place';
import { type Lang, langOfPath } from '../../shared/i18n/lang';
import type { Texts } from '../../shared/words/texts';

/**
 * The agency's facts an island shows: the route reads them from `src/shared/brand.ts` (later, the
 * published content, decision 121) when it renders the page, never the island's code.
 */
export interface SiteFacts {
  name: string;
  legalName: string;
  supportEmail: string;
  phone: { display: string; tel: string };
  whatsappNumber: string;
}

/**
 * The content a page's islands show, written once into the page by its routes
 * (`PageContentScript`) and read once by the islands' runtime (`readPageContent`), so that a
 * published change needs a new render of the page, never a new build of the islands' code.
 */
export interface PageContent {
  facts: SiteFacts;
  /** The whole catalogue, on the pages whose islands show or price templates. */
  templates?: readonly Template[];
  /** The texts owners changed of the words the islands and overlays read (125, 131): none in a build. */
  texts?: Texts;
  /**
   * On a sample site's page: where the sample stands in the catalogue, for its preview bar, and
   * the bar's texts owners changed, per language (the bar carries both).
   */
  preview?: SamplePreview;
}

/** A sample's place in the catalogue and its bar's published texts (decision 134). */
export type SamplePreview = PreviewPlace & { texts?: Partial<Record<Lang, Texts>> };

/** The id of the page's one `<script type="application/json">` holding its PageContent. */
export const PAGE_CONTENT_ID = 'page-content';

const PageContentContext = createContext<PageContent | null>(null);

/** Gives the islands under it the page's content: the layout at render time, the runtime in a browser. */
export function PageContentProvider({
  content,
  children,
}: {
  content: PageContent | null;
  children: ReactNode;
}) {
  return <PageContentContext value={content}>{children}</PageContentContext>;
}

function usePageContent(): PageContent {
  const content = useContext(PageContentContext);
  if (!content) throw new Error('No page content here: the agency layout provides it.');
  return content;
}

/** The agency's facts, as the page was rendered with them. */
export const useSiteFacts = (): SiteFacts => usePageContent().facts;

/** The catalogue, as the page was rendered with it; only pages that carry it may ask. */
export function useTemplates(): readonly Template[] {
  const { templates } = usePageContent();
  if (!templates) throw new Error("This page's content has no catalogue: its route must add it.");
  return templates;
}

/** The preview bar's place in the catalogue, as the sample's page was rendered with it. */
export function usePreviewPlace(): SamplePreview {
  const { preview } = usePageContent();
  if (!preview) throw new Error('Only a sample site’s page carries its place in the catalogue.');
  return preview;
}

/**
 * A template's features in a page's language: those an owner published, carried by the template
 * the page holds, else the language's catalogue words, which hold them by slug.
 */
export const templateFeatures = (
  template: Pick<Template, 'slug' | 'features'>,
  words: { features: object },
): readonly string[] =>
  template.features ??
  (words.features as Readonly<Record<string, readonly string[]>>)[template.slug] ??
  [];

// JSON in a script element: "</script" or "<!--" inside a text must not end or change it.
const scriptJson = (content: PageContent) => JSON.stringify(content).replace(/</g, '\\u003c');

/** The page's content, as the one JSON element the islands' runtime reads. */
export function PageContentScript({ content }: { content: PageContent }) {
  return (
    <script
      type="application/json"
      id={PAGE_CONTENT_ID}
      // The page pipeline keeps it when it drops React Router's scripts (src/render/boot-script.ts).
      data-page-script=""
      dangerouslySetInnerHTML={{ __html: scriptJson(content) }}
    />
  );
}

let pageContent: PageContent | null | undefined;

/** The page's content, parsed from its element the first time an island asks. */
export function readPageContent(): PageContent | null {
  if (pageContent === undefined) {
    const text = document.getElementById(PAGE_CONTENT_ID)?.textContent;
    pageContent = text ? (JSON.parse(text) as PageContent) : null;
  }
  return pageContent;
}

/**
 * The texts owners changed that the page carries, for words loaded in `lang` (decision 131): none
 * for the other language's, nor on a sample site's page, which carries none, nor outside a page.
 */
export const pageTexts = (lang: Lang): Texts =>
  (typeof document !== 'undefined' &&
    lang === langOfPath(location.pathname) &&
    readPageContent()?.texts) ||
  {};
