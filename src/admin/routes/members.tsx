import { useFetcher, useLoaderData } from 'react-router';
import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import {
  type AdminMember,
  AdminMemberSchema,
  MemberQuerySchema,
  adminApi,
  type PageOf,
} from '../../shared/schemas/admin';
import { type ActionResult, api, attempt, filtersFrom, queryOf } from '../api';
import {
  Badge,
  cardStyles,
  Empty,
  Feedback,
  inputStyles,
  labelStyles,
  linkStyles,
  Loading,
  PageError,
  PageHeader,
  Pagination,
  smallButtonStyles,
} from '../components/ui';
import { SearchForm } from '../components/search-form';
import { count, formatTime } from '../format';
import { adminMeta } from '../meta';

type MemberPage = PageOf<typeof AdminMemberSchema>;

export const meta = () => adminMeta('Loyalty members');

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const filters = filtersFrom(MemberQuerySchema, request.url);
  const query = queryOf({ q: filters.q, page: filters.page > 1 ? filters.page : undefined });
  return { filters, list: await api<MemberPage>(`${adminApi.members}${query}`, { request }) };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  return attempt(async () => {
    const { member } = await api<{ member: AdminMember }>(
      adminApi.memberPoints(String(form.get('memberNumber') ?? '')),
      { method: 'POST', body: { delta: String(form.get('delta') ?? '') }, request },
    );
    return `Saved: ${member.points.toLocaleString('en-US')} points (${member.tier}).`;
  });
}

function MemberCard({ member }: { member: AdminMember }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const fieldId = `points-${member.memberNumber}`;
  return (
    <li className={`${cardStyles} p-4`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-950">{member.fullName}</p>
          <p className="text-sm break-words">
            <a href={`mailto:${member.email}`} className={linkStyles}>
              {member.email}
            </a>
            {member.phone && (
              <>
                {' · '}
                <a href={`tel:${member.phone.replace(/[^\d+]/g, '')}`} className={linkStyles}>
                  {member.phone}
                </a>
              </>
            )}
          </p>
          <p className="mt-1 text-xs text-stone-500">
            {member.memberNumber} · joined {formatTime(member.joinedAt)}
          </p>
        </div>
        <div className="text-right">
          <p className="text-xl font-bold text-stone-950 tabular-nums">
            {member.points.toLocaleString('en-US')}
            <span className="ml-1 text-sm font-medium text-stone-500">points</span>
          </p>
          <Badge tone="bg-brand-50 text-brand-800 ring-brand-200">{member.tier}</Badge>
        </div>
      </div>
      <fetcher.Form
        method="post"
        className="mt-3 flex flex-wrap items-end gap-2"
        key={member.points}
      >
        <input type="hidden" name="memberNumber" value={member.memberNumber} />
        <div className="min-w-0 flex-1 sm:max-w-48">
          <label htmlFor={fieldId} className={labelStyles}>
            Points to add
          </label>
          <input
            id={fieldId}
            name="delta"
            inputMode="numeric"
            autoComplete="off"
            className={`${inputStyles} mt-1`}
          />
        </div>
        <button type="submit" disabled={busy} className={smallButtonStyles.secondary}>
          {busy ? 'Adding…' : 'Add points'}
        </button>
      </fetcher.Form>
      <Feedback fetcher={fetcher} className="mt-2" />
    </li>
  );
}

export default function Members() {
  const { filters, list } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <PageHeader title="Loyalty members" />
      <SearchForm
        path="/admin/members"
        title="Members"
        searchLabel="Search members"
        placeholder="Name, email, phone or member number"
        q={filters.q}
      />
      <p className="mb-2 text-sm text-stone-600">{count(list.total, 'member')}</p>
      {list.items.length === 0 ? (
        <Empty>No members match.</Empty>
      ) : (
        <ul className="space-y-3">
          {list.items.map((member) => (
            <MemberCard key={member.memberNumber} member={member} />
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        hrefFor={(page) => `/admin/members${queryOf({ q: filters.q, page })}`}
      />
    </>
  );
}

export const HydrateFallback = Loading;
export const ErrorBoundary = PageError;
