import type { Kysely } from 'kysely';
import { type InvoiceSettings, InvoiceSettingsSchema } from '../../../shared/schemas/admin';
import type { Database } from '../schema';
import { readSetting, writeSetting } from './settings';

/** What every invoice prints from Settings: the bank to pay into, GST registration and TIN. */

const SETTINGS_KEY = 'invoice_settings';

export async function readInvoiceSettings(db: Kysely<Database>): Promise<InvoiceSettings> {
  const stored = await readSetting(db, SETTINGS_KEY);
  return InvoiceSettingsSchema.parse(stored ? JSON.parse(stored) : { bank: {} });
}

export async function writeInvoiceSettings(
  db: Kysely<Database>,
  settings: InvoiceSettings,
): Promise<void> {
  await writeSetting(db, SETTINGS_KEY, JSON.stringify(settings));
}
