import type { CodeProjectId, PortfolioCategory, ProjectStatus } from '../../portfolio';

/** A project's words; its facts (title, year, status, link) are in src/shared/portfolio.ts. */
export interface ProjectTexts {
  description: string;
  technologies: readonly string[];
  results: readonly string[];
}

/** The portfolio page: its intro, filters, cards, stats band and call to action (spec sections 2 to 4). */
export const portfolio = {
  meta: {
    title: 'Portfolio',
    description:
      'Projects Kumul Digital has delivered for employers, transport firms, law practices, retailers and more across Papua New Guinea.',
  },
  intro: {
    eyebrow: 'Our work',
    title: 'Projects we have delivered',
    lead: 'Nine projects across seven sectors, from job boards to logistics and e-commerce, each built for the way people in Papua New Guinea go online.',
  },
  showcase: {
    heading: 'Projects',
    filterLabel: 'Filter projects by category',
    all: 'All',
    showingAll: { one: 'Showing all {count} project', other: 'Showing all {count} projects' },
    showingIn: {
      one: 'Showing {count} project in {category}',
      other: 'Showing {count} projects in {category}',
    },
    empty: 'No projects in this category yet.',
    showAll: 'Show all projects',
  },
  categories: {
    jobs: 'Employment & Jobs',
    environment: 'Environmental & Sustainability',
    transport: 'Transportation & Logistics',
    legal: 'Legal Services',
    retail: 'E-commerce & Retail',
    management: 'Business Management',
    professional: 'Professional Services',
  } satisfies Record<PortfolioCategory, string>,
  card: {
    technologies: 'Technologies',
    moreTechnologies: 'and {count} more',
    results: 'Results',
    moreResults: '+{count} more',
    statusPrefix: 'Status: ',
    viewProject: 'View Project',
    viewProjectDetail: ': {title} (opens in a new tab)',
    underMaintenance: 'Under Maintenance',
    inDevelopment: 'In Development',
  },
  statuses: {
    Live: 'Live',
    Development: 'Development',
    Maintenance: 'Maintenance',
  } satisfies Record<ProjectStatus, string>,
  stats: {
    heading: 'Results that speak for themselves',
    items: [
      { value: '50+', label: 'Projects delivered' },
      { value: '100%', label: 'Client satisfaction' },
      { value: '7', label: 'Sectors served' },
      { value: '24/7', label: 'Support' },
    ],
  },
  callToAction: {
    heading: 'Ready to be our next success story?',
    text: 'Start from a ready-made template, or tell us what you need and get a detailed quote within 24 hours.',
    browseTemplates: 'Browse Templates',
    getQuote: 'Get a Quote',
  },
  projects: {
    1: {
      description:
        'A job board that matches employers in Port Moresby, Lae and the Highlands with local talent, built to load fast on 3G.',
      technologies: ['React', 'Node.js', 'PostgreSQL', 'SMS alerts', 'Tailwind CSS'],
      results: [
        '3,200+ job seekers registered',
        '140 employers posting',
        'Pages load in under 2 s on 3G',
      ],
    },
    2: {
      description:
        'A campaign site and pledge tracker for a coastal mangrove replanting programme in Milne Bay.',
      technologies: ['Astro', 'TypeScript', 'Mapbox'],
      results: ['12,000 seedlings pledged', 'Volunteer sign-ups doubled'],
    },
    3: {
      description:
        'Shipment tracking for a trucking company on the Highlands Highway, with offline updates for drivers.',
      technologies: ['React Native', 'Node.js', 'PostgreSQL', 'Offline sync'],
      results: [
        'Customer calls down 40%',
        'Real-time status for 60 trucks',
        'Works offline on the road',
      ],
    },
    4: {
      description:
        'A bilingual law-firm website with practice areas, lawyer profiles and a secure consultation request form.',
      technologies: ['Next.js', 'Tailwind CSS', 'Tok Pisin content'],
      results: ['Consultation requests up 55%', 'Content in English and Tok Pisin'],
    },
    5: {
      description:
        'An online shop for women weavers selling bilums across PNG and overseas, with mobile-money checkout.',
      technologies: ['Shopify', 'Liquid', 'Mobile money', 'Instagram shop'],
      results: ['Sales to 9 countries', '85 weavers earning online', 'Mobile checkout in 3 taps'],
    },
    6: {
      description:
        'A stock and sales dashboard for a chain of six trade stores, replacing spreadsheets emailed every night.',
      technologies: ['Vue', 'Laravel', 'MySQL', 'Chart.js'],
      results: ['Stock counts daily instead of monthly', 'Six stores on one screen'],
    },
    7: {
      description:
        'A brochure site and client document portal for an accounting practice in Wewak.',
      technologies: ['WordPress', 'PHP', 'Client portal'],
      results: ['Paper forms replaced by uploads', 'New clients from search every week'],
    },
    8: {
      description:
        'A recruitment agency platform with candidate profiles, interview scheduling and employer shortlists.',
      technologies: ['React', 'Firebase', 'Calendar sync'],
      results: [
        'Pilot with 12 employers',
        'Interview booking in one step',
        'Shortlists shared by link',
      ],
    },
    9: {
      description:
        'Online container and warehouse booking for a logistics yard at Lae port, with instant quotes.',
      technologies: ['Angular', 'NestJS', 'PostgreSQL', 'PDF quotes', 'Email alerts'],
      results: ['Bookings online around the clock', 'Quotes in seconds, not days'],
    },
  } satisfies Record<CodeProjectId, ProjectTexts>,
};
