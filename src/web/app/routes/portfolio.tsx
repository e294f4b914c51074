import { containerStyles } from '../../components/ui/styles';
import { PortfolioCallToAction, PortfolioShowcase, PortfolioStats } from '../../features/portfolio';
import { useMessages } from '../../i18n';
import { Island } from '../../islands/island';
import { messagesFor } from '../../i18n/messages.server';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import { portfolioProjects } from '../page-content.server';
import type { Route } from './+types/portfolio';

// At render time only (ssr: false): the page's HTML carries its language's project texts, and
// the projects the showcase island takes as props (decision 122).
export const loader = ({ request }: Route.LoaderArgs) => {
  const words = messagesFor(request, ['portfolio']);
  return { ...words, projects: portfolioProjects(words.lang) };
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.messages.portfolio.meta, path: '/portfolio', lang: loaderData.lang });

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const m = useMessages('portfolio').intro;
  return (
    <>
      <PageIntro eyebrow={m.eyebrow} title={m.title}>
        <p>{m.lead}</p>
      </PageIntro>
      <div className={`${containerStyles} py-12 sm:py-16`}>
        <Island
          name="portfolio-showcase"
          component={PortfolioShowcase}
          props={{ projects: loaderData.projects }}
        />
      </div>
      <PortfolioStats />
      <PortfolioCallToAction />
    </>
  );
}
