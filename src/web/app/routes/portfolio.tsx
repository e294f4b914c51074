import { portfolioCategories, projects } from '../../../shared/portfolio';
import { containerStyles } from '../../components/ui/styles';
import {
  PortfolioCallToAction,
  PortfolioShowcase,
  PortfolioStats,
  portfolioCallToAction,
  portfolioStats,
} from '../../features/portfolio';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/portfolio';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Portfolio',
    description:
      'Projects Kumul Digital has delivered for employers, transport firms, law practices, retailers and more across Papua New Guinea.',
    path: '/portfolio',
  });

export default function Portfolio() {
  return (
    <>
      <PageIntro eyebrow="Our work" title="Projects we have delivered">
        <p>
          Nine projects across seven sectors, from job boards to logistics and e-commerce, each
          built for the way people in Papua New Guinea go online.
        </p>
      </PageIntro>
      <div className={`${containerStyles} py-12 sm:py-16`}>
        <PortfolioShowcase projects={projects} categories={portfolioCategories} />
      </div>
      <PortfolioStats stats={portfolioStats} />
      <PortfolioCallToAction content={portfolioCallToAction} />
    </>
  );
}
