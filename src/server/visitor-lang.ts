import type { FastifyRequest } from 'fastify';
import { errorIn } from '../shared/i18n/api-errors';
import { type Lang, defaultLang, isLang, preferredLang } from '../shared/i18n/lang';

/** The staff inbox's API (and everything outside /api) answers in English. */
export const isPublicApi = (url: string): boolean =>
  /^\/api\//.test(url) && !/^\/api\/admin(\/|$|\?)/.test(url);

// The body as it was sent: a route's schema replaces request.body with its parsed form, whose
// `lang` is English when none was sent.
const sentBodies = new WeakMap<FastifyRequest, unknown>();

/** Keeps the body as sent, before a route's schema parses it (a preValidation hook). */
export const keepSentBody = (request: FastifyRequest): void => {
  sentBodies.set(request, request.body);
};

/** The body as the client sent it (the parsed one where no preValidation hook kept it). */
export const bodyAsSent = (request: FastifyRequest): unknown =>
  sentBodies.has(request) ? sentBodies.get(request) : request.body;

/**
 * The language a visitor's answer is in: the body's `lang` when it is one of ours, else the first
 * of ours their browser asks for (Accept-Language), else English.
 */
export function visitorLang(request: FastifyRequest): Lang {
  const body = bodyAsSent(request);
  const fromBody =
    typeof body === 'object' && body !== null ? (body as { lang?: unknown }).lang : undefined;
  if (isLang(fromBody)) return fromBody;
  return preferredLang(request.headers['accept-language']) ?? defaultLang;
}

/**
 * An error sentence as `request` reads it: a visitor of the public API in their language, with the
 * texts owners published (decision 135); the inbox's API in English. `reachDatabase`: false when
 * the database is what failed, so the version held is used without asking it.
 */
export async function errorSentenceFor(
  request: FastifyRequest,
  sentence: string,
  reachDatabase = true,
): Promise<string> {
  if (!isPublicApi(request.url)) return sentence;
  const lang = visitorLang(request);
  if (lang === 'en') return sentence;
  const { content } = request.server;
  const site = reachDatabase ? await content.current().catch(() => content.held()) : content.held();
  return errorIn(lang, sentence, site.texts[lang]);
}
