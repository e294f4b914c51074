import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from '../content-security-policy';
import { ownerOfSite, siteAtHost } from '../db/repositories/sites';
import { type SafeHtml, html } from '../html';
import { hashStyleAttributes } from '../site';

// A delivered site's forms (issue 46, point 4): a visitor's message is sent to the site's own host,
// as a plain form post (it works before any script), stored, and mailed to the site's owner
// through the outbox with the visitors' caps. Nothing goes to the agency.

/** Messages kept per site: the newest; older ones are in the owner's mailbox already. */
export const MESSAGES_KEPT = 500;
const FIELDS_MAX = 20;
const VALUE_MAX = 2000;
const FORM_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;
const FIELD_NAME = /^[A-Za-z][\w-]{0,59}$/;
// Control characters other than line breaks and tabs show nothing and can break a mail.
const isControl = (text: string) =>
  [...text].some((c) => {
    const code = c.codePointAt(0)!;
    return (code < 32 && c !== '\n' && c !== '\r' && c !== '\t') || code === 127;
  });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A page of its own that answers a form posted to a delivered site: a title, a sentence, and `more`. */
export function answer(
  reply: FastifyReply,
  status: number,
  title: string,
  sentence: string,
  more: SafeHtml = html``,
) {
  const page = html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
      </head>
      <body style="margin:0;font-family:system-ui,sans-serif;color:#292524">
        <main style="max-width:32rem;margin:0 auto;padding:5rem 1.5rem">
          <h1 style="font-size:1.5rem">${title}</h1>
          <p style="font-size:1.125rem;line-height:1.6">${sentence}</p>
          ${more}
          <p style="margin-top:2rem">
            <a href="/" style="color:inherit;font-weight:600">Back to the website</a>
          </p>
        </main>
      </body>
    </html>`.value;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy([], hashStyleAttributes(page)))
    .send(page);
}

type PostedSite = NonNullable<Awaited<ReturnType<typeof siteAtHost>>>;

/**
 * The live site whose host a form was posted to (its label or checked domain); or, having
 * answered, undefined: a 404 for any other host or a site `takes` refuses, the neutral page (503)
 * while it is suspended.
 */
export async function postedSite(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  takes: (site: PostedSite) => boolean = () => true,
): Promise<PostedSite | undefined> {
  const label = await app.sites.labelOfHost(request.hostname);
  const site = label === undefined ? undefined : await siteAtHost(app.db, { label });
  if (!site || !takes(site)) {
    await reply.code(404).send({ error: `There is no API endpoint at POST ${request.url}.` });
    return undefined;
  }
  if (site.status !== 'live') {
    await answer(reply, 503, 'Not sent', 'This website is not available at the moment.');
    return undefined;
  }
  return site;
}

export const NOT_A_FORM = 'The form was not sent as a form: please send it again from the page.';

/** A form's fields as the parser below reads them; undefined when the body was not a form. */
export const formFields = (body: unknown): [string, string][] | undefined =>
  Array.isArray(body) ? (body as [string, string][]) : undefined;

/**
 * Reads a plain HTML form's body, without a library: ordered pairs of name and value. Registered
 * once around the site's form routes and its loyalty routes (src/server/setup/api-routes.ts).
 */
export function readFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64_000 },
    (_request, body, done) => done(null, [...new URLSearchParams(body as string)]),
  );
}

/** Why a form's fields are refused, in a sentence; undefined when they may be sent. */
function refusal(fields: readonly (readonly [string, string])[]): string | undefined {
  if (fields.length > FIELDS_MAX) return 'This form sent too many fields.';
  if (fields.some(([name]) => !FIELD_NAME.test(name)))
    return 'This form sent a field it does not have.';
  if (fields.some(([, value]) => value.length > VALUE_MAX)) {
    return `Please keep each answer to ${VALUE_MAX} characters or fewer, then send it again.`;
  }
  if (fields.some(([, value]) => isControl(value))) {
    return 'Please remove the invisible control characters from your message, then send it again.';
  }
  if (fields.every(([, value]) => value.trim() === '')) {
    return 'The form was empty: please fill it in, then send it again.';
  }
  const email = fields.find(([name]) => /e-?mail/i.test(name))?.[1]?.trim();
  if (email && !EMAIL.test(email)) {
    return 'Please enter a valid email address, like name@example.com, then send it again.';
  }
  return undefined;
}

export async function siteFormRoutes(app: FastifyInstance): Promise<void> {
  const rateLimit = { max: app.config.rateLimits.formsPerMinute, timeWindow: 60_000 };

  app.post<{ Params: { form: string }; Body: unknown }>(
    '/forms/:form',
    { config: { rateLimit } },
    async (request, reply) => {
      const site = await postedSite(app, request, reply);
      if (!site) return reply;
      const { form } = request.params;
      const fields = formFields(request.body)?.filter(([name]) => !name.startsWith('_'));
      const refused = !FORM_ID.test(form)
        ? 'This form is not one of this website’s.'
        : !fields
          ? NOT_A_FORM
          : refusal(fields);
      if (refused || !fields) return answer(reply, 400, 'Not sent', refused ?? '');
      const formName = form.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
      await app.db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        await trx
          .insertInto('site_messages')
          .values({
            site_id: site.id,
            form: formName,
            fields: JSON.stringify(fields),
            client_address: request.ip,
            created_at: now,
          })
          .execute();
        const newest = await trx
          .selectFrom('site_messages')
          .select('id')
          .where('site_id', '=', site.id)
          .orderBy('id', 'desc')
          .offset(MESSAGES_KEPT)
          .limit(1)
          .executeTakeFirst();
        if (newest) {
          await trx
            .deleteFrom('site_messages')
            .where('site_id', '=', site.id)
            .where('id', '<=', newest.id)
            .execute();
        }
        const owner = await ownerOfSite(trx, site.id);
        await app.mailer.siteMessage(
          trx,
          {
            lang: owner.lang,
            customerEmail: owner.customer_email,
            address: owner.address,
            form: formName,
            fields,
          },
          request.ip,
        );
      });
      const name = (JSON.parse(site.personalisation) as { name?: string }).name || 'the business';
      return answer(
        reply,
        200,
        'Thank you',
        `Your message was sent to ${name}. They will answer you soon.`,
      );
    },
  );
}
