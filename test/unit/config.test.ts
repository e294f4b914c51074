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
      rateLimits: { formsPerMinute: 20 },
      signIn: { freeFailures: 5, maxDelayMinutes: 15, passwordChecksAtOnce: 2 },
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
    // Only plain decimal digits: "0x10" is not read as 16, nor "1e3" as 1000.
    for (const PORT of ['0x10', '1e3', '80.0']) expect(() => loadConfig({ PORT })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_SESSION_IDLE_MINUTES: '0x10' })).toThrow(
      /ADMIN_SESSION_IDLE_MINUTES/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      'DATABASE_URL: DATABASE_URL must be sqlite:PATH or a postgres:// URL.',
    );
  });
});

describe('loadConfig: mail, links and the admin inbox', () => {
  it('reads the sign-in throttle and the password-check bound, whole numbers above 0', () => {
    const config = loadConfig({
      SIGN_IN_FREE_FAILURES: '3',
      SIGN_IN_MAX_DELAY_MINUTES: '30',
      PASSWORD_CHECKS_AT_ONCE: '4',
    });
    expect(config.signIn).toEqual({
      freeFailures: 3,
      maxDelayMinutes: 30,
      passwordChecksAtOnce: 4,
    });
    expect(() => loadConfig({ PASSWORD_CHECKS_AT_ONCE: '0' })).toThrow(/PASSWORD_CHECKS_AT_ONCE/);
  });

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

describe('loadConfig: the hourly cap on mails to visitors', () => {
  it('defaults to 200, reads MAIL_VISITOR_PER_HOUR and names a bad value', () => {
    expect(loadConfig({}).mail.visitorPerHour).toBe(200);
    expect(loadConfig({ MAIL_VISITOR_PER_HOUR: '25' }).mail.visitorPerHour).toBe(25);
    for (const bad of ['0', '-5', '1.5', 'lots']) {
      expect(() => loadConfig({ MAIL_VISITOR_PER_HOUR: bad })).toThrow(/MAIL_VISITOR_PER_HOUR/);
    }
  });
});
describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no proxy when unset or false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it("reads a comma-separated list of the proxies' addresses and CIDRs", () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.7' }).trustProxy).toEqual(['10.0.0.7']);
    expect(
      loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8,fd00::/8 ,loopback' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'loopback']);
  });

  it('refuses true, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: TRUST_PROXY=true would let any client choose its own address[\s\S]*TRUST_PROXY=127\.0\.0\.1/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/any client/);
  });

  it('refuses ranges that cover public addresses unless TRUST_PROXY_PUBLIC_RANGES=true', () => {
    for (const value of [
      '0.0.0.0/1,128.0.0.0/1',
      '10.0.0.1,8.0.0.0/8',
      '2000::/3',
      '172.0.0.0/8',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: .+ would trust public addresses[\s\S]*TRUST_PROXY_PUBLIC_RANGES=true/,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' })).toThrow(
      'TRUST_PROXY: 0.0.0.0/1, 128.0.0.0/1 would trust public addresses',
    );
    // A CDN's published ranges, when the operator says so.
    expect(
      loadConfig({ TRUST_PROXY: '173.245.48.0/20', TRUST_PROXY_PUBLIC_RANGES: 'true' }).trustProxy,
    ).toEqual(['173.245.48.0/20']);
    expect(() => loadConfig({ TRUST_PROXY_PUBLIC_RANGES: 'yes' })).toThrow(
      /TRUST_PROXY_PUBLIC_RANGES must be true or false/,
    );
    // /0 stays refused either way.
    expect(() =>
      loadConfig({ TRUST_PROXY: '0.0.0.0/0', TRUST_PROXY_PUBLIC_RANGES: 'true' }),
    ).toThrow(/any client/);
  });

  it('allows private and loopback ranges, and single addresses anywhere', () => {
    const allowed =
      '127.0.0.0/8,10.0.0.0/8,172.16.0.0/12,172.20.1.0/24,192.168.0.0/16,169.254.0.0/16,100.64.0.0/10,::1/128,fc00::/7,fd12::/64,fe80::/10,203.0.113.7,203.0.113.7/32,2001:db8::1/128,loopback,uniquelocal';
    expect(loadConfig({ TRUST_PROXY: allowed }).trustProxy).toHaveLength(16);
  });

  it('refuses a hop count, which cannot tell a proxy from a client', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY: a hop count cannot tell your proxy from a client[\s\S]*addresses/,
    );
  });

  it('refuses anything that is not an address or a CIDR', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.300', 'proxy.example.com', '10.0.0.1,,']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: TRUST_PROXY must be false or the reverse proxy's addresses/,
      );
    }
  });
});

describe('loadConfig: timeouts', () => {
  it('gives a request 60 s to arrive and a shutdown 10 s, or what REQUEST_ and SHUTDOWN_TIMEOUT_SECONDS say', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestSeconds: 60,
      keepAliveSeconds: 5,
      shutdownSeconds: 10,
    });
    expect(
      loadConfig({
        REQUEST_TIMEOUT_SECONDS: '5',
        KEEP_ALIVE_TIMEOUT_SECONDS: '2',
        SHUTDOWN_TIMEOUT_SECONDS: '2',
      }).timeouts,
    ).toEqual({ requestSeconds: 5, keepAliveSeconds: 2, shutdownSeconds: 2 });
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: '0' })).toThrow(
      /KEEP_ALIVE_TIMEOUT_SECONDS/,
    );
  });

  it('caps open connections at 1000, or what MAX_CONNECTIONS says', () => {
    expect(loadConfig({}).maxConnections).toBe(1000);
    expect(loadConfig({ MAX_CONNECTIONS: '50' }).maxConnections).toBe(50);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
  });

  it('caps connections per address at 50 and wants bodies at 8 KB/s, or what the settings say', () => {
    expect(loadConfig({}).maxConnectionsPerAddress).toBe(50);
    expect(loadConfig({}).requestBody.minBytesPerSecond).toBe(8 * 1024);
    const set = loadConfig({
      MAX_CONNECTIONS_PER_ADDRESS: '10',
      REQUEST_BODY_MIN_KB_PER_SECOND: '2',
    });
    expect(set.maxConnectionsPerAddress).toBe(10);
    expect(set.requestBody.minBytesPerSecond).toBe(2048);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS/,
    );
    expect(() => loadConfig({ REQUEST_BODY_MIN_KB_PER_SECOND: 'fast' })).toThrow(
      /REQUEST_BODY_MIN_KB_PER_SECOND/,
    );
  });
});

describe('loadConfig: backups and the disk', () => {
  it('takes no backups by itself until BACKUP_DIR is set, and watches the database file’s disk', () => {
    const config = loadConfig({ DATABASE_URL: 'sqlite:/srv/kumul/data/site.db' });
    expect(config.backup).toEqual({
      dir: undefined,
      intervalHours: 24,
      copyCommand: undefined,
      copyTarget: undefined,
      keepDaily: 7,
      keepWeekly: 4,
    });
    expect(config.ops).toEqual({ diskLowMb: 500, dataDir: '/srv/kumul/data' });
  });

  it('reads the backup folder as an absolute path, and on PostgreSQL watches the outbox’s disk', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@h/db',
      BACKUP_DIR: 'backups',
      BACKUP_INTERVAL_HOURS: '6',
      BACKUP_COPY_COMMAND: 'rclone copy "$BACKUP_FILE" remote:kumul',
      DISK_LOW_MB: '2048',
    });
    expect(config.backup).toMatchObject({
      dir: resolve('backups'),
      intervalHours: 6,
      copyCommand: 'rclone copy "$BACKUP_FILE" remote:kumul',
    });
    expect(config.ops).toEqual({ diskLowMb: 2048, dataDir: resolve('data') });
    expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: '0' })).toThrow(/BACKUP_INTERVAL_HOURS/);
  });

  it('takes a name for where the copies go, never a secret, and only beside a copy command', () => {
    const copy = 'rclone copy "$BACKUP_FILE" offsite:kumul';
    const config = loadConfig({ BACKUP_COPY_COMMAND: copy, BACKUP_COPY_TARGET: 'offsite bucket' });
    expect(config.backup.copyTarget).toBe('offsite bucket');
    expect(() => loadConfig({ BACKUP_COPY_TARGET: 'offsite bucket' })).toThrow(
      /BACKUP_COPY_TARGET names where BACKUP_COPY_COMMAND copies/,
    );
    expect(() =>
      loadConfig({ BACKUP_COPY_COMMAND: copy, BACKUP_COPY_TARGET: 'https://u:pw@store.example' }),
    ).toThrow(/BACKUP_COPY_TARGET is shown on the System page.*without a password/);
    expect(() =>
      loadConfig({ BACKUP_COPY_COMMAND: copy, BACKUP_COPY_TARGET: 'x'.repeat(61) }),
    ).toThrow(/BACKUP_COPY_TARGET: a short name/);
  });
});
