import { HandCoins, Sprout, TreePine } from 'lucide-react';
import { formatMoney, kina } from '../../../shared/money';
import { useImpact } from './use-impact';

/** The counters' names, in the page's language. */
export interface ImpactLabels {
  treesFunded: string;
  treesPlanted: string;
  contributed: string;
}

/** Trees funded, trees planted and Kina contributed, live from the server when it answers. */
export function ImpactCounters({ labels }: { labels: ImpactLabels }) {
  const impact = useImpact();
  const counters = [
    { label: labels.treesFunded, value: String(impact.treesFunded), Icon: TreePine },
    { label: labels.treesPlanted, value: String(impact.treesPlanted), Icon: Sprout },
    {
      label: labels.contributed,
      value: formatMoney(kina(impact.totalContributions)),
      Icon: HandCoins,
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4">
      {counters.map(({ label, value, Icon }) => (
        <div
          key={label}
          className="flex flex-col rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 sm:p-6"
        >
          <dt className="order-last mt-1 text-xs font-medium text-brand-100 sm:text-sm">{label}</dt>
          <dd className="text-2xl font-bold tracking-tight text-white tabular-nums sm:text-4xl">
            <Icon className="mb-3 block size-6 text-brand-300 sm:size-7" aria-hidden="true" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
