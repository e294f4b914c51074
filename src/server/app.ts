import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { BODY_LIMIT } from './body-limits';
import { answerClientError, answerFrameworkError } from './client-errors';
import type { Config } from './config';
import type { Database } from './db/schema';
import { redactingStream } from './log-redaction';
import { registerApiRoutes } from './setup/api-routes';
import { runBackgroundJobs } from './setup/background-jobs';
import { answerErrors } from './setup/error-answers';
import { answerHeaders } from './setup/headers';
import { limitRates } from './setup/rate-limits';
import { acceptRequests } from './setup/requests';
import { attachServices } from './setup/services';
import type { SiteRenderer } from './render/publish-render';
import { sitePlugin } from './site';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { renderDirOf } from '../render/protocol';
import { renderDeliveredSite } from './render/render-site';
import type { DeliveredSiteRenderer } from './sites/delivery';
import { serveSites } from './sites/serve-sites';
import { type DomainLookup, dnsLookup } from './sites/site-domains';

/**
 * Builds the whole app in a fixed order: external plugins, app services, API routes, then the site.
 * Each job is a module of src/server/setup. The app owns the database from here on and closes it
 * when it closes. With `sendMail: false` the outbox is filled but not delivered (tests that drive
 * their own senders); with `backgroundJobs: false` nothing runs beside the requests at all.
 */
export async function buildApp({
  config,
  db,
  sendMail = true,
  backgroundJobs = true,
  logStream,
  render,
  renderDelivered,
  dns,
}: {
  config: Config;
  db: Kysely<Database>;
  sendMail?: boolean;
  /** Off: no housekeeping, alerts, backups, reminders or mail sender (see runBackgroundJobs). */
  backgroundJobs?: boolean;
  /** Where the log's JSON lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
  /** Renders a published version; by default the render worker on the kept build (decision 124). */
  render?: SiteRenderer;
  /** Renders a delivered site (issue 46); by default the render worker on the kept build. */
  renderDelivered?: DeliveredSiteRenderer;
  /** Where customers' domains point (decision 138); by default the machine's DNS resolvers. */
  dns?: DomainLookup;
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
    // 60 s and this. A missing Host is answered by a hook (setup/requests.ts), with a sentence.
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

  acceptRequests(app, config);
  await answerHeaders(app);
  const redis = await limitRates(app, config);
  await attachServices(app, { config, db, redis });
  runBackgroundJobs(app, { sendMail, backgroundJobs });
  answerErrors(app);
  const { siteDir } = config;
  serveSites(
    app,
    renderDelivered ??
      (existsSync(join(renderDirOf(siteDir), 'index.js'))
        ? (delivered) => renderDeliveredSite({ siteDir, delivered })
        : undefined),
    dns ?? dnsLookup(),
  );
  await registerApiRoutes(app);
  await sitePlugin(app, { siteDir: config.siteDir, ...(render ? { render } : {}) });
  return app;
}
