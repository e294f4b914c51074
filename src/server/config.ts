import { BlockList, isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { brand } from '../shared/brand';
import { readDecimalInteger } from '../shared/decimal-integer';
import { type DatabaseLocation, parseDatabaseUrl } from './db/database';
import { redact } from './ops/redact';

// Plain decimal digits only: z.coerce would read "0x10" as 16.
const positiveInt = (fallback: number) =>
  z.preprocess(readDecimalInteger, z.int().positive()).default(fallback);

// An address, with or without a display name: "quotes@example.com" or "Name <quotes@example.com>".
const mailbox = (name: string) =>
  z.string().regex(/^([^<>@\r\n]*<)?[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>?$/, {
    error: `${name} must be an email address, optionally as "Name <address>"`,
  });

const TRUST_PROXY_EXAMPLE = 'TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,loopback';

// An address, a CIDR, or one of the ranges @fastify/proxy-addr names.
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}

// Addresses no public client can have: loopback, private, link-local, shared (CGNAT), unique local.
const PRIVATE_RANGES: [string, number, 'ipv4' | 'ipv6'][] = [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
];

/** The TRUST_PROXY ranges (not single addresses) that reach beyond private addresses. */
function publicRanges(entries: string[]): string[] {
  return entries.filter((entry) => {
    const [address = '', prefix] = entry.split('/');
    const version = isIP(address);
    // A named range is private; a single address is one machine, wherever it is.
    if (version === 0 || prefix === undefined || Number(prefix) === (version === 4 ? 32 : 128)) {
      return false;
    }
    const addressFamily = version === 4 ? 'ipv4' : 'ipv6';
    return !PRIVATE_RANGES.some(([network, bits, family]) => {
      if (family !== addressFamily || Number(prefix) < bits) return false;
      const range = new BlockList();
      range.addSubnet(network, bits, family);
      return range.check(address, family);
    });
  });
}

/** TRUST_PROXY: false, or the reverse proxies' addresses whose X-Forwarded-For is believed. */
function trustedProxies(value: string, context: z.RefinementCtx): false | string[] {
  if (value === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  if (value === 'true' || entries.some((entry) => /\/0+$/.test(entry))) {
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY=${value} would let any client choose its own address (and walk past every rate limit); write your reverse proxy's addresses instead, e.g. ${TRUST_PROXY_EXAMPLE}`,
    });
  } else if (/^\d+$/.test(value)) {
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY: a hop count cannot tell your proxy from a client that connects directly; write the proxy's addresses instead, e.g. ${TRUST_PROXY_EXAMPLE}`,
    });
  } else if (!entries.every(isProxyAddress)) {
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be false or the reverse proxy's addresses or CIDRs, comma-separated (or loopback, linklocal, uniquelocal), e.g. ${TRUST_PROXY_EXAMPLE}`,
    });
  }
  return entries;
}

/** Every variable the server reads (deploy/kumul-digital.env.example lists each one). */
export const EnvSchema = z.object({
  PORT: z.preprocess(readDecimalInteger, z.int().min(0).max(65535)).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'SMTP_URL must start with smtp:// or smtps://' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'REDIS_URL must start with redis:// or rediss://' })
    .optional(),
  TRUST_PROXY: z.string().default('false').transform(trustedProxies),
  TRUST_PROXY_PUBLIC_RANGES: z
    .enum(['true', 'false'], { error: 'TRUST_PROXY_PUBLIC_RANGES must be true or false' })
    .default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_DIR: z.string().min(1).default('build/client'),
  PAYMENT_SCRIPT_URL: z
    .url({ protocol: /^https$/, error: 'PAYMENT_SCRIPT_URL must be an https:// URL' })
    .optional(),
  RATE_LIMIT_FORMS_PER_MINUTE: positiveInt(20),
  SIGN_IN_FREE_FAILURES: positiveInt(5),
  SIGN_IN_MAX_DELAY_MINUTES: positiveInt(15),
  PASSWORD_CHECKS_AT_ONCE: positiveInt(2),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// URL' })
    .optional(),
  APP_SECRET: z
    .string()
    .min(32, {
      error: 'APP_SECRET must be at least 32 characters (for example 32 random bytes as hex)',
    })
    .optional(),
  MAIL_FROM: mailbox('MAIL_FROM').default(`${brand.name} <${brand.mailboxes.quotes}>`),
  MAIL_AGENCY_TO: mailbox('MAIL_AGENCY_TO').default(brand.mailboxes.quotes),
  MAIL_OUTBOX_DIR: z.string().min(1).default('data/outbox'),
  MAIL_VISITOR_PER_HOUR: positiveInt(200),
  MAIL_VISITOR_PER_RECIPIENT_PER_DAY: positiveInt(5),
  MAIL_VISITOR_PER_ADDRESS_PER_DAY: positiveInt(50),
  MAIL_KEEP_SENT_DAYS: positiveInt(14),
  STORED_MB_PER_ADDRESS_PER_DAY: positiveInt(20),
  ADMIN_SESSION_IDLE_MINUTES: positiveInt(8 * 60),
  REQUEST_TIMEOUT_SECONDS: positiveInt(60),
  KEEP_ALIVE_TIMEOUT_SECONDS: positiveInt(5),
  MAX_CONNECTIONS: positiveInt(1000),
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt(50),
  REQUEST_BODY_MIN_KB_PER_SECOND: positiveInt(8),
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt(10),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_INTERVAL_HOURS: positiveInt(24),
  BACKUP_COPY_COMMAND: z.string().min(1).optional(),
  BACKUP_COPY_TARGET: z
    .string()
    .max(60, 'a short name for where the copies go, e.g. "offsite bucket" (60 characters at most)')
    .optional(),
  BACKUP_KEEP_DAILY: positiveInt(7),
  BACKUP_KEEP_WEEKLY: positiveInt(4),
  DISK_LOW_MB: positiveInt(500),
  CUSTOMER_LINK_DAYS_AFTER_COMPLETE: positiveInt(90),
  CONTENT_REFRESH_SECONDS: positiveInt(5),
  SITES_DOMAIN: z
    .string()
    .toLowerCase()
    .regex(
      /^(?=.{1,200}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
      {
        error: 'SITES_DOMAIN must be a domain name, e.g. sites.kumuldigital.com.pg',
      },
    )
    .default('localhost'),
  SITE_STORAGE_MB: positiveInt(50),
});

export interface Config {
  port: number;
  host: string;
  database: DatabaseLocation;
  redisUrl: string | undefined;
  /** The reverse proxies whose X-Forwarded-For/-Proto are believed; false: none (decision 038). */
  trustProxy: false | string[];
  logLevel: string;
  /** Where the built site (prerendered HTML and assets) is read from. */
  siteDir: string;
  /** The card-payment provider's script, loaded on /checkout only; unset loads nothing. */
  paymentScriptUrl: string | undefined;
  /**
   * Per client address: form requests a minute (decision 006) and request bodies stored a day
   * (decision 071).
   */
  rateLimits: { formsPerMinute: number; storedBytesPerAddressPerDay: number };
  /** Sign-in throttling per account and address (decision 036) and the password-check bound (037). */
  signIn: { freeFailures: number; maxDelayMinutes: number; passwordChecksAtOnce: number };
  /** The site's address as visitors reach it, for links in mails (unsubscribe, the admin inbox). */
  publicUrl: string;
  /** Signs unsubscribe links; unset, a secret generated once is kept in the database (decision 023). */
  appSecret: string | undefined;
  mail: MailConfig;
  /** `passwordHashCost`: log2 of scrypt's N for new password hashes; only tests lower it (078). */
  admin: { sessionIdleMinutes: number; passwordHashCost: number };
  /**
   * A request must arrive whole within `requestSeconds`; a connection idle between requests is
   * closed after `keepAliveSeconds`; a shutdown waits `shutdownSeconds` at most (decisions 038, 072).
   */
  timeouts: { requestSeconds: number; keepAliveSeconds: number; shutdownSeconds: number };
  /** Open connections at most; near it, idle ones are closed to make room (decision 072). */
  maxConnections: number;
  /** Open connections at most from one client address, IPv6 by /64; proxies' are not (decision 100). */
  maxConnectionsPerAddress: number;
  /** A body must arrive at `minBytesPerSecond` after `graceMs` from its headers, or 408 (decision 100). */
  requestBody: { minBytesPerSecond: number; graceMs: number };
  backup: BackupConfig;
  /** Health and alerts (src/server/ops): free disk under `diskLowMb` where data is kept is a warning. */
  ops: { diskLowMb: number; dataDir: string };
  /** Invoice and order links stop working this many days after the order is complete (decision 104). */
  customerLinkDaysAfterComplete: number;
  /** How often at most a process asks the database which content version is published (decision 121). */
  content: { refreshMs: number };
  /**
   * Delivered sites (issue 46): each at `<label>.<domain>`, with PUBLIC_URL's scheme and port
   * (http://mamas-kitchen.localhost:3000 on a developer's machine).
   */
  sites: { domain: string; storageBytes: number };
}

export interface BackupConfig {
  /** Where backups are written and rotated; unset, the server takes none by itself. */
  dir: string | undefined;
  intervalHours: number;
  /** Run after each backup with the file's path in $BACKUP_FILE, to copy it off the machine. */
  copyCommand: string | undefined;
  /** Where the copies go, as the System page and alerts name it: the command itself is never shown. */
  copyTarget?: string | undefined;
  keepDaily: number;
  keepWeekly: number;
}

export interface MailConfig {
  /** smtp:// or smtps:// to send; unset, each mail is written as an .eml file under outboxDir. */
  smtpUrl: string | undefined;
  from: string;
  /** The agency's mailbox: quote requests and contact messages are announced there. */
  agencyTo: string;
  outboxDir: string;
  /** How often the sender looks for due mail when nothing wakes it. */
  pollIntervalMs: number;
  /** The first retry waits this long; each further one twice as long, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Mails to visitors sent in any hour, across every process; more wait in the outbox (decision 040). */
  visitorPerHour: number;
  /** Visitor mails queued a day per recipient and per client address; more are dropped (071). */
  visitorPerRecipientPerDay: number;
  visitorPerAddressPerDay: number;
  /** Sent mails keep their bodies and attachments this long, then only the record (decision 071). */
  keepSentDays: number;
}

/** Environment to typed config; throws one readable message naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  // An empty variable means "not set", as in most shells' habits.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const publicProxies = e.TRUST_PROXY ? publicRanges(e.TRUST_PROXY) : [];
  if (publicProxies.length > 0 && e.TRUST_PROXY_PUBLIC_RANGES !== 'true') {
    throw new Error(
      `Invalid configuration:\n  TRUST_PROXY: ${publicProxies.join(', ')} would trust public addresses: clients there could choose their own address (and walk past every rate limit); name your proxies' exact addresses or private ranges (e.g. ${TRUST_PROXY_EXAMPLE}), or, if these are a CDN's published ranges, also set TRUST_PROXY_PUBLIC_RANGES=true`,
    );
  }
  if (e.BACKUP_COPY_TARGET !== undefined && !e.BACKUP_COPY_COMMAND) {
    throw new Error(
      'Invalid configuration:\n  BACKUP_COPY_TARGET names where BACKUP_COPY_COMMAND copies the backups: set BACKUP_COPY_COMMAND too, or unset it',
    );
  }
  if (e.BACKUP_COPY_TARGET !== undefined && redact(e.BACKUP_COPY_TARGET) !== e.BACKUP_COPY_TARGET) {
    throw new Error(
      'Invalid configuration:\n  BACKUP_COPY_TARGET is shown on the System page and in mails: give a name such as "offsite bucket", without a password, token or key',
    );
  }
  let database: DatabaseLocation;
  try {
    database = parseDatabaseUrl(e.DATABASE_URL);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  DATABASE_URL: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    // Absolute, as the static file server requires, whatever directory the process starts in.
    siteDir: resolve(e.SITE_DIR),
    paymentScriptUrl:
      e.PAYMENT_SCRIPT_URL === undefined ? undefined : new URL(e.PAYMENT_SCRIPT_URL).href,
    rateLimits: {
      formsPerMinute: e.RATE_LIMIT_FORMS_PER_MINUTE,
      storedBytesPerAddressPerDay: e.STORED_MB_PER_ADDRESS_PER_DAY * 1024 * 1024,
    },
    signIn: {
      freeFailures: e.SIGN_IN_FREE_FAILURES,
      maxDelayMinutes: e.SIGN_IN_MAX_DELAY_MINUTES,
      passwordChecksAtOnce: e.PASSWORD_CHECKS_AT_ONCE,
    },
    // Without a trailing slash, so paths can be appended as they are.
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    appSecret: e.APP_SECRET,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      agencyTo: e.MAIL_AGENCY_TO,
      outboxDir: resolve(e.MAIL_OUTBOX_DIR),
      pollIntervalMs: 5_000,
      retryBaseMs: 30_000,
      retryMaxMs: 60 * 60_000,
      visitorPerHour: e.MAIL_VISITOR_PER_HOUR,
      visitorPerRecipientPerDay: e.MAIL_VISITOR_PER_RECIPIENT_PER_DAY,
      visitorPerAddressPerDay: e.MAIL_VISITOR_PER_ADDRESS_PER_DAY,
      keepSentDays: e.MAIL_KEEP_SENT_DAYS,
    },
    admin: {
      sessionIdleMinutes: e.ADMIN_SESSION_IDLE_MINUTES,
      // N=2^15, r=8 (32 MiB, some tens of milliseconds): OWASP's suggested minimum for scrypt.
      passwordHashCost: 15,
    },
    timeouts: {
      requestSeconds: e.REQUEST_TIMEOUT_SECONDS,
      keepAliveSeconds: e.KEEP_ALIVE_TIMEOUT_SECONDS,
      shutdownSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    },
    maxConnections: e.MAX_CONNECTIONS,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    // A mobile network's first bytes may lag a few seconds; only tests shorten the grace.
    requestBody: { minBytesPerSecond: e.REQUEST_BODY_MIN_KB_PER_SECOND * 1024, graceMs: 5_000 },
    backup: {
      dir: e.BACKUP_DIR === undefined ? undefined : resolve(e.BACKUP_DIR),
      intervalHours: e.BACKUP_INTERVAL_HOURS,
      copyCommand: e.BACKUP_COPY_COMMAND,
      copyTarget: e.BACKUP_COPY_TARGET,
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepWeekly: e.BACKUP_KEEP_WEEKLY,
    },
    ops: {
      diskLowMb: e.DISK_LOW_MB,
      // The folder the SQLite file (or, on PostgreSQL, the outbox) lives in: its disk is watched.
      dataDir: resolve(
        database.dialect === 'sqlite' && database.path !== ':memory:'
          ? dirname(database.path)
          : dirname(resolve(e.MAIL_OUTBOX_DIR)),
      ),
    },
    customerLinkDaysAfterComplete: e.CUSTOMER_LINK_DAYS_AFTER_COMPLETE,
    content: { refreshMs: e.CONTENT_REFRESH_SECONDS * 1000 },
    sites: { domain: e.SITES_DOMAIN, storageBytes: e.SITE_STORAGE_MB * 1_000_000 },
  };
}
