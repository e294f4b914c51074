import { useFetcher } from 'react-router';
import type { InvoiceSettings } from '../../shared/schemas/admin';
import type { ActionResult } from '../api';
import { Feedback, inputStyles, labelStyles, Section, smallButtonStyles } from './ui';

// The GST and bank details printed on invoices (decision 098): owners change them; an issued
// invoice keeps the details it was issued with.

const BANK_FIELDS = [
  ['bank', 'Bank', 'e.g. Bank South Pacific'],
  ['accountName', 'Account name', ''],
  ['branch', 'Branch or BSB', ''],
  ['accountNumber', 'Account number', ''],
  ['swift', 'SWIFT code', ''],
  ['mobileMoney', 'Mobile money (optional)', 'e.g. CellMoni: 7xxx xxxx'],
] as const;

/** "10" or "12.5" percent as basis points; the text itself when it is no percentage. */
function basisPoints(percent: string): number | string {
  const match = /^\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(percent);
  if (!match) return percent;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The form's fields as the API takes them. */
export function invoiceSettingsBody(form: FormData) {
  const field = (name: string) => String(form.get(name) ?? '');
  return {
    gstRegistered: form.get('gstRegistered') === 'yes',
    gstRateBasisPoints: basisPoints(field('gstRate')),
    tin: field('tin'),
    bank: Object.fromEntries(BANK_FIELDS.map(([name]) => [name, field(name)])),
  };
}

export function InvoiceSettingsForm({
  settings,
  owner,
}: {
  settings: InvoiceSettings;
  owner: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  const saving = fetcher.state !== 'idle';
  return (
    <Section title="Invoices">
      <p className="mb-3 text-sm text-stone-600">
        {owner
          ? 'Printed on every invoice. An invoice keeps the details it was issued with.'
          : 'Printed on every invoice. Only an owner can change them.'}
      </p>
      <fetcher.Form method="post" key={JSON.stringify(settings)}>
        <input type="hidden" name="intent" value="invoicing" />
        <fieldset disabled={!owner || saving} className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">GST and bank details</legend>
          <label className="flex items-center gap-2 text-sm font-semibold text-stone-800 sm:col-span-2">
            <input
              type="checkbox"
              name="gstRegistered"
              value="yes"
              defaultChecked={settings.gstRegistered}
              className="size-4 accent-emerald-700"
            />
            Registered for GST (invoices are tax invoices)
          </label>
          <div>
            <label htmlFor="gst-rate" className={labelStyles}>
              GST rate (%)
            </label>
            <input
              id="gst-rate"
              name="gstRate"
              inputMode="decimal"
              defaultValue={settings.gstRateBasisPoints / 100}
              className={`${inputStyles} mt-1`}
            />
          </div>
          <div>
            <label htmlFor="gst-tin" className={labelStyles}>
              TIN
            </label>
            <input
              id="gst-tin"
              name="tin"
              defaultValue={settings.tin}
              className={`${inputStyles} mt-1`}
            />
          </div>
          {BANK_FIELDS.map(([name, label, placeholder]) => (
            <div key={name}>
              <label htmlFor={`bank-${name}`} className={labelStyles}>
                {label}
              </label>
              <input
                id={`bank-${name}`}
                name={name}
                defaultValue={settings.bank[name]}
                placeholder={placeholder}
                className={`${inputStyles} mt-1`}
              />
            </div>
          ))}
          {owner && (
            <div className="sm:col-span-2">
              <button type="submit" className={smallButtonStyles.primary}>
                {saving ? 'Saving…' : 'Save invoice details'}
              </button>
            </div>
          )}
        </fieldset>
      </fetcher.Form>
      <Feedback fetcher={fetcher} />
    </Section>
  );
}
