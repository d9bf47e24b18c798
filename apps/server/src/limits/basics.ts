import { isIPv6 } from 'node:net';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../kernel/errors.js';
import type { MessageKey } from '../kernel/messages.js';

export interface LimiterSpec {
  points: number;
  duration: number; // seconds
}

/**
 * Failed sign-ins to one account from one address: `free` attempts at once, then a wait of `delay`
 * seconds that doubles with each further failure up to `maxDelay`; the count is forgotten after a
 * successful sign-in or `window` seconds after the first failure.
 */
export interface DelaySpec {
  free: number;
  delay: number;
  maxDelay: number;
  window: number;
}

export type Make = (name: string, spec: LimiterSpec) => RateLimiterAbstract;

/**
 * The key an address is counted under. One IPv6 subscriber usually holds a whole /64 (2^64
 * addresses), so IPv6 counts per /64; an IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function addressKey(ip: string): string {
  const bare = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return bare;
  const [head = '', tail = ''] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = bare.includes('::') && tail ? tail.split(':') : [];
  const groups = bare.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export const rateLimited = (msBeforeNext: number, key: MessageKey = 'rateLimited') =>
  new AppError('RATE_LIMITED', key, { minutes: Math.max(1, Math.ceil(msBeforeNext / 60_000)) });

/** Takes one point from each limiter; throws RATE_LIMITED with the wait in minutes when any is spent. */
export async function consume(...checks: Array<[RateLimiterAbstract, string]>): Promise<void> {
  for (const [limiter, key] of checks) {
    try {
      await limiter.consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw rateLimited(e.msBeforeNext);
      throw e;
    }
  }
}

/** One costly operation by a signed-in user; RATE_LIMITED ("too many requests") when their budget is spent. */
export async function limitUser(limiter: RateLimiterAbstract, userId: string): Promise<void> {
  try {
    await limiter.consume(userId);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw rateLimited(e.msBeforeNext, 'tooManyRequests');
    throw e;
  }
}
