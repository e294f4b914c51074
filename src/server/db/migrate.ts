import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
} from 'kysely';
import { initial } from './migrations/m001-initial';
import { mailAndAdmin } from './migrations/m002-mail-and-admin';
import { quoteTotals } from './migrations/m003-quote-totals';
import { signInThrottle } from './migrations/m004-sign-in-throttle';
import { doubleOptIn } from './migrations/m005-double-opt-in';
import { idempotencyKeyAge } from './migrations/m006-idempotency-key-age';
import { staffAccounts } from './migrations/m007-staff-accounts';
import { quoteHistory } from './migrations/m008-quote-history';
import { searchIndexes } from './migrations/m009-search-indexes';
import { quotePersonalisation } from './migrations/m010-quote-personalisation';
import { visitorLanguage } from './migrations/m011-visitor-language';
import { money64Bit } from './migrations/m012-64-bit-money';
import { logosStoredOnce } from './migrations/m014-logos-stored-once';
import { mailFairnessAndRetention } from './migrations/m015-mail-fairness-and-retention';
import { quoteAcceptance } from './migrations/m016-quote-acceptance';
import { invoices } from './migrations/m017-invoices';
import { orderProgress } from './migrations/m018-order-progress';
import { wordProposals } from './migrations/m019-word-proposals';
import { reminderLinkHolds } from './migrations/m022-reminder-link-holds';
import { operatorSecrets } from './migrations/m025-operator-secrets';
import { customerNotices } from './migrations/m027-customer-notices';
import { contentVersions } from './migrations/m028-content-versions';
import { contentRenders } from './migrations/m029-content-renders';
import { pictureSizes } from './migrations/m030-picture-sizes';
import { contentRenderLease } from './migrations/m031-content-render-lease';
import { invoiceIssuer } from './migrations/m032-invoice-issuer';
import { sites } from './migrations/m033-sites';
import { siteDomains } from './migrations/m034-site-domains';
import { sitePreviews } from './migrations/m035-site-previews';
import { siteLoyalty } from './migrations/m036-site-loyalty';
import type { DatabaseLocation } from './database';
import type { Database } from './schema';

// Listed here, not read from a folder, so the build and tests need no file globbing.
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-mail-and-admin': mailAndAdmin,
  '003-quote-totals': quoteTotals,
  '004-sign-in-throttle': signInThrottle,
  '005-double-opt-in': doubleOptIn,
  '006-idempotency-key-age': idempotencyKeyAge,
  '007-staff-accounts': staffAccounts,
  '008-quote-history': quoteHistory,
  '009-search-indexes': searchIndexes,
  '010-quote-personalisation': quotePersonalisation,
  '011-visitor-language': visitorLanguage,
  '012-64-bit-money': money64Bit,
  '014-logos-stored-once': logosStoredOnce,
  '015-mail-fairness-and-retention': mailFairnessAndRetention,
  '016-quote-acceptance': quoteAcceptance,
  '017-invoices': invoices,
  '018-order-progress': orderProgress,
  '019-word-proposals': wordProposals,
  '022-reminder-link-holds': reminderLinkHolds,
  '025-operator-secrets': operatorSecrets,
  '027-customer-notices': customerNotices,
  '028-content-versions': contentVersions,
  '029-content-renders': contentRenders,
  '030-picture-sizes': pictureSizes,
  '031-content-render-lease': contentRenderLease,
  '032-invoice-issuer': invoiceIssuer,
  '033-sites': sites,
  '034-site-domains': siteDomains,
  '035-site-previews': sitePreviews,
  '036-site-loyalty': siteLoyalty,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

function migrator(db: Kysely<Database>, location: DatabaseLocation): Migrator {
  // Kysely looks for its own tables in every PostgreSQL schema unless told which one is ours.
  const migrationTableSchema =
    location.dialect === 'postgres' ? (location.schema ?? 'public') : undefined;
  return new Migrator({
    db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

async function applied(run: Promise<MigrationResultSet>): Promise<string[]> {
  const { error, results } = await run;
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateToLatest(
  db: Kysely<Database>,
  location: DatabaseLocation,
): Promise<string[]> {
  return applied(migrator(db, location).migrateToLatest());
}

/** Applies the migrations up to and including `name`: the benchmark seeds a database as it was then. */
export async function migrateTo(
  db: Kysely<Database>,
  location: DatabaseLocation,
  name: string,
): Promise<string[]> {
  return applied(migrator(db, location).migrateTo(name));
}
