import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles, containerStyles } from '../../components/ui/styles';
import { useLocalPath, useMessages } from '../../i18n';

/** The closing call to action: browse the templates or ask for a quote (spec section 2). */
export function PortfolioCallToAction() {
  const m = useMessages('portfolio').callToAction;
  const localPath = useLocalPath();
  return (
    <section aria-labelledby="portfolio-cta-heading" className="py-16 sm:py-24">
      <div className={containerStyles}>
        <div className="rounded-3xl border border-brand-100 bg-brand-50 px-6 py-12 text-center sm:px-12">
          <h2 id="portfolio-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {m.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-stone-600">{m.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={localPath('/products')} className={buttonStyles.primary}>
              {m.browseTemplates}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to={localPath('/#contact')} className={buttonStyles.secondary}>
              {m.getQuote}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
