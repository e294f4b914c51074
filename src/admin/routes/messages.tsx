import { useFetcher, useLoaderData } from 'react-router';
import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import { langNames } from '../../shared/i18n/lang';
import {
  type AdminMessage,
  AdminMessageSchema,
  MessageQuerySchema,
  adminApi,
  type PageOf,
} from '../../shared/schemas/admin';
import { type ActionResult, api, attempt, filtersFrom, queryOf } from '../api';
import {
  Alert,
  Badge,
  Loading,
  PageError,
  PageHeader,
  Pagination,
  cardStyles,
  linkStyles,
  overdueTone,
  smallButtonStyles,
} from '../components/ui';
import { NoMatches, SearchForm } from '../components/search-form';
import { formatTime, matchCount } from '../format';
import { adminMeta } from '../meta';

type MessagePage = PageOf<typeof AdminMessageSchema>;

export const meta = () => adminMeta('Messages');

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const filters = filtersFrom(MessageQuerySchema, request.url);
  const query = queryOf({
    q: filters.q,
    state: filters.state === 'all' ? undefined : filters.state,
    page: filters.page > 1 ? filters.page : undefined,
  });
  return { filters, list: await api<MessagePage>(`${adminApi.messages}${query}`, { request }) };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  return attempt(async () => {
    await api(adminApi.message(String(form.get('reference') ?? '')), {
      method: 'PATCH',
      body: { handled: form.get('handled') === 'true' },
      request,
    });
  });
}

function MessageCard({ message }: { message: AdminMessage }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const handled = message.handledAt !== null;
  return (
    <li className={`${cardStyles} p-4 ${handled ? 'opacity-80' : ''}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-950">{message.name}</p>
          <p className="text-sm break-words">
            <a href={`mailto:${message.email}`} className={linkStyles}>
              {message.email}
            </a>
            {message.phone && (
              <>
                {' · '}
                <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className={linkStyles}>
                  {message.phone}
                </a>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {handled ? (
            <Badge tone="bg-brand-50 text-brand-800 ring-brand-200">Handled</Badge>
          ) : (
            <Badge tone="bg-sky-50 text-sky-800 ring-sky-200">Open</Badge>
          )}
          {message.overdue && <Badge tone={overdueTone}>Overdue</Badge>}
        </div>
      </div>
      <p className="mt-1 text-xs text-stone-500">
        {message.reference} · {message.service} · {formatTime(message.receivedAt)}
      </p>
      <p className="mt-1 text-xs text-stone-500">Language: {langNames[message.lang]}</p>
      <p className="mt-3 text-sm break-words whitespace-pre-line text-stone-800">
        {message.message}
      </p>
      {fetcher.data && !fetcher.data.ok && (
        <div className="mt-3">
          <Alert>{fetcher.data.error}</Alert>
        </div>
      )}
      <fetcher.Form method="post" className="mt-3">
        <input type="hidden" name="reference" value={message.reference} />
        <input type="hidden" name="handled" value={handled ? 'false' : 'true'} />
        <button
          type="submit"
          disabled={busy}
          className={`${handled ? smallButtonStyles.secondary : smallButtonStyles.primary} w-full sm:w-auto`}
        >
          {busy ? 'Saving…' : handled ? 'Mark open' : 'Mark handled'}
        </button>
      </fetcher.Form>
    </li>
  );
}

const stateOptions = [
  ['all', 'All'],
  ['open', 'Open'],
  ['handled', 'Handled'],
] as const;

export default function Messages() {
  const { filters, list } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <PageHeader title="Messages" />
      <SearchForm
        path="/admin/messages"
        title="Messages"
        searchLabel="Search messages"
        placeholder="Name, email, phone or reference"
        q={filters.q}
        filter={{ name: 'state', label: 'Show', value: filters.state, options: stateOptions }}
      />
      <p className="mb-2 text-sm text-stone-600">{matchCount(list, 'message')}</p>
      {list.items.length === 0 ? (
        <NoMatches what="messages" q={filters.q} />
      ) : (
        <ul className="space-y-3">
          {list.items.map((message) => (
            <MessageCard key={message.reference} message={message} />
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        hrefFor={(page) =>
          `/admin/messages${queryOf({ q: filters.q, state: filters.state === 'all' ? undefined : filters.state, page })}`
        }
      />
    </>
  );
}

export const HydrateFallback = Loading;
export const ErrorBoundary = PageError;
