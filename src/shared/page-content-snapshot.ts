import type { Template } from './catalogue';
import type { PortfolioProject } from './portfolio';

/**
 * What a render takes from a published version (decision 124), as plain JSON: the catalogue, the
 * agency's facts and the portfolio's visible projects in their order. The server makes it from the
 * published site and sends it with the render job; the pages' loaders read it through
 * src/web/app/page-content.server.ts. Anything not here is the code's.
 */
export interface PageContentSnapshot {
  version: number;
  templates: Template[];
  facts: { phone: string; whatsapp: string; email: string; address: string; hours: string };
  projects: PortfolioProject[];
}
