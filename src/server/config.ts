import { resolve } from 'node:path';
import { z } from 'zod';
import { type DatabaseLocation, parseDatabaseUrl } from './db/database';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
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
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_DIR: z.string().min(1).default('build/client'),
  PAYMENT_SCRIPT_URL: z
    .url({ protocol: /^https$/, error: 'PAYMENT_SCRIPT_URL must be an https:// URL' })
    .optional(),
  RATE_LIMIT_FORMS_PER_MINUTE: positiveInt(20),
  RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: positiveInt(10),
});

export interface Config {
  port: number;
  host: string;
  database: DatabaseLocation;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  /** Where the built site (prerendered HTML and assets) is read from. */
  siteDir: string;
  /** The card-payment provider's script, loaded on /checkout only; unset loads nothing. */
  paymentScriptUrl: string | undefined;
  rateLimits: { formsPerMinute: number; loginFailuresPerHour: number };
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
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    // Absolute, as the static file server requires, whatever directory the process starts in.
    siteDir: resolve(e.SITE_DIR),
    paymentScriptUrl:
      e.PAYMENT_SCRIPT_URL === undefined ? undefined : new URL(e.PAYMENT_SCRIPT_URL).href,
    rateLimits: {
      formsPerMinute: e.RATE_LIMIT_FORMS_PER_MINUTE,
      loginFailuresPerHour: e.RATE_LIMIT_LOGIN_FAILURES_PER_HOUR,
    },
  };
}
