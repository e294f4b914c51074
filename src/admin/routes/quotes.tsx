import { Link, useLoaderData } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { formatMoney, kina } from '../../shared/money';
import {
  type AdminQuote,
  QuoteQuerySchema,
  adminApi,
  type PageOf,
} from '../../shared/schemas/admin';
import type { AdminQuoteSchema } from '../../shared/schemas/admin';
import { api, filtersFrom, queryOf } from '../api';
import {
  Badge,
  Loading,
  PageError,
  PageHeader,
  Pagination,
  MoneyBadge,
  StatusBadge,
  cardStyles,
  overdueTone,
  smallButtonStyles,
} from '../components/ui';
import { NoMatches, SearchForm } from '../components/search-form';
import { formatTime, matchCount } from '../format';
import { adminMeta } from '../meta';

type QuotePage = PageOf<typeof AdminQuoteSchema>;

export const meta = () => adminMeta('Quotes');

const statusOptions = [
  ['all', 'All'],
  ['overdue', 'Overdue'],
  ['new', 'New'],
  ['contacted', 'Contacted'],
  ['won', 'Won'],
  ['lost', 'Lost'],
] as const;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const filters = filtersFrom(QuoteQuerySchema, request.url);
  const query = queryOf({
    q: filters.q,
    status: filters.status === 'all' ? undefined : filters.status,
    page: filters.page > 1 ? filters.page : undefined,
  });
  const list = await api<QuotePage>(`${adminApi.quotes}${query}`, { request });
  return { filters, list };
}

function QuoteRow({ quote }: { quote: AdminQuote }) {
  return (
    <li className="relative flex flex-col gap-2 px-4 py-3 hover:bg-stone-50 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/admin/quotes/${encodeURIComponent(quote.reference)}`}
            className="font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 after:absolute after:inset-0 hover:decoration-brand-700"
          >
            {quote.reference}
          </Link>
          <StatusBadge status={quote.status} />
          {quote.money && <MoneyBadge state={quote.money.state} />}
          {quote.overdue && <Badge tone={overdueTone}>Overdue</Badge>}
        </div>
        <p className="mt-1 truncate text-sm text-stone-700">
          <span className="font-medium text-stone-950">{quote.customer.name}</span>
          {quote.customer.company && <> · {quote.customer.company}</>}
        </p>
        <p className="truncate text-sm text-stone-500">{quote.customer.email}</p>
      </div>
      <div className="flex items-baseline justify-between gap-4 text-sm tabular-nums sm:block sm:text-right">
        <p className="font-semibold text-stone-950">{formatMoney(kina(quote.totalAmount))}</p>
        <p className="text-stone-500">{formatTime(quote.receivedAt)}</p>
      </div>
    </li>
  );
}

export default function Quotes() {
  const { filters, list } = useLoaderData<typeof clientLoader>();
  const csvQuery = queryOf({
    q: filters.q,
    status: filters.status === 'all' ? undefined : filters.status,
  });
  return (
    <>
      <PageHeader title="Quotes">
        <a
          href={`${adminApi.quotesCsv}${csvQuery}`}
          download
          className={smallButtonStyles.secondary}
        >
          Export CSV
        </a>
      </PageHeader>

      <SearchForm
        path="/admin/quotes"
        title="Quotes"
        searchLabel="Search quotes"
        placeholder="Name, email, company, phone or reference"
        q={filters.q}
        filter={{ name: 'status', label: 'Status', value: filters.status, options: statusOptions }}
      />

      <p className="mb-2 text-sm text-stone-600" aria-live="polite">
        {matchCount(list, 'quote')}
        {filters.q && <> matching “{filters.q}”</>}
      </p>
      {list.items.length === 0 ? (
        <NoMatches what="quotes" q={filters.q} />
      ) : (
        <ul className={`${cardStyles} divide-y divide-stone-200 overflow-hidden`}>
          {list.items.map((quote) => (
            <QuoteRow key={quote.reference} quote={quote} />
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        hrefFor={(page) =>
          `/admin/quotes${queryOf({ q: filters.q, status: filters.status === 'all' ? undefined : filters.status, page })}`
        }
      />
    </>
  );
}

export const HydrateFallback = Loading;
export const ErrorBoundary = PageError;
