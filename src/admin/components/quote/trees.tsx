import { formatMoney, kina } from '../../../shared/money';
import type { QuoteDetail } from '../../../shared/schemas/admin';
import { Section } from '../ui';

// The trees the order funds: one per template and any the customer added.

export function Trees({ quote }: { quote: QuoteDetail }) {
  return (
    <Section title="Trees">
      <p className="text-sm">
        <span className="text-2xl font-bold text-brand-800 tabular-nums">{quote.treesFunded}</span>{' '}
        {quote.treesFunded === 1 ? 'tree' : 'trees'} funded: one per template
        {quote.extraTrees > 0 && (
          <>
            {' '}
            and {quote.extraTrees} extra ({formatMoney(kina(quote.contributionAmount))})
          </>
        )}
        .
      </p>
    </Section>
  );
}
