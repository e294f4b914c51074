/**
 * The agency's delivered projects, shown on /portfolio: the facts every language shares. Their
 * words (category names, descriptions, technologies, results) are in the portfolio messages.
 */
import type { PortfolioCategory } from './portfolio-categories';
import type { ProjectTexts } from './words/en/portfolio';

export { type PortfolioCategory, portfolioCategories } from './portfolio-categories';
export type ProjectStatus = 'Live' | 'Development' | 'Maintenance';
/** The code's projects: their words are in the portfolio messages under these numbers. */
export type CodeProjectId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** A code project's number, or the key (a slug) of a project an owner added (decision 126). */
export type ProjectId = CodeProjectId | string;

export interface PortfolioProject {
  id: ProjectId;
  title: string;
  category: PortfolioCategory;
  /** The picture's address; null: none (a new project without one shows its initials). */
  image: string | null;
  /** An uploaded picture's sizes ('/media/<id>-400.webp 400w, ...'); the code's SVGs have one. */
  srcSet?: string;
  /** Its words in the page's language when they are not the code's (a new or edited project). */
  texts?: ProjectTexts;
  year: number;
  status: ProjectStatus;
  /** '#' when the project has no public link. */
  link: string;
}

/** A project of the code: numbered, with its SVG picture. */
export type CodeProject = PortfolioProject & { id: CodeProjectId; image: string };

export const projects: readonly CodeProject[] = [
  {
    id: 1,
    title: 'PNG Jobs Connect',
    category: 'jobs',
    image: '/images/portfolio/png-jobs-connect.svg',
    year: 2024,
    status: 'Live',
    link: 'https://jobsconnect.example.com.pg',
  },
  {
    id: 2,
    title: 'Green Mangrove Initiative',
    category: 'environment',
    image: '/images/portfolio/green-mangrove.svg',
    year: 2024,
    status: 'Live',
    link: 'https://greenmangrove.example.org.pg',
  },
  {
    id: 3,
    title: 'Highlands Freight Tracker',
    category: 'transport',
    image: '/images/portfolio/highlands-freight.svg',
    year: 2023,
    status: 'Live',
    link: 'https://freight.example.com.pg',
  },
  {
    id: 4,
    title: 'Kumul Legal Partners',
    category: 'legal',
    image: '/images/portfolio/kumul-legal.svg',
    year: 2023,
    status: 'Maintenance',
    link: '#',
  },
  {
    id: 5,
    title: 'Bilum Market Online',
    category: 'retail',
    image: '/images/portfolio/bilum-market.svg',
    year: 2024,
    status: 'Live',
    link: 'https://bilummarket.example.com.pg',
  },
  {
    id: 6,
    title: 'Coastal Retail POS Dashboard',
    category: 'management',
    image: '/images/portfolio/coastal-retail.svg',
    year: 2025,
    status: 'Development',
    link: '#',
  },
  {
    id: 7,
    title: 'Sepik Accounting Services',
    category: 'professional',
    image: '/images/portfolio/sepik-accounting.svg',
    year: 2022,
    status: 'Live',
    link: 'https://sepikaccounting.example.com.pg',
  },
  {
    id: 8,
    title: 'Port Moresby Staffing Hub',
    category: 'jobs',
    image: '/images/portfolio/staffing-hub.svg',
    year: 2025,
    status: 'Development',
    link: '#',
  },
  {
    id: 9,
    title: 'Lae Logistics Booking',
    category: 'transport',
    image: '/images/portfolio/lae-logistics.svg',
    year: 2023,
    status: 'Live',
    link: 'https://laelogistics.example.com.pg',
  },
];
