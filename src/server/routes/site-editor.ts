import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Sharp } from 'sharp';
import { type DeliveredFile, FIELDS_FILE } from '../../render/protocol';
import { PICTURE_MAX_BYTES } from '../../shared/schemas/content';
import { dataUrlMax } from '../../shared/personalisation';
import type { SiteContent, SiteField } from '../../shared/site-content';
import {
  type SiteEditor,
  type SitePublish,
  SiteDomainSchema,
  SiteMemberParamsSchema,
  SiteMemberPointsSchema,
  SitePreviewSchema,
  SiteEditorSchema,
  SitePictureInputSchema,
  SitePictureSchema,
  SitePublishSchema,
  SiteSignInSchema,
  SiteTokenParamsSchema,
  SitePictureParamsSchema,
  SiteVersionParamsSchema,
} from '../../shared/schemas/site-editor';
import { sitePictureUrl } from '../../shared/site-content';
import { PICTURE_BOUNDS } from '../content/pictures';
import {
  SIGN_IN_LINK_MS,
  newSiteLink,
  publishSiteVersion,
  readSitePicture,
  saveSitePicture,
  sitePictureBytes,
  sitePictureHashes,
  siteOfToken,
  siteVersion,
  siteVersions,
  sitesOfCustomer,
} from '../db/repositories/site-editor';
import { dnsTargetOf, domainStateOf, setSiteDomain } from '../db/repositories/site-domains';
import {
  MEMBER_POINTS_MAX,
  addSiteMemberPoints,
  newestSiteMembers,
} from '../db/repositories/site-loyalty-members';
import { type SiteRow, offersLoyalty, readSiteRender, siteById } from '../db/repositories/sites';
import { HttpError } from '../http-error';
import { reencodeImage } from '../quotes/logos';
import { errorSentenceFor } from '../visitor-lang';
import { PREVIEW_PATH, storeSitePreview } from '../sites/site-previews';
import { checkSiteDomain, domainRefusal } from '../sites/site-domains';

// A delivered site's editor (issue 46, decision 137): its owner opens it with a link (mailed with
// the delivery, or asked for here with their order's email address), changes the business's
// details and any text or picture the template defines, and publishes a new version, which the
// site serves seconds later. A link opens one site: another's token opens nothing of it.

const GONE = 'This link has expired or is not valid. Ask for a new one with your email address.';
const SIGN_IN_SENT =
  'If that address ordered a website from us, a link to edit it is on its way. It works for one hour.';
const PICTURE_BODY_LIMIT = dataUrlMax(PICTURE_MAX_BYTES) + 2048;
// Photos, not logos: bytes matter more than fine detail on a 2G phone.
const PHOTO_QUALITY = 75;
const PICTURE_MAX_WIDTH = 1600;
/** The newest messages the editor lists; every one was mailed to the owner too. */
const MESSAGES_SHOWN = 20;
const megabytesOf = (bytes: number) => `${Number((bytes / 1_000_000).toPrecision(3))} MB`;

/** The editable fields the site's newest render found in its template, with their values. */
async function fieldsOf(app: FastifyInstance, site: SiteRow): Promise<SiteField[]> {
  const render = await readSiteRender(app.db, site.id);
  const files = render ? (JSON.parse(render.files) as DeliveredFile[]) : [];
  const stored = files.find((file) => file.path === FIELDS_FILE);
  return stored ? (JSON.parse(stored.body) as SiteField[]) : [];
}

async function editorOf(
  app: FastifyInstance,
  site: SiteRow,
  request: FastifyRequest,
): Promise<SiteEditor> {
  const business = JSON.parse(site.personalisation) as Partial<SiteEditor['business']>;
  const fields = await fieldsOf(app, site);
  return {
    address: site.address,
    template: site.template_slug,
    status: site.status,
    published: Number(site.rendered_version) >= Number(site.version),
    version: Number(site.version),
    business: {
      name: business.name ?? '',
      tagline: business.tagline ?? '',
      phone: business.phone ?? '',
      email: business.email ?? '',
      town: business.town ?? '',
      accent: business.accent ?? '#1d4ed8',
    },
    fields,
    versions: (await siteVersions(app.db, site.id)).map((row) => ({
      version: Number(row.version),
      at: row.created_at,
      by: row.created_by,
    })),
    dnsTarget: dnsTargetOf(site),
    domain: await translatedDomain(site, request),
    storage: {
      usedBytes: await sitePictureBytes(app.db, site.id),
      limitBytes: app.config.sites.storageBytes,
    },
    loyalty: offersLoyalty(site) ? await loyaltyOf(app, site) : null,
    messages: (
      await app.db
        .selectFrom('site_messages')
        .select(['form', 'fields', 'created_at'])
        .where('site_id', '=', site.id)
        .orderBy('id', 'desc')
        .limit(MESSAGES_SHOWN)
        .execute()
    ).map((row) => ({
      form: row.form,
      at: row.created_at,
      fields: JSON.parse(row.fields) as [string, string][],
    })),
  };
}

/** The resort's newest members as the editor lists them: no phone or birthday leaves the server. */
async function loyaltyOf(app: FastifyInstance, site: SiteRow): Promise<SiteEditor['loyalty']> {
  const { count, members } = await newestSiteMembers(app.db, site.id);
  return {
    count,
    members: members.map(({ memberNumber, fullName, email, tier, points, joinedAt }) => ({
      memberNumber,
      fullName,
      email,
      tier,
      points,
      joinedAt,
    })),
  };
}

/** The site's domain, what its last check found said in the owner's language. */
async function translatedDomain(site: SiteRow, request: FastifyRequest) {
  const state = domainStateOf(site);
  return state?.problem
    ? { ...state, problem: await errorSentenceFor(request, state.problem) }
    : state;
}

/** A picture cut to the box the template draws it in (at twice its size for sharp screens). */
function reencodeSitePicture(dataUrl: string, field: Extract<SiteField, { kind: 'picture' }>) {
  const width = Math.min(field.width * 2, PICTURE_MAX_WIDTH);
  const height = Math.round((width * field.height) / field.width);
  return reencodeImage(dataUrl, PICTURE_BOUNDS, async (image: () => Sharp) => {
    const data = await image()
      .resize({ width, height, fit: 'cover', position: 'attention' })
      .webp({ quality: PHOTO_QUALITY })
      .toBuffer();
    return {
      hash: createHash('sha256').update(data).digest('hex'),
      contentType: 'image/webp',
      data,
    };
  });
}

export async function siteEditorRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.config.rateLimits.formsPerMinute, timeWindow: 60_000 };

  const siteOr410 = async (token: string) => {
    const site = await siteOfToken(app.db, token, new Date());
    if (!site) throw new HttpError(410, GONE);
    return site;
  };

  /** A version from what the owner sent, checked against the template's own fields. */
  const versionOf = async (site: SiteRow, { business, texts, pictures }: SitePublish) => {
    const fields = new Map((await fieldsOf(app, site)).map((field) => [field.path, field]));
    for (const path of Object.keys(texts)) {
      if (fields.get(path)?.kind !== 'text') {
        throw new HttpError(400, 'A text of the site was not recognised: reload the editor.');
      }
    }
    for (const path of Object.keys(pictures)) {
      if (fields.get(path)?.kind !== 'picture') {
        throw new HttpError(400, 'A picture of the site was not recognised: reload the editor.');
      }
    }
    const known = await sitePictureHashes(app.db, site.id, Object.values(pictures));
    if (Object.values(pictures).some((hash) => !known.has(hash))) {
      throw new HttpError(400, 'A picture must be one uploaded to this site: upload it again.');
    }
    const stored = JSON.parse(site.personalisation) as { logoHash?: string };
    const content: SiteContent = { texts, pictures };
    return {
      personalisation: JSON.stringify({
        ...business,
        ...(stored.logoHash ? { logoHash: stored.logoHash } : {}),
      }),
      content: JSON.stringify(content),
    };
  };

  /** A new version of the site, published by its owner and rendered now, off the request. */
  const publish = async (
    site: SiteRow,
    values: { personalisation: string; content: string },
    what: string,
  ) => {
    const updated = await app.db.transaction().execute(async (trx) => {
      await publishSiteVersion(trx, site, values, site.address, what, new Date());
      return trx
        .selectFrom('sites')
        .selectAll()
        .where('id', '=', site.id)
        .executeTakeFirstOrThrow();
    });
    void app.sites.renderWaiting();
    return updated;
  };

  // The same answer whether or not the address ordered a site: nobody learns who our customers are.
  api.post(
    '/api/site-editor/sign-in',
    { schema: { body: SiteSignInSchema }, config: { rateLimit } },
    async (request, reply) => {
      const { email, lang } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const now = new Date();
        for (const site of await sitesOfCustomer(trx, email)) {
          const token = await newSiteLink(trx, site.id, SIGN_IN_LINK_MS, now);
          await app.mailer.siteSignIn(
            trx,
            { lang, customerEmail: email, address: site.address, token },
            request.ip,
          );
        }
      });
      return reply.code(202).send({ message: await errorSentenceFor(request, SIGN_IN_SENT) });
    },
  );

  // The owner gives their own domain, or gives it again to have its DNS checked now (decision 138).
  api.post(
    '/api/site-editor/:token/domain',
    {
      schema: {
        params: SiteTokenParamsSchema,
        body: SiteDomainSchema,
        response: { 200: SiteEditorSchema },
      },
      config: { rateLimit },
    },
    async (request) => {
      const site = await siteOr410(request.params.token);
      const { domain } = request.body;
      const refusal = domainRefusal(app.config, domain);
      if (refusal) throw new HttpError(400, refusal);
      const actor = site.address;
      await app.db.transaction().execute(async (trx) => {
        if ((await setSiteDomain(trx, site, domain, actor, new Date())) === 'taken') {
          throw new HttpError(409, `Another website is served at ${domain} already.`);
        }
      });
      app.sites.forget(site.id);
      const updated = (await siteById(app.db, site.id))!;
      if (domain) await checkSiteDomain(app, updated, actor);
      void app.sites.renderWaiting();
      return editorOf(app, (await siteById(app.db, site.id))!, request);
    },
  );

  api.get(
    '/api/site-editor/:token',
    { schema: { params: SiteTokenParamsSchema, response: { 200: SiteEditorSchema } } },
    async (request) => editorOf(app, await siteOr410(request.params.token), request),
  );

  api.post(
    '/api/site-editor/:token/versions',
    {
      schema: {
        params: SiteTokenParamsSchema,
        body: SitePublishSchema,
        response: { 201: SiteEditorSchema },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const site = await siteOr410(request.params.token);
      const updated = await publish(
        site,
        await versionOf(site, request.body),
        `Site ${site.address} published by its owner`,
      );
      return reply.code(201).send(await editorOf(app, updated, request));
    },
  );

  // What the site would show, before it does: the changes rendered, at a random address on the
  // site's own host for an hour (served by serve-sites.ts). Publishing is a separate step.
  api.post(
    '/api/site-editor/:token/previews',
    {
      schema: {
        params: SiteTokenParamsSchema,
        body: SitePublishSchema,
        response: { 201: SitePreviewSchema },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const site = await siteOr410(request.params.token);
      const version = await versionOf(site, request.body);
      const page = await app.sites.renderPreview({
        ...site,
        personalisation: version.personalisation,
        content: version.content,
      });
      const previewId = randomBytes(16).toString('base64url');
      await storeSitePreview(app.db, site.id, previewId, page, new Date());
      return reply.code(201).send({ url: `${site.address}${PREVIEW_PATH}${previewId}` });
    },
  );

  api.post(
    '/api/site-editor/:token/versions/:version/restore',
    {
      schema: { params: SiteVersionParamsSchema, response: { 201: SiteEditorSchema } },
      config: { rateLimit },
    },
    async (request, reply) => {
      const site = await siteOr410(request.params.token);
      const old = await siteVersion(app.db, site.id, request.params.version);
      if (!old) throw new HttpError(404, 'That version is no longer kept: the newest 20 are.');
      const updated = await publish(
        site,
        { personalisation: old.personalisation, content: old.content },
        `Site ${site.address} restored by its owner to version ${request.params.version}`,
      );
      return reply.code(201).send(await editorOf(app, updated, request));
    },
  );

  // The owner rewards a member of their resort's Paradise Rewards (decision 138): their site's only.
  api.post(
    '/api/site-editor/:token/members/:member/points',
    {
      schema: {
        params: SiteMemberParamsSchema,
        body: SiteMemberPointsSchema,
        response: { 200: SiteEditorSchema },
      },
      config: { rateLimit },
    },
    async (request) => {
      const site = await siteOr410(request.params.token);
      if (!offersLoyalty(site)) {
        throw new HttpError(404, 'Paradise Rewards is not turned on for this website.');
      }
      const { member } = request.params;
      const added = await addSiteMemberPoints(app.db, site.id, member, request.body.points);
      if (added === 'unknown') {
        throw new HttpError(404, 'This website has no member with that number.');
      }
      if (added === 'too-many') {
        throw new HttpError(400, `A member may hold at most ${MEMBER_POINTS_MAX} points.`);
      }
      return editorOf(app, site, request);
    },
  );

  // The editor shows the site's own photos from here: the page's policy loads images from its own host.
  api.get(
    '/api/site-editor/:token/pictures/:hash',
    { schema: { params: SitePictureParamsSchema } },
    async (request, reply) => {
      const site = await siteOr410(request.params.token);
      const stored = await readSitePicture(app.db, site.id, request.params.hash);
      if (!stored) throw new HttpError(404, 'This website has no such photo.');
      return reply
        .header('content-type', stored.content_type)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(Buffer.from(stored.data));
    },
  );

  api.post(
    '/api/site-editor/:token/pictures',
    {
      schema: {
        params: SiteTokenParamsSchema,
        body: SitePictureInputSchema,
        response: { 201: SitePictureSchema },
      },
      config: { rateLimit },
      bodyLimit: PICTURE_BODY_LIMIT,
    },
    async (request, reply) => {
      const site = await siteOr410(request.params.token);
      const field = (await fieldsOf(app, site)).find((f) => f.path === request.body.path);
      if (field?.kind !== 'picture') {
        throw new HttpError(400, 'A picture of the site was not recognised: reload the editor.');
      }
      const picture = await reencodeSitePicture(request.body.picture, field);
      const limit = app.config.sites.storageBytes;
      await app.db.transaction().execute(async (trx) => {
        if ((await sitePictureBytes(trx, site.id)) + picture.data.length > limit) {
          const room = megabytesOf(limit);
          throw new HttpError(
            413,
            `Your website’s storage is full (${room} of pictures): restore an earlier version or use smaller photos, or ask us for more room.`,
          );
        }
        await saveSitePicture(trx, site.id, picture, new Date());
      });
      return reply.code(201).send({ picture: picture.hash, url: sitePictureUrl(picture.hash) });
    },
  );
}
