import type { FastifyInstance } from 'fastify';
import { formatMoney, groupDigits, kina } from '../../shared/money';
import {
  type LoyaltyMember,
  LoyaltyLoginSchema,
  LoyaltySignupSchema,
} from '../../shared/schemas/loyalty';
import {
  SITE_MEMBERS_MAX,
  findSiteMember,
  insertSiteMember,
} from '../db/repositories/site-loyalty-members';
import { offersLoyalty, ownerOfSite, publicAddressOf } from '../db/repositories/sites';
import { html } from '../html';
import { HttpError } from '../http-error';
import { attemptSucceeded, countAttempt, throttleAddress } from '../sign-in-throttle';
import { NOT_A_FORM, answer, formFields, postedSite } from './site-forms';

// A delivered resort's own Paradise Rewards (decision 138), when staff turned it on: guests join
// and sign in on its /rewards page with plain form posts to the site's own host (no script runs
// there), and each answer is a page of its own. Members are the site's only; nothing reaches the
// agency's host.

const ROW = 'display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;margin:0';

/** What the sample's dashboard shows of a member: number, tier, points, nights and spend. */
const dashboard = (member: LoyaltyMember) => {
  const rows: [string, string][] = [
    ['Member number', member.memberNumber],
    ['Tier', member.tier],
    ['Points', groupDigits(member.points)],
    ['Total nights', String(member.totalNights)],
    ['Total spent', formatMoney(kina(member.totalSpent))],
  ];
  return html`<dl style="margin:1.5rem 0 0;border-top:1px solid #e7e5e4">
    ${rows.map(
      ([term, value]) =>
        html`<div style="${ROW};border-bottom:1px solid #e7e5e4">
          <dt>${term}</dt>
          <dd style="margin:0;font-weight:600">${value}</dd>
        </div>`,
    )}
  </dl>`;
};

const link = (href: string, text: string) =>
  html`<p style="margin-top:1.5rem">
    <a href="${href}" style="color:inherit;font-weight:600">${text}</a>
  </p>`;

/** A form's named fields, as the schemas take them: absent ones stay absent. */
const picked = (fields: [string, string][], names: readonly string[]) => {
  const form = new Map(fields);
  return Object.fromEntries(
    names.flatMap((name) => (form.has(name) ? [[name, form.get(name)]] : [])),
  );
};

/** The first problem zod found, as its sentence. */
const problemOf = (error: { issues: readonly { message: string }[] }) =>
  error.issues[0]?.message ?? 'Please check the form and send it again.';

export async function siteLoyaltyRoutes(app: FastifyInstance): Promise<void> {
  const rateLimit = { max: app.config.rateLimits.formsPerMinute, timeWindow: 60_000 };

  app.post('/rewards/join', { config: { rateLimit } }, async (request, reply) => {
    const site = await postedSite(app, request, reply, offersLoyalty);
    if (!site) return reply;
    const fields = formFields(request.body);
    if (!fields) return answer(reply, 400, 'Not joined', NOT_A_FORM);
    const parsed = LoyaltySignupSchema.safeParse(
      picked(fields, ['fullName', 'email', 'phone', 'dateOfBirth']),
    );
    if (!parsed.success) return answer(reply, 400, 'Not joined', problemOf(parsed.error));
    const business = JSON.parse(site.personalisation) as { name?: string; email?: string };
    const owner = await ownerOfSite(app.db, site.id);
    const address = publicAddressOf(owner);
    const name = business.name || new URL(address).host;
    const joined = await app.db.transaction().execute(async (trx) => {
      const member = await insertSiteMember(trx, site.id, parsed.data, new Date());
      if (typeof member === 'string') return member;
      // From the business, to be answered by it: the member's mail names nothing of the agency's.
      await app.mailer.siteLoyaltyJoined(
        trx,
        {
          lang: parsed.data.lang,
          member,
          business: name,
          address,
          replyTo: business.email || owner.customer_email,
        },
        throttleAddress(request.ip),
      );
      return member;
    });
    if (joined === 'taken') {
      return answer(
        reply,
        409,
        'Already a member',
        'A Paradise Rewards member with this email already exists. Please sign in instead.',
        link('/rewards#sign-in', 'Sign in'),
      );
    }
    if (joined === 'full') {
      return answer(
        reply,
        409,
        'Not joined',
        `Paradise Rewards at ${name} has as many members as it can take just now (${SITE_MEMBERS_MAX}). Please contact ${name} directly.`,
      );
    }
    return answer(
      reply,
      200,
      'Welcome to Paradise Rewards!',
      `Your member number is ${joined.memberNumber}. Keep it to sign in: we mailed it to you too.`,
      dashboard(joined),
    );
  });

  app.post('/rewards/sign-in', { config: { rateLimit } }, async (request, reply) => {
    const site = await postedSite(app, request, reply, offersLoyalty);
    if (!site) return reply;
    const fields = formFields(request.body);
    if (!fields) return answer(reply, 400, 'Not signed in', NOT_A_FORM);
    const parsed = LoyaltyLoginSchema.safeParse(picked(fields, ['email', 'memberNumber']));
    if (!parsed.success) return answer(reply, 400, 'Not signed in', problemOf(parsed.error));
    const { email, memberNumber } = parsed.data;
    // Counted before the check, per site, email and address (decision 036), so guesses are slowed.
    const kind = `site-loyalty-${site.id}` as const;
    try {
      await countAttempt(request, kind, email);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return answer(reply, error.statusCode, 'Not signed in', error.message);
    }
    const member = await findSiteMember(app.db, site.id, email, memberNumber);
    if (!member) {
      // One sentence whether the email or the number is wrong (the spec's), so neither is probed.
      return answer(
        reply,
        401,
        'Not signed in',
        'Failed to login. Please check your details and try again.',
        link('/rewards#sign-in', 'Try again'),
      );
    }
    await attemptSucceeded(request, kind, email);
    return answer(
      reply,
      200,
      'Your Paradise Rewards',
      `Welcome, ${member.fullName}.`,
      dashboard(member),
    );
  });
}
