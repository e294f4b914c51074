import { createHmac, timingSafeEqual } from 'node:crypto';

/** Says "this browser signed in to this account": a MAC of the account and the time, no secret. */
export const KNOWN_BROWSER_COOKIE = '__Host-kd_admin_browser';

/** How long a browser stays known after its last sign-in (decision 069). */
export const KNOWN_FOR_MS = 30 * 24 * 60 * 60 * 1000;

const emailKey = (email: string): string => email.trim().toLowerCase();

/**
 * Browsers that have signed in to an account lately, told by a cookie the server signed. A sign-in
 * from one of them may take the password-check slot kept for them (decision 069), so a flood of
 * wrong sign-ins from elsewhere cannot lock the owner out.
 */
export class KnownBrowsers {
  constructor(private readonly key: string) {}

  private mac(email: string, issuedAt: number): Buffer {
    return createHmac('sha256', this.key)
      .update(`${emailKey(email)}\n${issuedAt}`)
      .digest();
  }

  /** The cookie's value for a browser that has just signed in to `email`. */
  issue(email: string, now: number): string {
    return `${now}.${this.mac(email, now).toString('base64url')}`;
  }

  /** True when `value` was issued to a browser signing in to `email`, within KNOWN_FOR_MS. */
  recognises(value: string | undefined, email: string, now: number): boolean {
    const [issued = '', mac = ''] = (value ?? '').split('.');
    const issuedAt = Number(issued);
    if (!/^\d{1,15}$/.test(issued) || now - issuedAt > KNOWN_FOR_MS || issuedAt > now) return false;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(email, issuedAt);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
