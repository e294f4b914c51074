import { brand } from '../../shared/brand';
import { templates } from '../../shared/catalogue';
import type { ChatContent } from '../../shared/chat-content';
import { quickTopics } from '../../shared/faq';
import type { Lang } from '../../shared/i18n/lang';
import { type PortfolioProject, projects } from '../../shared/portfolio';
import type { ChatCopy } from '../../shared/words/en/chat';
import { chatCopy as enChat } from '../../shared/words/en/chat';
import { chatCopy as tpiChat } from '../../shared/words/tpi/chat';
import type { PageContent, SiteFacts } from '../islands/page-content';

// The one place a page's islands get their content from (decision 122): the routes' loaders, at
// build time and in the render worker, and the chat's file per language (src/render/chat-content.ts). Islands' code never imports these modules (eslint.config.ts).

/** The agency's facts every agency page carries: its layout's part of the page content. */
export const siteFacts = (): SiteFacts => ({
  name: brand.name,
  legalName: brand.legalName,
  supportEmail: brand.mailboxes.support,
  phone: { display: brand.phone.display, tel: brand.phone.tel },
  whatsappNumber: brand.whatsapp.number,
});

/** The catalogue, for a page whose islands show, add or price templates. */
export const catalogueContent = (): Pick<PageContent, 'templates'> => ({ templates });

/** The portfolio's projects, the showcase island's props. */
export const portfolioProjects = (): readonly PortfolioProject[] => projects;

const chatCopies: Readonly<Record<Lang, ChatCopy>> = { en: enChat, tpi: tpiChat };

/** What the chat fetches when it opens in `lang`: its words, answers and quick questions. */
export const chatContent = (lang: Lang): ChatContent => ({
  copy: chatCopies[lang],
  quickTopics,
});
