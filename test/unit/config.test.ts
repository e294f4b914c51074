import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('defaults to port 3000 on 127.0.0.1 with SQLite under ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      database: { dialect: 'sqlite', path: './data/site.db' },
      rateLimits: { formsPerMinute: 20, loginFailuresPerHour: 10 },
    });
  });

  it('reads sqlite: and postgres:// database URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' }).database).toEqual({
      dialect: 'sqlite',
      path: '/tmp/x.db',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
  });

  it('reads the PostgreSQL schema from ?schema= and keeps the rest of the URL for the driver', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db?schema=tenant_1' }).database).toEqual(
      {
        dialect: 'postgres',
        url: 'postgres://u@h:5432/db',
        schema: 'tenant_1',
      },
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgresql://u@h/db?sslmode=require&schema=site' }).database,
    ).toEqual({ dialect: 'postgres', url: 'postgresql://u@h/db?sslmode=require', schema: 'site' });
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db?schema=a;drop' })).toThrow(
      'DATABASE_URL: the schema must be a plain lower-case name (a-z, 0-9 and _), as in ?schema=site.',
    );
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', SMTP_URL: 'mail.example.com' })).toThrow(
      /PORT[\s\S]*SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      'DATABASE_URL: DATABASE_URL must be sqlite:PATH or a postgres:// URL.',
    );
  });
});

describe('loadConfig: mail, links and the admin inbox', () => {
  it('defaults to writing mail under ./data/outbox, links to localhost and 8-hour idle sessions', () => {
    const config = loadConfig({ PORT: '3400' });
    expect(config.mail).toMatchObject({
      smtpUrl: undefined,
      from: 'Kumul Digital <quotes@kumuldigital.com.pg>',
      agencyTo: 'quotes@kumuldigital.com.pg',
      outboxDir: resolve('data/outbox'),
    });
    expect(config.publicUrl).toBe('http://localhost:3400');
    expect(config.appSecret).toBeUndefined();
    expect(config.admin.sessionIdleMinutes).toBe(480);
  });

  it('reads SMTP_URL, the mail addresses, PUBLIC_URL (without a trailing slash) and APP_SECRET', () => {
    const secret = 'x'.repeat(32);
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Kumul Digital <noreply@kumuldigital.com.pg>',
      MAIL_AGENCY_TO: 'inbox@kumuldigital.com.pg',
      MAIL_OUTBOX_DIR: '/tmp/outbox',
      PUBLIC_URL: 'https://kumuldigital.com.pg/',
      APP_SECRET: secret,
      ADMIN_SESSION_IDLE_MINUTES: '30',
    });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: 'Kumul Digital <noreply@kumuldigital.com.pg>',
      agencyTo: 'inbox@kumuldigital.com.pg',
      outboxDir: '/tmp/outbox',
    });
    expect(config.publicUrl).toBe('https://kumuldigital.com.pg');
    expect(config.appSecret).toBe(secret);
    expect(config.admin.sessionIdleMinutes).toBe(30);
  });

  it('names bad mail, link, secret and session settings', () => {
    let message = '';
    try {
      loadConfig({
        MAIL_FROM: 'Kumul Digital',
        MAIL_AGENCY_TO: 'inbox',
        PUBLIC_URL: 'kumuldigital.com.pg',
        APP_SECRET: 'short',
        ADMIN_SESSION_IDLE_MINUTES: '0',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const expected of [
      'MAIL_FROM: MAIL_FROM must be an email address, optionally as "Name <address>"',
      'MAIL_AGENCY_TO: MAIL_AGENCY_TO must be an email address',
      'PUBLIC_URL: PUBLIC_URL must be an http:// or https:// URL',
      'APP_SECRET: APP_SECRET must be at least 32 characters',
      'ADMIN_SESSION_IDLE_MINUTES:',
    ]) {
      expect(message).toContain(expected);
    }
  });
});
