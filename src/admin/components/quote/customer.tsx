import { langNames } from '../../../shared/i18n/lang';
import type { QuoteDetail } from '../../../shared/schemas/admin';
import { Section, linkStyles } from '../ui';

// Who asked, how to reach them, in which language, and what they wrote.

export function Customer({ quote }: { quote: QuoteDetail }) {
  const { customer } = quote;
  return (
    <Section title="Customer">
      <dl className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm sm:grid-cols-[7rem_minmax(0,1fr)]">
        <dt className="font-medium text-stone-500">Name</dt>
        <dd className="font-semibold text-stone-950">{customer.name}</dd>
        {customer.company && (
          <>
            <dt className="font-medium text-stone-500">Company</dt>
            <dd>{customer.company}</dd>
          </>
        )}
        <dt className="font-medium text-stone-500">Email</dt>
        <dd className="break-words">
          <a href={`mailto:${customer.email}`} className={linkStyles}>
            {customer.email}
          </a>
        </dd>
        {customer.phone && (
          <>
            <dt className="font-medium text-stone-500">Phone</dt>
            <dd>
              <a href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`} className={linkStyles}>
                {customer.phone}
              </a>
            </dd>
          </>
        )}
        <dt className="font-medium text-stone-500">Language</dt>
        <dd>{langNames[quote.lang]}</dd>
      </dl>
      {quote.message && (
        <blockquote className="mt-4 border-l-4 border-brand-200 pl-3 text-sm whitespace-pre-line text-stone-800">
          {quote.message}
        </blockquote>
      )}
    </Section>
  );
}
