import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A weak validator made from the content, so every encoding of the same content shares it. */
export const weakEtag = (content: string | Buffer): string =>
  `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 22)}"`;

/** True when the request's If-None-Match names this validator (weak comparison, RFC 9110). */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}
