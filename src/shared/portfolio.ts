/**
 * The agency's delivered projects, shown on /portfolio: the facts every language shares. Their
 * words (category names, descriptions, technologies, results) are in the portfolio messages.
 */
import type { PortfolioCategory } from './portfolio-categories';

export { type PortfolioCategory, portfolioCategories } from './portfolio-categories';
export type ProjectStatus = 'Live' | 'Development' | 'Maintenance';
export type ProjectId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface PortfolioProject {
  id: ProjectId;
  title: string;
  category: PortfolioCategory;
  image: string;
  year: number;
  status: ProjectStatus;
  /** '#' when the project has no public link. */
  link: string;
}

export const projects: readonly PortfolioProject[] = [
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
