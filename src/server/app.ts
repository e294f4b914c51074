import { createHash } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import csrfProtection from '@fastify/csrf-protection';
import helmet from '@fastify/helmet';
import proxyAddr from '@fastify/proxy-addr';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { errorIn } from '../shared/i18n/api-errors';
import { csrfOptions } from './admin/auth';
import { KnownBrowsers } from './admin/known-browsers';
import { PasswordChecks } from './admin/password';
import { BODY_LIMIT, bodyTooLarge } from './body-limits';
import { refuseHiddenCharacters } from './address-characters';
import { answerClientError, answerExpectation, answerFrameworkError } from './client-errors';
import { capConnections } from './connections';
import type { Config } from './config';
import { contentSecurityPolicy } from './content-security-policy';
import { databaseBusy, databaseUnavailable } from './db/dialect';
import { InvoiceReminders } from './invoices/reminders';
import { Housekeeping } from './db/housekeeping';
import { generatedAppSecret } from './db/repositories/settings';
import type { Database } from './db/schema';
import {
  HttpError,
  databaseBusyError,
  databaseFullError,
  databaseUnavailableError,
} from './http-error';
import { Mailer } from './mail/mailer';
import { MailSender } from './mail/sender';
import { BackupScheduler } from './ops/backup-scheduler';
import { databaseFull } from './ops/checks';
import { AlertMonitor } from './ops/alerts';
import { permissionsPolicy } from './permissions-policy';
import { adminAccountRoutes } from './routes/admin-accounts';
import { adminSignInLinkRoutes } from './routes/admin-sign-in-links';
import { adminApiRoutes } from './routes/admin-api';
import { adminSystemRoutes } from './routes/admin-system';
import { formRoutes } from './routes/forms';
import { healthRoutes } from './routes/health';
import { loyaltyRoutes } from './routes/loyalty';
import { newsletterLinkRoutes } from './routes/newsletter-links';
import { invoiceLinkRoutes } from './routes/invoice-links';
import { orderLinkRoutes } from './routes/order-links';
import { quoteLinkRoutes } from './routes/quote-links';
import { sitePlugin } from './site';
import { isPublicApi, keepSentBody, visitorLang } from './visitor-lang';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { redactingStream } from './log-redaction';

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
  }
}

// Fastify's own client errors, said as sentences a person understands.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Please send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length header.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; please send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

function clientMessage(error: FastifyError | HttpError, request: FastifyRequest): string {
  if (error instanceof HttpError) return error.message;
  // Each route's own limit: the quote request takes more than the others (decision 050).
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return bodyTooLarge(request.routeOptions.bodyLimit ?? BODY_LIMIT);
  }
  // A route's zod schema refused the request: its first problem, in our schemas' own words.
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    // A body that is JSON but no object (an array, a string, null) is refused as a whole.
    if (
      error.validationContext === 'body' &&
      first?.instancePath === '/' &&
      first.keyword === 'invalid_type'
    ) {
      return 'The request body must be a JSON object.';
    }
    const message = first?.message ?? '';
    // zod's own defaults ("Invalid input: expected object…") are not sentences for people.
    return message && !message.startsWith('Invalid input')
      ? message
      : 'The request is not in the form this address expects. Please check it and try again.';
  }
  if (error.code && FRAMEWORK_MESSAGES[error.code]) return FRAMEWORK_MESSAGES[error.code] as string;
  if (error instanceof SyntaxError) return 'The request body is not valid JSON.';
  if (error.statusCode === 429) return 'Too many requests. Please wait a minute and try again.';
  return 'The request could not be understood. Please check it and try again.';
}

/**
 * Builds the whole app in a fixed order: external plugins, app services, API routes, then the site.
 * The app owns the database from here on and closes it when it closes. With `sendMail: false` the
 * outbox is filled but not delivered (tests that drive their own senders).
 */
export async function buildApp({
  config,
  db,
  sendMail = true,
  logStream,
}: {
  config: Config;
  db: Kysely<Database>;
  sendMail?: boolean;
  /** Where the log's JSON lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, stream: redactingStream(logStream ?? process.stdout) },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    // A request must arrive whole in time (a trickling body is cut off with a 408), a silent
    // connection is closed, and so is one idle between requests, sooner (decisions 038 and 072).
    requestTimeout: config.timeouts.requestSeconds * 1000,
    connectionTimeout: config.timeouts.requestSeconds * 1000,
    keepAliveTimeout: config.timeouts.keepAliveSeconds * 1000,
    // Node 20 arms the request timeout only when given to the server's constructor, and checks it
    // every connectionsCheckingInterval (30 s by default); the headers' timeout is the lesser of
    // 60 s and this. A missing Host is answered by the hook below, with a sentence.
    http: {
      requestTimeout: config.timeouts.requestSeconds * 1000,
      connectionsCheckingInterval: 1000,
      requireHostHeader: false,
    },
    // During a shutdown, requests on open connections are still served (and their connections closed).
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });

  const isProxy = config.trustProxy ? proxyAddr.compile(config.trustProxy) : () => false;
  capConnections(app.server, {
    max: config.maxConnections,
    perAddress: config.maxConnectionsPerAddress,
    isProxy: (address) => isProxy(address, 0),
    bodyBytesPerSecond: config.requestBody.minBytesPerSecond,
    bodyGraceMs: config.requestBody.graceMs,
    onSlowBody: (request) =>
      app.log.info(
        { method: request.method, url: request.url, address: request.socket.remoteAddress },
        'request body arrived too slowly: answered 408 and closed the connection',
      ),
  });
  app.server.on('checkExpectation', answerExpectation);
  // HTTP/1.1 requires Host (RFC 9112 3.2); Node's own refusal is an empty 400.
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new HttpError(400, 'The request has no Host header, which HTTP/1.1 requires.');
    }
  });

  // A NUL, control or bidi character in a path parameter or the query is a 400 (issue 42).
  app.addHook('onRequest', refuseHiddenCharacters);

  // Only JSON bodies are accepted; anything else is a 415 with a sentence.
  app.removeContentTypeParser('text/plain');
  // Fastify's own JSON parser, after a quick refusal of bodies nested too deeply (decision 070).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(new HttpError(400, JSON_TOO_DEEP), undefined);
    }
    return parseJson(request, text, done);
  });
  // Routes that declare zod schemas (src/shared/schemas) are validated and serialised with them.
  // An answer after validation still follows the language the visitor sent, or their browser.
  app.addHook('preValidation', async (request) => keepSentBody(request));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    // Set below: prerendered pages each need their own script hashes.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  const defaultPolicy = contentSecurityPolicy();
  const defaultPermissions = permissionsPolicy();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', defaultPolicy);
    reply.header('permissions-policy', defaultPermissions);
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  // With REDIS_URL, every process behind a load balancer counts against the same limits.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => void (await redis.quit()));
    // ioredis reconnects by itself; unheard, each failed attempt is printed: say it once, and when it is back.
    let redisDown = false;
    redis.on('error', (error) => {
      if (!redisDown) app.log.warn({ err: error }, 'Redis cannot be reached: limits go uncounted');
      redisDown = true;
    });
    redis.on('ready', () => {
      if (redisDown) app.log.info('Redis answers again');
      redisDown = false;
    });
  }
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not stop visitors' enquiries: without the store, requests go unlimited.
    skipOnError: true,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: () =>
      new HttpError(429, 'Too many requests. Please wait a minute and try again.'),
  });

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
    ),
  );
  const mailSender = new MailSender(db, config.mail, app.log.child({ module: 'mail' }));
  app.decorate('mailSender', mailSender);
  if (sendMail) {
    app.addHook('onReady', async () => mailSender.start());
    // A stored request has just queued its mails: send them now, not at the next poll.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'POST' && reply.statusCode === 201) mailSender.wake();
    });
  }
  // An answer finished during a shutdown ends its connection, so the drain never waits on keep-alive.
  let draining = false;
  app.addHook('preClose', async () => void (draining = true));
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  const housekeeping = new Housekeeping(db, config, app.log.child({ module: 'housekeeping' }));
  app.addHook('onReady', async () => housekeeping.start());
  // Reminders of unpaid invoices, with the mail sender (off in tests that drive it themselves).
  const reminders = new InvoiceReminders(
    db,
    app.mailer,
    app.log.child({ module: 'reminders' }),
    () => mailSender.wake(),
  );
  if (sendMail) app.addHook('onReady', async () => reminders.start());
  const { dir } = config.backup;
  const backups = dir
    ? new BackupScheduler({
        db,
        location: config.database,
        backup: { ...config.backup, dir },
        log: app.log.child({ module: 'backup' }),
      })
    : undefined;
  app.decorate('backups', backups);
  if (backups) app.addHook('onReady', async () => backups.start());
  const alerts = new AlertMonitor({
    db,
    config,
    mailer: app.mailer,
    log: app.log.child({ module: 'alerts' }),
  });
  app.addHook('onReady', async () => alerts.start());
  // In this order: a send in progress finishes (and is recorded) before the database closes.
  app.addHook('onClose', async () => {
    await housekeeping.stop();
    await reminders.stop();
    await backups?.stop();
    await alerts.stop();
    await mailSender.stop();
    await db.destroy();
  });

  app.setErrorHandler((caught: FastifyError, request, reply) => {
    // The client went away before its body arrived (its socket reset): nobody reads an answer,
    // and the reset is not the database's.
    if (request.raw.readableAborted) {
      request.log.info({ err: caught }, 'request dropped by the client before its body arrived');
      return reply.code(400).send({ error: 'The request body did not arrive whole.' });
    }
    // A database still busy after our wait, full or out of reach, is a 503 the client may retry
    // (decisions 039 and 064).
    const error = databaseFull(caught)
      ? databaseFullError()
      : databaseBusy(caught)
        ? databaseBusyError()
        : databaseUnavailable(caught)
          ? databaseUnavailableError()
          : caught;
    if (error instanceof HttpError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    // Visitors read the sentence in their language; the staff inbox's API stays English.
    const said = (sentence: string) =>
      isPublicApi(request.url) ? errorIn(visitorLang(request), sentence) : sentence;
    // Our own 5xx (a 503 the client may retry) carries its sentence; anything else is a bug.
    if (error instanceof HttpError && error.statusCode >= 500) {
      request.log.warn({ err: error }, 'request refused: server busy');
      return reply.code(error.statusCode).send({ error: said(error.message) });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ error: said('Something went wrong on our side. Please try again in a moment.') });
    }
    return reply.code(statusCode).send({ error: said(clientMessage(error, request)) });
  });

  await app.register(healthRoutes);
  await app.register(formRoutes);
  await app.register(loyaltyRoutes);
  await app.register(quoteLinkRoutes);
  await app.register(invoiceLinkRoutes);
  await app.register(orderLinkRoutes);
  await app.register(adminApiRoutes);
  await app.register(adminAccountRoutes);
  await app.register(adminSignInLinkRoutes);
  await app.register(adminSystemRoutes);
  await app.register(newsletterLinkRoutes);
  await sitePlugin(app, { siteDir: config.siteDir });
  return app;
}
