import { containerStyles } from '../../components/ui/styles';
import { PortfolioCallToAction, PortfolioShowcase, PortfolioStats } from '../../features/portfolio';
import { useMessages } from '../../i18n';
import { Island } from '../../islands/island';
import { messagesFor } from '../../i18n/messages.server';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/portfolio';

// Build time only (ssr: false): the page's HTML carries its language's project texts.
export const loader = ({ request }: Route.LoaderArgs) => messagesFor(request, ['portfolio']);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.messages.portfolio.meta, path: '/portfolio', lang: loaderData.lang });

export default function Portfolio() {
  const m = useMessages('portfolio').intro;
  return (
    <>
      <PageIntro eyebrow={m.eyebrow} title={m.title}>
        <p>{m.lead}</p>
      </PageIntro>
      <div className={`${containerStyles} py-12 sm:py-16`}>
        <Island name="portfolio-showcase" component={PortfolioShowcase} props={{}} />
      </div>
      <PortfolioStats />
      <PortfolioCallToAction />
    </>
  );
}
