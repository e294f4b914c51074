/** The agency's delivered projects, shown on /portfolio. */
export const portfolioCategories = [
  'Employment & Jobs',
  'Environmental & Sustainability',
  'Transportation & Logistics',
  'Legal Services',
  'E-commerce & Retail',
  'Business Management',
  'Professional Services',
] as const;

export type PortfolioCategory = (typeof portfolioCategories)[number];
export type ProjectStatus = 'Live' | 'Development' | 'Maintenance';

export interface PortfolioProject {
  id: number;
  title: string;
  category: PortfolioCategory;
  description: string;
  image: string;
  technologies: string[];
  year: number;
  status: ProjectStatus;
  results: string[];
  /** '#' when the project has no public link. */
  link: string;
}

export const projects: readonly PortfolioProject[] = [
  {
    id: 1,
    title: 'PNG Jobs Connect',
    category: 'Employment & Jobs',
    description:
      'A job board that matches employers in Port Moresby, Lae and the Highlands with local talent, built to load fast on 3G.',
    image: '/images/portfolio/png-jobs-connect.svg',
    technologies: ['React', 'Node.js', 'PostgreSQL', 'SMS alerts', 'Tailwind CSS'],
    year: 2024,
    status: 'Live',
    results: [
      '3,200+ job seekers registered',
      '140 employers posting',
      'Pages load in under 2 s on 3G',
    ],
    link: 'https://jobsconnect.example.com.pg',
  },
  {
    id: 2,
    title: 'Green Mangrove Initiative',
    category: 'Environmental & Sustainability',
    description:
      'A campaign site and pledge tracker for a coastal mangrove replanting programme in Milne Bay.',
    image: '/images/portfolio/green-mangrove.svg',
    technologies: ['Astro', 'TypeScript', 'Mapbox'],
    year: 2024,
    status: 'Live',
    results: ['12,000 seedlings pledged', 'Volunteer sign-ups doubled'],
    link: 'https://greenmangrove.example.org.pg',
  },
  {
    id: 3,
    title: 'Highlands Freight Tracker',
    category: 'Transportation & Logistics',
    description:
      'Shipment tracking for a trucking company on the Highlands Highway, with offline updates for drivers.',
    image: '/images/portfolio/highlands-freight.svg',
    technologies: ['React Native', 'Node.js', 'PostgreSQL', 'Offline sync'],
    year: 2023,
    status: 'Live',
    results: [
      'Customer calls down 40%',
      'Real-time status for 60 trucks',
      'Works offline on the road',
    ],
    link: 'https://freight.example.com.pg',
  },
  {
    id: 4,
    title: 'Kumul Legal Partners',
    category: 'Legal Services',
    description:
      'A bilingual law-firm website with practice areas, lawyer profiles and a secure consultation request form.',
    image: '/images/portfolio/kumul-legal.svg',
    technologies: ['Next.js', 'Tailwind CSS', 'Tok Pisin content'],
    year: 2023,
    status: 'Maintenance',
    results: ['Consultation requests up 55%', 'Content in English and Tok Pisin'],
    link: '#',
  },
  {
    id: 5,
    title: 'Bilum Market Online',
    category: 'E-commerce & Retail',
    description:
      'An online shop for women weavers selling bilums across PNG and overseas, with mobile-money checkout.',
    image: '/images/portfolio/bilum-market.svg',
    technologies: ['Shopify', 'Liquid', 'Mobile money', 'Instagram shop'],
    year: 2024,
    status: 'Live',
    results: ['Sales to 9 countries', '85 weavers earning online', 'Mobile checkout in 3 taps'],
    link: 'https://bilummarket.example.com.pg',
  },
  {
    id: 6,
    title: 'Coastal Retail POS Dashboard',
    category: 'Business Management',
    description:
      'A stock and sales dashboard for a chain of six trade stores, replacing spreadsheets emailed every night.',
    image: '/images/portfolio/coastal-retail.svg',
    technologies: ['Vue', 'Laravel', 'MySQL', 'Chart.js'],
    year: 2025,
    status: 'Development',
    results: ['Stock counts daily instead of monthly', 'Six stores on one screen'],
    link: '#',
  },
  {
    id: 7,
    title: 'Sepik Accounting Services',
    category: 'Professional Services',
    description: 'A brochure site and client document portal for an accounting practice in Wewak.',
    image: '/images/portfolio/sepik-accounting.svg',
    technologies: ['WordPress', 'PHP', 'Client portal'],
    year: 2022,
    status: 'Live',
    results: ['Paper forms replaced by uploads', 'New clients from search every week'],
    link: 'https://sepikaccounting.example.com.pg',
  },
  {
    id: 8,
    title: 'Port Moresby Staffing Hub',
    category: 'Employment & Jobs',
    description:
      'A recruitment agency platform with candidate profiles, interview scheduling and employer shortlists.',
    image: '/images/portfolio/staffing-hub.svg',
    technologies: ['React', 'Firebase', 'Calendar sync'],
    year: 2025,
    status: 'Development',
    results: [
      'Pilot with 12 employers',
      'Interview booking in one step',
      'Shortlists shared by link',
    ],
    link: '#',
  },
  {
    id: 9,
    title: 'Lae Logistics Booking',
    category: 'Transportation & Logistics',
    description:
      'Online container and warehouse booking for a logistics yard at Lae port, with instant quotes.',
    image: '/images/portfolio/lae-logistics.svg',
    technologies: ['Angular', 'NestJS', 'PostgreSQL', 'PDF quotes', 'Email alerts'],
    year: 2023,
    status: 'Live',
    results: ['Bookings online around the clock', 'Quotes in seconds, not days'],
    link: 'https://laelogistics.example.com.pg',
  },
];
