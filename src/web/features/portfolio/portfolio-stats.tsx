import { containerStyles } from '../../components/ui/styles';
import { useMessages } from '../../i18n';

export function PortfolioStats() {
  const m = useMessages('portfolio').stats;
  return (
    <section aria-labelledby="portfolio-stats-heading" className="bg-brand-900 py-14 sm:py-20">
      <div className={containerStyles}>
        <h2
          id="portfolio-stats-heading"
          className="text-2xl font-bold tracking-tight text-white sm:text-3xl"
        >
          {m.heading}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {m.items.map((stat) => (
            <div
              key={stat.value}
              className="flex flex-col-reverse gap-1 border-l-2 border-brand-400 pl-4"
            >
              <dt className="text-sm text-brand-100">{stat.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-white sm:text-5xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
