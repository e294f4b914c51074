import { brand } from '../../shared/brand';
import { templates } from '../../shared/catalogue';
import { type PortfolioProject, projects } from '../../shared/portfolio';
import type { PageContent, SiteFacts } from '../islands/page-content';

// The one place a page's islands get their content from (decision 122): the routes' loaders, at
// build time and in the render worker. Islands' code never imports these modules (eslint.config.ts).

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
