import { useLoaderData } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import {
  AdminSubscriberSchema,
  SubscriberQuerySchema,
  adminApi,
  type PageOf,
} from '../../shared/schemas/admin';
import { api, filtersFrom, queryOf } from '../api';
import {
  Badge,
  Empty,
  Loading,
  PageError,
  PageHeader,
  Pagination,
  cardStyles,
  smallButtonStyles,
} from '../components/ui';
import { SearchForm } from '../components/search-form';
import { count, formatTime } from '../format';
import { adminMeta } from '../meta';

type SubscriberPage = PageOf<typeof AdminSubscriberSchema>;

export const meta = () => adminMeta('Subscribers');

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const filters = filtersFrom(SubscriberQuerySchema, request.url);
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

const stateOptions = [
  ['active', 'Subscribed'],
  ['unsubscribed', 'Unsubscribed'],
  ['all', 'All'],
] as const;

export default function Subscribers() {
  const { filters, list } = useLoaderData<typeof clientLoader>();
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
      <SearchForm
        path="/admin/subscribers"
        title="Subscribers"
        searchLabel="Search subscribers"
        placeholder="Email or name"
        q={filters.q}
        filter={{ name: 'state', label: 'Show', value: filters.state, options: stateOptions }}
      />
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
