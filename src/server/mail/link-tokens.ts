import { createHmac, timingSafeEqual } from 'node:crypto';

type Purpose = 'newsletter-unsubscribe' | 'newsletter-confirm';

// The purpose is part of what is signed, so a token made for one purpose never works for another.
const mac = (secret: string, purpose: Purpose, payload: string): Buffer =>
  createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest();

/** A link-safe token: the payload in base64url, a dot, and its signature. */
function sign(secret: string, purpose: Purpose, payload: string): string {
  return `${Buffer.from(payload).toString('base64url')}.${mac(secret, purpose, payload).toString('base64url')}`;
}

/** The payload when the token is genuine and made for this purpose; undefined for anything else. */
function read(secret: string, purpose: Purpose, token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 1000) return undefined;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const payload = Buffer.from(match[1] as string, 'base64url').toString('utf8');
  const given = Buffer.from(match[2] as string, 'base64url');
  const expected = mac(secret, purpose, payload);
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : undefined;
}

/** Names a subscriber (by lower-cased email); it never expires (decision 023). */
export const unsubscribeToken = (secret: string, email: string): string =>
  sign(secret, 'newsletter-unsubscribe', email.toLowerCase());

/** The subscriber's email key when the token is genuine. */
export const readUnsubscribeToken = (secret: string, token: unknown): string | undefined =>
  read(secret, 'newsletter-unsubscribe', token);

/** Names an address waiting for confirmation and when the link stops working (decision 040). */
export const confirmToken = (secret: string, email: string, expiresAt: Date): string =>
  sign(secret, 'newsletter-confirm', `${email.toLowerCase()}\n${expiresAt.toISOString()}`);

/** The address a genuine confirmation token names, and whether it has expired. */
export function readConfirmToken(
  secret: string,
  token: unknown,
  now: Date,
): { emailKey: string; expired: boolean } | undefined {
  const payload = read(secret, 'newsletter-confirm', token);
  const [emailKey, expiresAt] = payload?.split('\n') ?? [];
  if (!emailKey || !expiresAt) return undefined;
  return { emailKey, expired: !(now.getTime() < Date.parse(expiresAt)) };
}
