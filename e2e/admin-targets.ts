import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The inbox's browser tests run against their own servers, one per database dialect, each on a
// fresh database, so the dashboard's figures are exactly what the tests put there (decision 048).
// playwright.config.ts fixes these in the environment once; its workers read the same values.

export type Dialect = 'sqlite' | 'postgres';

export interface AdminTarget {
  dialect: Dialect;
  port: number;
  baseURL: string;
  databaseUrl: string;
}

export const basePort = () => Number(process.env.E2E_PORT ?? 3100);
export const smtpSinkPorts = () => ({ smtp: basePort() + 3, http: basePort() + 4 });
export const smtpSinkUrl = () => `http://127.0.0.1:${smtpSinkPorts().http}`;

/** Run-wide names: set once by the config's process, inherited by its workers. */
export function fixRunNames(): void {
  const run = `${Date.now()}_${process.pid}`;
  process.env.E2E_ADMIN_DATABASE_FILE ??= join(tmpdir(), `kumul-e2e-admin-${run}.db`);
  process.env.E2E_ADMIN_STATE_DIR ??= join(tmpdir(), `kumul-e2e-admin-state-${run}`);
  if (process.env.TEST_DATABASE_URL) process.env.E2E_POSTGRES_SCHEMA ??= `e2e_${run}`;
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function adminTargets(): AdminTarget[] {
  const target = (dialect: Dialect, port: number, databaseUrl: string): AdminTarget => ({
    dialect,
    port,
    baseURL: `http://127.0.0.1:${port}`,
    databaseUrl,
  });
  const targets = [
    target('sqlite', basePort() + 1, `sqlite:${process.env.E2E_ADMIN_DATABASE_FILE}`),
  ];
  const postgres = process.env.TEST_DATABASE_URL;
  if (postgres) {
    const url = new URL(postgres);
    url.searchParams.set('schema', process.env.E2E_POSTGRES_SCHEMA ?? '');
    targets.push(target('postgres', basePort() + 2, url.href));
  }
  return targets;
}

/** The admin server at this address (a project's baseURL). */
export function targetAt(baseURL: string | undefined): AdminTarget {
  const target = adminTargets().find((t) => t.baseURL === baseURL);
  if (!target) throw new Error(`No admin server at ${baseURL}: run the admin-* projects.`);
  return target;
}

/** Where a project keeps what its setup made (sessions, seeded references). */
export const statePath = (target: AdminTarget, name: string) =>
  join(process.env.E2E_ADMIN_STATE_DIR ?? tmpdir(), `${target.dialect}-${name}`);
