import type { FastifyInstance, FastifyReply } from 'fastify';
import { brand } from '../../shared/brand';
import { unsubscribe } from '../db/repositories/admin-subscribers';
import { confirmSubscription } from '../db/repositories/newsletter';
import { type SafeHtml, html } from '../html';

const PAGE_CSS_PATH = '/newsletter/style.css';
const PAGE_CSS = `
body { margin: 0; background: #f5f5f4; color: #1c1917;
  font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }
main { max-width: 32rem; margin: 3rem auto; padding: 0 1rem; }
.panel { background: #fff; border: 1px solid #e7e5e4; border-radius: .75rem; padding: 1.5rem; }
h1 { font-size: 1.4rem; line-height: 1.3; margin: 0 0 .75rem; }
p, form { margin: 0 0 1rem; }
a { color: #195a3f; }
button { background: #195a3f; color: #fff; border: 0; border-radius: .5rem; padding: .6rem 1.2rem;
  font: inherit; font-weight: 600; min-height: 2.75rem; cursor: pointer; }
button:hover { background: #12442f; }
:focus-visible { outline: 3px solid #2f8a61; outline-offset: 2px; }
`;
const PAGE_CSP =
  "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title} · ${brand.name}</title>
        <link rel="stylesheet" href="${PAGE_CSS_PATH}" />
      </head>
      <body>
        <main>
          <div class="panel">
            <h1>${title}</h1>
            ${body}
            <p><a href="/">${brand.name} home page</a></p>
          </div>
        </main>
      </body>
    </html> `.value;
}

const send = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(body);

const home = html`<a href="/#newsletter">our home page</a>`;

const invalidConfirmation = () =>
  page(
    'This confirmation link does not work',
    html`<p>
      The link may have been cut short when it was copied. Please open it again from the mail, or
      subscribe again on ${home} and we will send you a new one.
    </p>`,
  );

const expiredConfirmation = () =>
  page(
    'This confirmation link has expired',
    html`<p>
      A confirmation link works for 7 days, and only until the address unsubscribes. To receive our
      news, subscribe again on ${home} and we will send you a fresh link.
    </p>`,
  );

const invalid = () =>
  page(
    'This unsubscribe link does not work',
    html`<p>
      The link may have been cut short when it was copied. Please open it again from the mail, or
      write to <a href="mailto:${brand.mailboxes.support}">${brand.mailboxes.support}</a> and we
      will unsubscribe you.
    </p>`,
  );

/** A link's form carries one token; set on each route too, so a 413 names this limit. */
const LINK_FORM_BODY_LIMIT = 16 * 1024;

/**
 * The newsletter's signed links. Each GET only shows a page with a button, so a mail scanner
 * following links changes nothing; the button's POST acts. /newsletter/confirm confirms a
 * subscription (decision 040); /unsubscribe also takes RFC 8058 one-click POSTs from mail programs.
 */
export async function newsletterLinkRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: LINK_FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onRequest', async (_request, reply) => {
    reply
      .header('content-security-policy', PAGE_CSP)
      .header('x-robots-tag', 'noindex, nofollow')
      .header('cache-control', 'no-store');
  });

  app.get(PAGE_CSS_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(PAGE_CSS),
  );

  app.get('/newsletter/confirm', async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const link = app.mailer.confirmationFromToken(token);
    if (!link) return send(reply, 400, invalidConfirmation());
    if (link.expired) return send(reply, 400, expiredConfirmation());
    return send(
      reply,
      200,
      page(
        'Confirm your subscription?',
        html`<p>
            ${link.emailKey} will receive ${brand.name} news: our latest updates and insights.
          </p>
          <form method="post" action="/newsletter/confirm">
            <input type="hidden" name="token" value="${token as string}" /><button type="submit">
              Confirm my subscription
            </button>
          </form>`,
      ),
    );
  });

  app.post('/newsletter/confirm', { bodyLimit: LINK_FORM_BODY_LIMIT }, async (request, reply) => {
    const { token } = (request.body ?? {}) as Record<string, unknown>;
    const link = app.mailer.confirmationFromToken(token);
    if (!link) return send(reply, 400, invalidConfirmation());
    if (link.expired) return send(reply, 400, expiredConfirmation());
    const outcome = await confirmSubscription(app.db, link.emailKey, new Date());
    if (outcome === 'gone') return send(reply, 400, expiredConfirmation());
    return send(
      reply,
      200,
      outcome === 'confirmed'
        ? page(
            'Your subscription is confirmed',
            html`<p>
              Thank you. ${link.emailKey} will receive our latest updates and insights. Every
              newsletter carries a link to unsubscribe.
            </p>`,
          )
        : page(
            'You are already subscribed',
            html`<p>${link.emailKey} had already confirmed: there is nothing more to do.</p>`,
          ),
    );
  });

  app.get('/unsubscribe', async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const emailKey = app.mailer.subscriberFromToken(token);
    if (!emailKey) return send(reply, 400, invalid());
    return send(
      reply,
      200,
      page(
        'Unsubscribe from our newsletter?',
        html`<p>${emailKey} will no longer receive ${brand.name} news.</p>
          <form method="post" action="/unsubscribe">
            <input type="hidden" name="token" value="${token as string}" /><button type="submit">
              Unsubscribe
            </button>
          </form>`,
      ),
    );
  });

  app.post('/unsubscribe', { bodyLimit: LINK_FORM_BODY_LIMIT }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const query = request.query as { token?: unknown };
    // One-click unsubscribe (RFC 8058) keeps the token in the link's query string.
    const emailKey = app.mailer.subscriberFromToken(body.token ?? query.token);
    if (!emailKey) return send(reply, 400, invalid());
    await unsubscribe(app.db, emailKey);
    return send(
      reply,
      200,
      page(
        'You are unsubscribed',
        html`<p>
          ${emailKey} will receive no more ${brand.name} news. Changed your mind? You can subscribe
          again on our home page at any time.
        </p>`,
      ),
    );
  });
}
