import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import csrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { csrfOptions } from '../admin/auth';
import { KnownBrowsers } from '../admin/known-browsers';
import { PasswordChecks } from '../admin/password';
import type { Config } from '../config';
import { PublishedContent } from '../content/published';
import { generatedAppSecret } from '../db/repositories/settings';
import type { Database } from '../db/schema';
import { Mailer } from '../mail/mailer';
import { MailSender } from '../mail/sender';
import type { BackupScheduler } from '../ops/backup-scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    /** Queues the mails a stored request causes (in its transaction). */
    mailer: Mailer;
    /** Delivers the outbox; started with the app unless buildApp is told not to. */
    mailSender: MailSender;
    /** Bounds the sign-ins checking a password at once in this process (decision 037). */
    passwordChecks: PasswordChecks;
    knownBrowsers: KnownBrowsers;
    /** Takes a backup every BACKUP_INTERVAL_HOURS when BACKUP_DIR is set (decision 066). */
    backups: BackupScheduler | undefined;
    /** The shared rate limits' store when REDIS_URL is set; the System page pings it. */
    redis: Redis | undefined;
    /** The published content over the code's, refreshed from the database (decision 121). */
    content: PublishedContent;
  }
}

/**
 * What the routes share, attached once: the configuration, the database, the mailer and the
 * outbox's sender, the sign-in guards, and the cookies and CSRF check the staff inbox relies on,
 * all signed with APP_SECRET or the secret kept in the database.
 */
export async function attachServices(
  app: FastifyInstance,
  { config, db, redis }: { config: Config; db: Kysely<Database>; redis: Redis | undefined },
): Promise<void> {
  if (!config.appSecret) {
    app.log.info(
      'APP_SECRET is not set: unsubscribe links and CSRF tokens are signed with a secret kept in the database',
    );
  }
  const secret = config.appSecret ?? (await generatedAppSecret(db));
  // The admin's session and CSRF secret cookies (decision 044); the CSRF key is derived, not shared.
  await app.register(cookie);
  await app.register(
    csrfProtection,
    csrfOptions(createHash('sha256').update(`csrf:${secret}`).digest('base64url')),
  );

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('redis', redis);
  const content = new PublishedContent(db, config.content.refreshMs);
  app.decorate('content', content);
  app.decorate('passwordChecks', new PasswordChecks(config.signIn.passwordChecksAtOnce));
  app.decorate(
    'knownBrowsers',
    new KnownBrowsers(createHash('sha256').update(`browser:${secret}`).digest('base64url')),
  );
  app.decorate(
    'mailer',
    new Mailer(
      {
        from: config.mail.from,
        agencyTo: config.mail.agencyTo,
        publicUrl: config.publicUrl,
        secret,
        visitorLimits: {
          perRecipientPerDay: config.mail.visitorPerRecipientPerDay,
          perAddressPerDay: config.mail.visitorPerAddressPerDay,
        },
      },
      app.log.child({ module: 'mail' }),
      content,
    ),
  );
  app.decorate('mailSender', new MailSender(db, config.mail, app.log.child({ module: 'mail' })));
}
