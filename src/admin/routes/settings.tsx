import { useFetcher, useLoaderData } from 'react-router';
import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import { type InvoiceSettings, type SettingsView, adminApi } from '../../shared/schemas/admin';
import { type ActionResult, api, attempt, loadSession } from '../api';
import { InvoiceSettingsForm, invoiceSettingsBody } from '../components/invoice-settings';
import {
  Feedback,
  inputStyles,
  labelStyles,
  Loading,
  PageError,
  PageHeader,
  Section,
  smallButtonStyles,
} from '../components/ui';
import { adminMeta } from '../meta';

export const meta = () => adminMeta('Settings');

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const [settings, invoicing, session] = await Promise.all([
    api<SettingsView>(adminApi.settings, { request }),
    api<InvoiceSettings>(adminApi.invoiceSettings, { request }),
    loadSession(request),
  ]);
  return { ...settings, invoicing, owner: session.role === 'owner' };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'invoicing') {
    return attempt(async () => {
      await api(adminApi.invoiceSettings, {
        method: 'PATCH',
        body: invoiceSettingsBody(form),
        request,
      });
      return 'Saved. New invoices use these details; issued ones keep theirs.';
    });
  }
  return attempt(async () => {
    await api(adminApi.settings, {
      method: 'PATCH',
      body: { treesPlanted: String(form.get('treesPlanted') ?? '') },
      request,
    });
    return 'Saved.';
  });
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-stone-50 p-3">
      <dt className="text-xs font-medium text-stone-500">{label}</dt>
      <dd className="text-lg font-bold text-stone-950 tabular-nums">{value}</dd>
    </div>
  );
}

export default function Settings() {
  const settings = useLoaderData<typeof clientLoader>();
  const fetcher = useFetcher<ActionResult>();
  const saving = fetcher.state !== 'idle';
  const { mail } = settings;
  return (
    <>
      <PageHeader title="Settings" />
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <Section title="Trees">
          <p className="mb-3 text-sm text-stone-600">
            Customers have funded{' '}
            <strong className="text-stone-950">
              {settings.treesFunded.toLocaleString('en-US')}
            </strong>{' '}
            trees. Enter how many are in the ground; the site shows both.
          </p>
          <fetcher.Form
            method="post"
            className="flex flex-wrap items-end gap-2"
            key={settings.treesPlanted}
          >
            <div className="min-w-0 flex-1 sm:max-w-56">
              <label htmlFor="trees-planted" className={labelStyles}>
                Trees planted
              </label>
              <input
                id="trees-planted"
                name="treesPlanted"
                inputMode="numeric"
                defaultValue={settings.treesPlanted}
                className={`${inputStyles} mt-1`}
              />
            </div>
            <button type="submit" disabled={saving} className={smallButtonStyles.primary}>
              {saving ? 'Saving…' : 'Save'}
            </button>
          </fetcher.Form>
          <Feedback fetcher={fetcher} />
        </Section>
        <Section title="Mail">
          <p className="mb-3 text-sm text-stone-600">
            {settings.smtp
              ? 'Mail goes out through the SMTP server.'
              : 'No SMTP server is set: mail is written as files under data/outbox and nobody receives it.'}
          </p>
          <dl className="grid grid-cols-3 gap-2">
            <Figure label="Waiting" value={mail.waiting.toLocaleString('en-US')} />
            <Figure label="Failed" value={mail.failed.toLocaleString('en-US')} />
            <Figure label="Sent" value={mail.sent.toLocaleString('en-US')} />
          </dl>
          {mail.lastError && (
            <p className="mt-3 text-sm break-words text-red-800">Last problem: {mail.lastError}</p>
          )}
        </Section>
        <InvoiceSettingsForm settings={settings.invoicing} owner={settings.owner} />
      </div>
    </>
  );
}

export const HydrateFallback = Loading;
export const ErrorBoundary = PageError;
