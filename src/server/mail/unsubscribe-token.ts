import { createHmac, timingSafeEqual } from 'node:crypto';

// The purpose is part of what is signed, so this signature can never be reused for anything else.
const mac = (secret: string, emailKey: string): Buffer =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe\n${emailKey}`).digest();

/** A link-safe token naming a subscriber (by lower-cased email), signed with the app's secret. */
export function unsubscribeToken(secret: string, email: string): string {
  const emailKey = email.toLowerCase();
  return `${Buffer.from(emailKey).toString('base64url')}.${mac(secret, emailKey).toString('base64url')}`;
}

/** The subscriber's email key when the token is genuine; undefined for anything else. */
export function readUnsubscribeToken(secret: string, token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 1000) return undefined;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const emailKey = Buffer.from(match[1] as string, 'base64url').toString('utf8');
  const given = Buffer.from(match[2] as string, 'base64url');
  const expected = mac(secret, emailKey);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? emailKey
    : undefined;
}
