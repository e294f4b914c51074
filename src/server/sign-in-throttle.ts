import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import {
  type SignInKind,
  type SignInPair,
  clearSignInAttempts,
  countSignInAttempt,
} from './db/repositories/sign-in-throttle';
import { HttpError } from './http-error';

// The first wait after the free attempts; each further attempt doubles it, up to the cap.
const FIRST_WAIT_MS = 1000;

/**
 * The client's address as the throttle counts it. An IPv6 client is counted by its /64, which one
 * subscriber or machine usually holds whole: otherwise each of its addresses would start afresh.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

const waitText = (ms: number): string => {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 120) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
};

const pairOf = (request: FastifyRequest, kind: SignInKind, email: string): SignInPair => ({
  kind,
  email,
  clientAddress: throttleAddress(request.ip),
});

/**
 * Counts this attempt on the account from this address before its secret is checked (decision
 * 036), or refuses it with 429 and Retry-After while the pair must still wait.
 */
export async function countAttempt(
  request: FastifyRequest,
  kind: SignInKind,
  email: string,
): Promise<void> {
  const { db, config } = request.server;
  const { freeFailures, maxDelayMinutes } = config.signIn;
  const waitAfter = (attempts: number) =>
    attempts < freeFailures
      ? 0
      : Math.min(maxDelayMinutes * 60_000, FIRST_WAIT_MS * 2 ** (attempts - freeFailures));
  const waitMs = await countSignInAttempt(db, pairOf(request, kind, email), Date.now(), waitAfter);
  if (waitMs > 0) {
    const wait = waitText(waitMs);
    throw new HttpError(
      429,
      `Too many attempts to sign in to this account from your address. Please wait ${wait} and try again.`,
      Math.ceil(waitMs / 1000),
    );
  }
}

/** After a success, the earlier attempts from this address stop counting. */
export async function attemptSucceeded(
  request: FastifyRequest,
  kind: SignInKind,
  email: string,
): Promise<void> {
  await clearSignInAttempts(request.server.db, pairOf(request, kind, email));
}
