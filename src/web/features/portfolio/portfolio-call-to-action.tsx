import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles, containerStyles } from '../../components/ui/styles';
import type { portfolioCallToAction } from './content';

export function PortfolioCallToAction({ content }: { content: typeof portfolioCallToAction }) {
  return (
    <section aria-labelledby="portfolio-cta-heading" className="py-16 sm:py-24">
      <div className={containerStyles}>
        <div className="rounded-3xl border border-brand-100 bg-brand-50 px-6 py-12 text-center sm:px-12">
          <h2 id="portfolio-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {content.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-stone-600">{content.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={content.primary.to} className={buttonStyles.primary}>
              {content.primary.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to={content.secondary.to} className={buttonStyles.secondary}>
              {content.secondary.label}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
