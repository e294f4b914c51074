import { Form, useFetcher, useLoaderData, useNavigation, useSubmit } from 'react-router';
import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import {
  type AdminMessage,
  AdminMessageSchema,
  MessageQuerySchema,
  SEARCH_MIN_LENGTH,
  adminApi,
  pageOf,
} from '../../shared/schemas/admin';
import { type ActionResult, api, attempt, queryOf } from '../api';
import {
  Alert,
  Badge,
  Empty,
  Loading,
  PageError,
  PageHeader,
  Pagination,
  cardStyles,
  inputStyles,
  labelStyles,
  linkStyles,
  overdueTone,
  smallButtonStyles,
} from '../components/ui';
import { formatTime, matchCount } from '../format';
import { adminMeta } from '../meta';

type MessagePage = z.output<ReturnType<typeof pageOf<typeof AdminMessageSchema>>>;

export const meta = () => adminMeta('Messages');

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const parsed = MessageQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const filters = parsed.success ? parsed.data : MessageQuerySchema.parse({});
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

export default function Messages() {
  const { filters, list } = useLoaderData<typeof clientLoader>();
  const submit = useSubmit();
  const searching = useNavigation().location?.pathname === '/admin/messages';
  return (
    <>
      <PageHeader title="Messages" />
      <Form
        method="get"
        role="search"
        aria-label="Messages"
        className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end"
      >
        <div>
          <label htmlFor="message-search" className="sr-only">
            Search messages
          </label>
          <input
            id="message-search"
            type="search"
            name="q"
            key={filters.q}
            defaultValue={filters.q}
            placeholder="Name, email, phone or reference"
            className={inputStyles}
          />
        </div>
        <div className="flex items-center gap-2 sm:block">
          <label htmlFor="message-state" className={`${labelStyles} sm:sr-only`}>
            Show
          </label>
          <select
            id="message-state"
            name="state"
            key={filters.state}
            defaultValue={filters.state}
            onChange={(event) => submit(event.currentTarget.form)}
            className={inputStyles}
          >
            <option value="all">All</option>
            <option value="open">Open</option>
            <option value="handled">Handled</option>
          </select>
        </div>
        <button type="submit" disabled={searching} className={smallButtonStyles.primary}>
          {searching ? 'Searching…' : 'Search'}
        </button>
      </Form>
      <p className="mb-2 text-sm text-stone-600">{matchCount(list, 'message')}</p>
      {list.items.length === 0 ? (
        <Empty>
          {filters.q.length > 0 && filters.q.length < SEARCH_MIN_LENGTH
            ? `No messages match: a search needs at least ${SEARCH_MIN_LENGTH} characters.`
            : 'No messages match.'}
        </Empty>
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
