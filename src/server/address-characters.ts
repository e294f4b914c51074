import type { FastifyRequest } from 'fastify';
import { isOneLine } from '../shared/schemas/fields';
import { HttpError } from './http-error';

export const HIDDEN_IN_ADDRESS =
  'The address has invisible control characters or direction marks in it. Please check the link and try again.';

/** Every name and value of a parsed query or path parameters (a repeated name gives an array). */
const textsOf = (parsed: unknown): string[] =>
  typeof parsed === 'object' && parsed !== null
    ? Object.entries(parsed).flatMap(([name, value]) => [name, ...[value].flat().map(String)])
    : [];

/**
 * Refuses an address whose path parameters or query carry a control character (NUL included,
 * which PostgreSQL refuses in text), a bidi override or a lone surrogate: no address of ours
 * takes one, so the 400 comes before any route reads it (an onRequest hook, issue 42).
 */
export async function refuseHiddenCharacters(request: FastifyRequest): Promise<void> {
  if (![...textsOf(request.params), ...textsOf(request.query)].every(isOneLine)) {
    throw new HttpError(400, HIDDEN_IN_ADDRESS);
  }
}
