import type { Template } from './catalogue';
import type { FaqAnswers, FaqTopic } from './faq';
import type { Lang } from './i18n/lang';
import type { PortfolioProject } from './portfolio';
import type { ProjectTexts } from './words/en/portfolio';
import type { Texts } from './words/texts';

/** A visible project as a render takes it: its words in both languages when they are not the code's. */
export type SnapshotProject = Omit<PortfolioProject, 'texts'> & {
  texts?: Record<Lang, ProjectTexts>;
};

/**
 * What a render takes from a published version (decisions 124-126, 130), as plain JSON: the
 * catalogue with its published features and pictures, the agency's facts, the portfolio's visible
 * projects in their order (the code's and those owners added, with uploaded pictures' sizes), the
 * chat's answers and quick questions, and the texts owners changed. The server makes it from the published site and sends it with the render job;
 * the pages' loaders read it through src/web/app/page-content.server.ts. Anything not here is the
 * code's.
 */
export interface PageContentSnapshot {
  version: number;
  /** An uploaded picture as the template's `image` and `srcSet` (decision 130). */
  templates: Template[];
  /**
   * Per language, template slug → features, for the templates whose features are not the
   * catalogue's words: an owner's edited ones and every new template's (decision 130).
   */
  features: Record<Lang, Record<string, readonly string[]>>;
  facts: { phone: string; whatsapp: string; email: string; address: string; hours: string };
  projects: SnapshotProject[];
  faq: Record<Lang, FaqAnswers>;
  quickTopics: FaqTopic[];
  /** Per language, word key → text: only the texts owners changed. */
  texts: Record<Lang, Texts>;
}
