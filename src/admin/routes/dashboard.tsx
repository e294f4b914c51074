import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { formatToea } from '../../shared/invoice';
import { formatMoney, kina } from '../../shared/money';
import { type Dashboard, adminApi } from '../../shared/schemas/admin';
import { api } from '../api';
import {
  Empty,
  Loading,
  PageError,
  PageHeader,
  cardStyles,
  inputStyles,
  labelStyles,
  linkStyles,
  smallButtonStyles,
} from '../components/ui';
import { formatAge, formatMinutes, formatTime } from '../format';
import { adminMeta } from '../meta';

export const meta = () => adminMeta('Today');

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return api<Dashboard>(adminApi.dashboard, { request });
}

function Figure({
  label,
  value,
  detail = [],
  warn = false,
  className = 'lg:col-span-3',
  to,
}: {
  label: string;
  value: string;
  detail?: string[];
  warn?: boolean;
  className?: string;
  /** The list behind the figure, where there is one to act on (issue 25). */
  to?: string;
}) {
  const tone = warn ? 'border-red-200 bg-red-50/60' : '';
  const figure = (
    <>
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p
        className={`mt-1 text-2xl font-bold tracking-tight tabular-nums [overflow-wrap:anywhere] sm:text-3xl ${warn ? 'text-red-700' : 'text-stone-950'}`}
      >
        {value}
      </p>
      {detail.map((line) => (
        <p key={line} className="mt-0.5 text-sm text-stone-600 tabular-nums">
          {line}
        </p>
      ))}
    </>
  );
  return (
    <li className={`${cardStyles} ${tone} ${className} ${to ? '' : 'p-4'}`}>
      {to ? (
        <Link
          to={to}
          className="block h-full rounded-xl p-4 transition-colors hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {figure}
        </Link>
      ) : (
        figure
      )}
    </li>
  );
}

export default function DashboardPage() {
  const dashboard = useLoaderData<typeof clientLoader>();
  const { quotes, overdue, firstAnswer, thisWeek } = dashboard;
  const median = firstAnswer.medianMinutes;
  const slow = median !== null && median > firstAnswer.promiseHours * 60;
  const number = (n: number) => n.toLocaleString('en-US');
  // Ages are read when the page shows; the loader runs again on each visit.
  const [now] = useState(Date.now);
  return (
    <>
      <PageHeader title="Today" />
      {/* Quotes first (four across on a laptop), then the week's other work (three across). */}
      <ul aria-label="Figures" className="grid grid-cols-2 gap-3 lg:grid-cols-12">
        <Figure
          label="New quotes"
          to="/admin/quotes?status=new"
          value={number(quotes.new.count)}
          detail={[formatMoney(kina(quotes.new.amount))]}
        />
        <Figure
          label="Contacted"
          to="/admin/quotes?status=contacted"
          value={number(quotes.contacted.count)}
          detail={[formatMoney(kina(quotes.contacted.amount))]}
        />
        <Figure
          label="Overdue"
          to="/admin/quotes?status=overdue"
          value={number(overdue.count)}
          detail={['New for over 24 h']}
          warn={overdue.count > 0}
        />
        <Figure
          label="Median first answer"
          value={median === null ? '—' : formatMinutes(median)}
          detail={[
            `Promise: ${firstAnswer.promiseHours} h`,
            firstAnswer.answered > 0
              ? `30 days: ${number(firstAnswer.withinPromise)} of ${number(firstAnswer.answered)} within ${firstAnswer.promiseHours} h`
              : 'No answers in the last 30 days',
          ]}
          warn={slow}
        />
        <Figure
          label="Messages to handle"
          to="/admin/messages?state=open"
          value={number(dashboard.openMessages)}
          className="lg:col-span-4"
        />
        <Figure
          label="New subscribers this week"
          to="/admin/subscribers"
          value={number(thisWeek.subscribers)}
          className="lg:col-span-4"
        />
        <Figure
          label="New members this week"
          to="/admin/members"
          value={number(thisWeek.members)}
          className="col-span-2 lg:col-span-4"
        />
      </ul>

      <Money money={dashboard.money} />

      <section aria-labelledby="waiting-heading" className="mt-8">
        <h2 id="waiting-heading" className="mb-3 text-lg font-semibold">
          Newest quotes to answer
        </h2>
        {dashboard.waiting.length === 0 ? (
          <Empty>No quote is waiting for an answer.</Empty>
        ) : (
          <ol className={`${cardStyles} divide-y divide-stone-200`}>
            {dashboard.waiting.map((quote) => (
              <li key={quote.reference}>
                <Link
                  to={`/admin/quotes/${encodeURIComponent(quote.reference)}`}
                  className="flex items-center justify-between gap-4 px-4 py-3 transition-colors first:rounded-t-xl last:rounded-b-xl hover:bg-stone-50"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4">
                      {quote.customerName}
                    </span>
                    <span className="block text-sm text-stone-600">{quote.reference}</span>
                  </span>
                  <span className="shrink-0 text-right text-sm tabular-nums">
                    <span className="block font-semibold text-stone-950">
                      {formatMoney(kina(quote.totalAmount))}
                    </span>
                    <span className="block text-stone-600">
                      <time dateTime={quote.receivedAt} title={formatTime(quote.receivedAt)}>
                        {formatAge(quote.receivedAt, now)}
                      </time>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
        {quotes.new.count > dashboard.waiting.length && (
          <p className="mt-3 text-sm">
            <Link to="/admin/quotes?status=new" className={linkStyles}>
              All {number(quotes.new.count)} new quotes
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="overdue-heading" className="mt-8">
        <h2 id="overdue-heading" className="mb-3 text-lg font-semibold">
          Overdue quotes
        </h2>
        {overdue.items.length === 0 ? (
          <Empty>Every quote has had an answer within 24 hours.</Empty>
        ) : (
          <ol className={`${cardStyles} divide-y divide-stone-200`}>
            {overdue.items.map((quote) => (
              <li
                key={quote.reference}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
              >
                <div className="min-w-0">
                  <Link
                    to={`/admin/quotes/${encodeURIComponent(quote.reference)}`}
                    className={linkStyles}
                  >
                    {quote.reference}
                  </Link>
                  <p className="truncate text-sm text-stone-600">{quote.customerName}</p>
                </div>
                <div className="text-right text-sm tabular-nums">
                  <p className="font-semibold text-stone-950">
                    {formatMoney(kina(quote.totalAmount))}
                  </p>
                  <p className="text-red-700">Received {formatTime(quote.receivedAt)}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
        {overdue.count > overdue.items.length && (
          <p className="mt-3 text-sm">
            <Link to="/admin/quotes?status=overdue" className={linkStyles}>
              All {overdue.count.toLocaleString('en-US')} overdue quotes
            </Link>
          </p>
        )}
      </section>
    </>
  );
}

/** The sale after the quote (issue 27, item 6): the month's money, overdue invoices, deliveries. */
function Money({ money }: { money: Dashboard['money'] }) {
  const month = new Date(Date.parse(money.monthStart) + 10 * 3_600_000).toISOString().slice(0, 7);
  const today = new Date(Date.now() + 10 * 3_600_000).toISOString().slice(0, 10);
  return (
    <section aria-labelledby="money-heading" className="mt-8">
      <h2 id="money-heading" className="mb-3 text-lg font-semibold">
        Money
      </h2>
      <ul aria-label="Money" className="grid grid-cols-2 gap-3 lg:grid-cols-12">
        <Figure
          label="Invoiced this month"
          value={formatToea(money.invoiced)}
          className="lg:col-span-2"
        />
        <Figure label="Paid this month" value={formatToea(money.paid)} className="lg:col-span-2" />
        <Figure label="Outstanding" value={formatToea(money.outstanding)} />
        <Figure
          label="To invoice"
          value={formatToea(money.toInvoice)}
          detail={['Won orders not yet invoiced']}
          className="lg:col-span-2"
        />
        <Figure
          className="lg:col-span-3"
          label="Overdue invoices"
          value={formatToea(money.overdue.amount)}
          detail={[`${money.overdue.count} past the due day`]}
          warn={money.overdue.count > 0}
        />
      </ul>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div>
          <h3 className="mb-2 font-semibold">Overdue invoices, oldest first</h3>
          {money.overdue.items.length === 0 ? (
            <Empty>No invoice is past its due day.</Empty>
          ) : (
            <ol className={`${cardStyles} divide-y divide-stone-200 text-sm`}>
              {money.overdue.items.map((invoice) => (
                <li
                  key={invoice.number}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
                >
                  <div className="min-w-0">
                    <Link
                      to={`/admin/quotes/${encodeURIComponent(invoice.reference)}`}
                      className={linkStyles}
                    >
                      {invoice.number}
                    </Link>
                    <p className="truncate text-stone-600">{invoice.customerName}</p>
                  </div>
                  <div className="text-right tabular-nums">
                    <p className="font-semibold text-stone-950">{formatToea(invoice.balance)}</p>
                    <p className="text-red-700">Due {formatTime(invoice.dueAt)}</p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <h3 className="mb-2 font-semibold">Deliveries due in the next 24 hours</h3>
          {money.deliveriesDue.length === 0 ? (
            <Empty>No template is due for delivery.</Empty>
          ) : (
            <ol className={`${cardStyles} divide-y divide-stone-200 text-sm`}>
              {money.deliveriesDue.map((delivery) => (
                <li
                  key={delivery.reference}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
                >
                  <div className="min-w-0">
                    <Link
                      to={`/admin/quotes/${encodeURIComponent(delivery.reference)}`}
                      className={linkStyles}
                    >
                      {delivery.reference}
                    </Link>
                    <p className="truncate text-stone-600">{delivery.customerName}</p>
                  </div>
                  <p className="text-right tabular-nums">By {formatTime(delivery.deliveryDueAt)}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <form
        method="get"
        action={adminApi.accountsCsv}
        className={`${cardStyles} mt-4 flex flex-wrap items-end gap-3 p-4`}
      >
        <div>
          <label htmlFor="accounts-from" className={labelStyles}>
            From
          </label>
          <input
            id="accounts-from"
            name="from"
            type="date"
            defaultValue={`${month}-01`}
            className={`${inputStyles} mt-1`}
          />
        </div>
        <div>
          <label htmlFor="accounts-to" className={labelStyles}>
            To
          </label>
          <input
            id="accounts-to"
            name="to"
            type="date"
            defaultValue={today}
            className={`${inputStyles} mt-1`}
          />
        </div>
        <button type="submit" className={smallButtonStyles.secondary}>
          Accountant’s CSV
        </button>
        <p className="w-full text-sm text-stone-600">
          Invoices, credit notes and payments of those days, amounts in Kina.
        </p>
      </form>
    </section>
  );
}

export const HydrateFallback = Loading;
export const ErrorBoundary = PageError;
