import * as z from 'zod/mini';
import { SITE_TEXT_MAX } from '../site-content';
import { ContentPictureInputSchema } from './content';
import { plainText, wholeNumber } from './fields';
import { loyaltyTiers } from './loyalty';
import { PersonalisationSchema } from './personalisation';

// A delivered site's editor (issue 46, decision 137): what its page and the server share. Which
// paths a site may set is the template's (the fields stored with its render): the server checks
// each against them.

const PATH = /^[A-Za-z][\w]*(\.[\w]+)*$/;
const HASH = /^[0-9a-f]{64}$/;
const PATHS_MAX = 2000;

const paths = <T extends z.ZodMiniType>(value: T, error: string) =>
  z
    .record(
      z
        .string()
        .check(
          z.maxLength(200),
          z.regex(PATH, { error: 'A field of the site was not recognised.' }),
        ),
      value,
      { error },
    )
    .check(
      z.refine((record: Record<string, unknown>) => Object.keys(record).length <= PATHS_MAX, {
        error: 'Too many fields were sent at once.',
      }),
    );

export const SiteSignInSchema = z.object({
  email: z
    .string({ error: 'Please enter the email address you ordered with.' })
    .check(
      z.trim(),
      z.minLength(3, { error: 'Please enter the email address you ordered with.' }),
      z.maxLength(254, { error: 'The email address is too long.' }),
      z.email({ error: 'Please enter a valid email address, like name@example.com.' }),
    ),
  lang: z._default(z.enum(['en', 'tpi']), 'en'),
});

export const SitePublishSchema = z.object({
  // The personalisation's rules, but the logo: it stays the one delivered.
  business: z.omit(PersonalisationSchema, { logo: true }),
  texts: paths(
    z.string({ error: 'Every text must be text.' }).check(
      z.maxLength(SITE_TEXT_MAX, {
        error: `Please keep each text to ${SITE_TEXT_MAX} characters or fewer.`,
      }),
      plainText({ multiline: true }),
    ),
    'The texts must be an object of texts.',
  ),
  pictures: paths(
    z.string().check(z.regex(HASH, { error: 'A picture must be one uploaded to this site.' })),
    'The pictures must be an object of uploaded pictures.',
  ),
});
export type SitePublish = z.output<typeof SitePublishSchema>;

export const SitePictureInputSchema = z.extend(ContentPictureInputSchema, {
  path: z
    .string({ error: 'Please say which picture this is.' })
    .check(z.maxLength(200), z.regex(PATH, { error: 'A field of the site was not recognised.' })),
});

const DOMAIN_ERROR =
  'Please give the domain as a name like www.mamaskitchen.com.pg, without http:// or a path.';

/**
 * A domain of the customer's own (decision 138), as they would type it: "https://Shop.Example.pg/"
 * is "shop.example.pg". Empty removes it.
 */
export const SiteDomainSchema = z.object({
  domain: z.string({ error: DOMAIN_ERROR }).check(
    z.maxLength(300, { error: DOMAIN_ERROR }),
    z.overwrite((value) =>
      value
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/\/+$/, '')
        .replace(/\.$/, ''),
    ),
    z.maxLength(253, { error: 'That domain is too long.' }),
    z.refine(
      (domain) =>
        domain === '' ||
        /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/.test(domain),
      { error: DOMAIN_ERROR },
    ),
  ),
});

/** A site's own domain as the inbox and the editor show it. */
export const SiteDomainStateSchema = z.nullable(
  z.object({
    name: z.string(),
    /** Its DNS points here: it is served, over HTTPS. */
    verified: z.boolean(),
    /** What the last check found instead; null before one. */
    problem: z.nullable(z.string()),
  }),
);

export const SiteTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[\w-]{43}$/, { error: 'This link is not valid.' })),
});
export const SitePictureParamsSchema = z.extend(SiteTokenParamsSchema, {
  hash: z.string().check(z.regex(HASH, { error: 'There is no such photo.' })),
});
export const SiteVersionParamsSchema = z.extend(SiteTokenParamsSchema, {
  version: z.coerce
    .number({ error: 'The version must be a whole number.' })
    .check(z.int(), z.minimum(1), z.maximum(2 ** 40)),
});

const field = z.union([
  z.object({
    path: z.string(),
    kind: z.literal('text'),
    value: z.string(),
    multiline: z.boolean(),
  }),
  z.object({
    path: z.string(),
    kind: z.literal('picture'),
    value: z.string(),
    width: z.number(),
    height: z.number(),
  }),
]);

/** What the editor shows: the site, its details and fields, its versions and its storage. */
export const SiteEditorSchema = z.object({
  address: z.string(),
  template: z.string(),
  status: z.enum(['live', 'suspended']),
  /** The newest version is rendered: the site shows what the editor shows. */
  published: z.boolean(),
  version: z.number(),
  business: z.object({
    name: z.string(),
    tagline: z.string(),
    phone: z.string(),
    email: z.string(),
    town: z.string(),
    accent: z.string(),
  }),
  fields: z.array(field),
  versions: z.array(z.object({ version: z.number(), at: z.string(), by: z.string() })),
  storage: z.object({ usedBytes: z.number(), limitBytes: z.number() }),
  /** The host a domain of the customer's own should name in its CNAME record. */
  dnsTarget: z.string(),
  domain: SiteDomainStateSchema,
  /**
   * The resort's Paradise Rewards (decision 138): its newest members and how many it has; null
   * unless the agency turned it on for this site.
   */
  loyalty: z.nullable(
    z.object({
      count: z.number(),
      members: z.array(
        z.object({
          memberNumber: z.string(),
          fullName: z.string(),
          email: z.string(),
          tier: z.enum(loyaltyTiers),
          points: z.number(),
          joinedAt: z.string(),
        }),
      ),
    }),
  ),
  /** What visitors sent through the site's forms, newest first. */
  messages: z.array(
    z.object({
      form: z.string(),
      at: z.string(),
      fields: z.array(z.tuple([z.string(), z.string()])),
    }),
  ),
});
export type SiteEditor = z.output<typeof SiteEditorSchema>;

/** The most points the owner adds to a member at once. */
export const POINTS_ADDED_MAX = 100_000;

export const SiteMemberParamsSchema = z.extend(SiteTokenParamsSchema, {
  member: z
    .string()
    .check(z.regex(/^PR-\d{8}$/, { error: 'A member number is PR- followed by 8 digits.' })),
});

/** Points the owner gives a member of their resort's Paradise Rewards (decision 138). */
export const SiteMemberPointsSchema = z.object({
  points: wholeNumber('Points', 1, POINTS_ADDED_MAX),
});

export const SitePictureSchema = z.object({ picture: z.string(), url: z.string() });

/** Where the owner's unpublished changes are shown, for an hour. */
export const SitePreviewSchema = z.object({ url: z.string() });

export const siteEditorApi = {
  signIn: '/api/site-editor/sign-in',
  editor: (token: string) => `/api/site-editor/${token}`,
  versions: (token: string) => `/api/site-editor/${token}/versions`,
  restore: (token: string, version: number) =>
    `/api/site-editor/${token}/versions/${version}/restore`,
  pictures: (token: string) => `/api/site-editor/${token}/pictures`,
  domain: (token: string) => `/api/site-editor/${token}/domain`,
  previews: (token: string) => `/api/site-editor/${token}/previews`,
  memberPoints: (token: string, member: string) =>
    `/api/site-editor/${token}/members/${member}/points`,
};
