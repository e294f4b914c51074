import { fill } from '../../shared/i18n/format';
import type { AdminSite } from '../../shared/schemas/admin';
import { Badge } from './ui';

// A site's own domain (issue 46, decision 138) as the inbox and the customer's editor show it:
// served, or the DNS record to create and what the last check found instead.

export interface DomainWords {
  served: string;
  waiting: string;
  record: string;
  type: string;
  name: string;
  value: string;
  apex: string;
}

export const englishDomainWords: DomainWords = {
  served: 'Served over HTTPS',
  waiting: 'Waiting for its DNS',
  record: 'Create this record where the domain’s DNS is kept:',
  type: 'Type',
  name: 'Name',
  value: 'Value',
  apex: 'Where a CNAME is not allowed (a domain without www), give the domain the same addresses (A records) as {target}.',
};

export function DomainState({
  domain,
  target,
  words,
}: {
  domain: NonNullable<AdminSite['domain']>;
  target: string;
  words: DomainWords;
}) {
  if (domain.verified) {
    return (
      <p>
        <Badge tone="bg-emerald-50 text-emerald-800 ring-emerald-200">{words.served}</Badge>
      </p>
    );
  }
  return (
    <div className="grid gap-2 text-sm">
      <p>
        <Badge tone="bg-amber-50 text-amber-900 ring-amber-200">{words.waiting}</Badge>
      </p>
      {domain.problem && <p className="text-stone-700">{domain.problem}</p>}
      <p className="text-stone-700">{words.record}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-stone-50 p-3 font-mono text-xs">
        <dt className="text-stone-600">{words.type}</dt>
        <dd>CNAME</dd>
        <dt className="text-stone-600">{words.name}</dt>
        <dd className="break-all">{domain.name}</dd>
        <dt className="text-stone-600">{words.value}</dt>
        <dd className="break-all">{target}</dd>
      </dl>
      <p className="text-stone-600">{fill(words.apex, { target })}</p>
    </div>
  );
}
