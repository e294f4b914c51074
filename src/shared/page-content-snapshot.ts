import type { Template } from './catalogue';
import type { Lang } from './i18n/lang';
import type { PortfolioProject } from './portfolio';
import type { ProjectTexts } from './words/en/portfolio';

/** A visible project as a render takes it: its words in both languages when they are not the code's. */
export type SnapshotProject = Omit<PortfolioProject, 'texts'> & {
  texts?: Record<Lang, ProjectTexts>;
};

/**
 * What a render takes from a published version (decision 124), as plain JSON: the catalogue, the
 * agency's facts and the portfolio's visible projects in their order (the code's and those owners
 * added, with uploaded pictures' sizes: decision 126). The server makes it from the published site
 * and sends it with the render job; the pages' loaders read it through
 * src/web/app/page-content.server.ts. Anything not here is the code's.
 */
export interface PageContentSnapshot {
  version: number;
  templates: Template[];
  facts: { phone: string; whatsapp: string; email: string; address: string; hours: string };
  projects: SnapshotProject[];
}
