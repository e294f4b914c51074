import { useEffect, useRef } from 'react';
import { useFetcher, useLoaderData } from 'react-router';
import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import { type StaffAccount, adminApi } from '../../shared/schemas/admin';
import { type ActionResult, ApiError, api, attempt, loadSession } from '../api';
import {
  Alert,
  Badge,
  cardStyles,
  Empty,
  Feedback,
  inputStyles,
  labelStyles,
  Loading,
  PageError,
  PageHeader,
  Section,
  smallButtonStyles,
} from '../components/ui';
import { formatTime } from '../format';
import { adminMeta } from '../meta';
import { roleChoices, roleHints, roleLabels } from '../roles';

const OWNERS_ONLY = 'Only an owner can manage staff accounts.';

export const meta = () => adminMeta('Staff accounts');

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const session = await loadSession(request);
  if (session.role !== 'owner') return { refused: OWNERS_ONLY, accounts: [], me: session.email };
  try {
    const { items } = await api<{ items: StaffAccount[] }>(adminApi.accounts, { request });
    return { refused: '', accounts: items, me: session.email };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      return { refused: error.message, accounts: [], me: session.email };
    }
    throw error;
  }
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const id = Number(field('id'));
  const email = field('email');
  return attempt(async () => {
    switch (field('intent')) {
      case 'invite':
        await api(adminApi.accounts, {
          method: 'POST',
          body: { email, role: field('role') },
          request,
        });
        return `Invite sent to ${email.trim()}.`;
      case 'disable':
        await api(adminApi.accountDisable(id), { method: 'POST', request });
        return `${email} can no longer sign in.`;
      case 'enable':
        await api(adminApi.accountEnable(id), { method: 'POST', request });
        return `${email} can sign in again.`;
      default:
        await api(adminApi.accountReset(id), { method: 'POST', request });
        return `A new sign-in link was sent to ${email}.`;
    }
  });
}

function InviteForm() {
  const fetcher = useFetcher<ActionResult>();
  const sending = fetcher.state !== 'idle';
  const sent = fetcher.state === 'idle' && fetcher.data?.ok === true;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (sent) form.current?.reset();
  }, [sent]);
  return (
    <Section title="Invite someone">
      <fetcher.Form
        method="post"
        ref={form}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="invite" />
        <div>
          <label htmlFor="invite-email" className={labelStyles}>
            Email
          </label>
          <input
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            className={`${inputStyles} mt-1`}
          />
        </div>
        <div>
          <label htmlFor="invite-role" className={labelStyles}>
            Role
          </label>
          <select
            id="invite-role"
            name="role"
            defaultValue="staff"
            className={`${inputStyles} mt-1`}
          >
            {roleChoices.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={sending} className={smallButtonStyles.primary}>
          {sending ? 'Sending…' : 'Send invite'}
        </button>
      </fetcher.Form>
      <p className="mt-2 text-xs text-stone-500">
        They get a one-time link by mail to choose a password.{' '}
        {roleChoices.map((role) => `${roleLabels[role]}: ${roleHints[role]}.`).join(' ')}
      </p>
      <Feedback fetcher={fetcher} />
    </Section>
  );
}

const stateBadges: Record<StaffAccount['state'], { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'bg-brand-50 text-brand-800 ring-brand-200' },
  invited: { label: 'Invited', tone: 'bg-sky-50 text-sky-800 ring-sky-200' },
  disabled: { label: 'Disabled', tone: 'bg-stone-100 text-stone-700 ring-stone-300' },
};

function AccountRow({ account, me }: { account: StaffAccount; me: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const busyIntent = busy ? String(fetcher.formData?.get('intent') ?? '') : '';
  const badge = stateBadges[account.state];
  const act = (intent: string) =>
    fetcher.submit({ intent, id: account.id, email: account.email }, { method: 'post' });
  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-stone-950">
            {account.email}
            {me && <span className="ml-1 text-sm font-normal text-stone-500">(you)</span>}
          </p>
          <p className="text-xs text-stone-500">
            {roleLabels[account.role]} · added {formatTime(account.createdAt)}
            {account.linkExpiresAt && <> · link valid until {formatTime(account.linkExpiresAt)}</>}
          </p>
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      {!me && (
        <div className="mt-2 flex flex-wrap gap-2">
          {account.state === 'disabled' ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => act('enable')}
              className={smallButtonStyles.secondary}
            >
              {busyIntent === 'enable' ? 'Enabling…' : 'Enable'}
            </button>
          ) : (
            <button
              type="button"
              disabled={busy}
              onClick={() => act('disable')}
              className={smallButtonStyles.secondary}
            >
              {busyIntent === 'disable' ? 'Disabling…' : 'Disable'}
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => act('reset')}
            className={smallButtonStyles.secondary}
          >
            {busyIntent === 'reset' ? 'Sending…' : 'Send new sign-in link'}
          </button>
        </div>
      )}
      <Feedback fetcher={fetcher} className="mt-2" />
    </li>
  );
}

export default function Accounts() {
  const { refused, accounts, me } = useLoaderData<typeof clientLoader>();
  if (refused) {
    return (
      <>
        <PageHeader title="Staff accounts" />
        <Alert>{refused}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Staff accounts" />
      <div className="space-y-4">
        <InviteForm />
        {accounts.length === 0 ? (
          <Empty>No accounts yet.</Empty>
        ) : (
          <ul className={`${cardStyles} divide-y divide-stone-200`} aria-label="Accounts">
            {accounts.map((account) => (
              <AccountRow key={account.id} account={account} me={account.email === me} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

export const HydrateFallback = Loading;
export const ErrorBoundary = PageError;
