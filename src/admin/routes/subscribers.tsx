import { Form, useLoaderData, useNavigation, useSubmit } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import {
  AdminSubscriberSchema,
  SubscriberQuerySchema,
  adminApi,
  pageOf,
} from '../../shared/schemas/admin';
import { api, queryOf } from '../api';
import {
  Badge,
  Empty,
  Loading,
  PageError,
  PageHeader,
  Pagination,
  cardStyles,
  inputStyles,
  labelStyles,
  smallButtonStyles,
} from '../components/ui';
import { count, formatTime } from '../format';
import { adminMeta } from '../meta';

type SubscriberPage = z.output<ReturnType<typeof pageOf<typeof AdminSubscriberSchema>>>;

export const meta = () => adminMeta('Subscribers');

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const parsed = SubscriberQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const filters = parsed.success ? parsed.data : SubscriberQuerySchema.parse({});
  const query = queryOf({
    q: filters.q,
    state: filters.state === 'active' ? undefined : filters.state,
    page: filters.page > 1 ? filters.page : undefined,
  });
  return {
    filters,
    list: await api<SubscriberPage>(`${adminApi.subscribers}${query}`, { request }),
  };
}

export default function Subscribers() {
  const { filters, list } = useLoaderData<typeof clientLoader>();
  const submit = useSubmit();
  const searching = useNavigation().location?.pathname === '/admin/subscribers';
  const filterQuery = {
    q: filters.q,
    state: filters.state === 'active' ? undefined : filters.state,
  };
  return (
    <>
      <PageHeader title="Subscribers">
        <a
          href={`${adminApi.subscribersCsv}${queryOf(filterQuery)}`}
          download
          className={smallButtonStyles.secondary}
        >
          Export CSV
        </a>
      </PageHeader>
      <Form
        method="get"
        role="search"
        aria-label="Subscribers"
        className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-end"
      >
        <div>
          <label htmlFor="subscriber-search" className="sr-only">
            Search subscribers
          </label>
          <input
            id="subscriber-search"
            type="search"
            name="q"
            key={filters.q}
            defaultValue={filters.q}
            placeholder="Email or name"
            className={inputStyles}
          />
        </div>
        <div className="flex items-center gap-2 sm:block">
          <label htmlFor="subscriber-state" className={`${labelStyles} sm:sr-only`}>
            Show
          </label>
          <select
            id="subscriber-state"
            name="state"
            key={filters.state}
            defaultValue={filters.state}
            onChange={(event) => submit(event.currentTarget.form)}
            className={inputStyles}
          >
            <option value="active">Subscribed</option>
            <option value="unsubscribed">Unsubscribed</option>
            <option value="all">All</option>
          </select>
        </div>
        <button type="submit" disabled={searching} className={smallButtonStyles.primary}>
          {searching ? 'Searching…' : 'Search'}
        </button>
      </Form>
      <p className="mb-2 text-sm text-stone-600">{count(list.total, 'subscriber')}</p>
      {list.items.length === 0 ? (
        <Empty>No subscribers match.</Empty>
      ) : (
        <ul className={`${cardStyles} divide-y divide-stone-200`}>
          {list.items.map((subscriber) => (
            <li
              key={subscriber.email}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-stone-950">{subscriber.email}</p>
                {subscriber.name && <p className="text-sm text-stone-600">{subscriber.name}</p>}
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm text-stone-500 tabular-nums">
                {subscriber.unsubscribedAt ? (
                  <Badge tone="bg-stone-100 text-stone-700 ring-stone-300">
                    Left {formatTime(subscriber.unsubscribedAt)}
                  </Badge>
                ) : (
                  <span>Joined {formatTime(subscriber.subscribedAt)}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        hrefFor={(page) => `/admin/subscribers${queryOf({ ...filterQuery, page })}`}
      />
    </>
  );
}

export const HydrateFallback = Loading;
export const ErrorBoundary = PageError;
