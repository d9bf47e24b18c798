import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
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

export interface Limits {
  /** Sign-in attempts from one address that did not succeed, whatever the account. */
  loginIp: LimiterSpec;
  /** Sign-in failures per account *and* address: a stranger elsewhere never slows the owner down. */
  loginPair: DelaySpec;
  resetIp: LimiterSpec;
  /** Reset letters to one account, whoever asks: a short cooldown, never a long lock. */
  resetCooldown: LimiterSpec;
  registerIp: LimiterSpec;
  /** Costly operations, per user. */
  goalCreate: LimiterSpec;
  goalPreview: LimiterSpec;
  goalPlan: LimiterSpec;
  upload: LimiterSpec;
  /** Direct messages sent by one user. */
  message: LimiterSpec;
  /** Follows (and unfollows, blocks) by one user: no mass-following sprees. */
  follow: LimiterSpec;
}

export const defaultLimits: Limits = {
  loginIp: { points: 50, duration: 60 * 60 },
  loginPair: { free: 5, delay: 60, maxDelay: 60 * 60, window: 24 * 60 * 60 },
  resetIp: { points: 10, duration: 60 * 60 },
  resetCooldown: { points: 1, duration: 60 },
  registerIp: { points: 20, duration: 60 * 60 },
  goalCreate: { points: 30, duration: 60 * 60 },
  goalPreview: { points: 120, duration: 10 * 60 },
  goalPlan: { points: 30, duration: 60 * 60 },
  upload: { points: 20, duration: 60 * 60 },
  message: { points: 30, duration: 60 },
  follow: { points: 100, duration: 60 * 60 },
};

type Make = (name: string, spec: LimiterSpec) => RateLimiterAbstract;

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

const rateLimited = (msBeforeNext: number, key: MessageKey = 'rateLimited') =>
  new AppError('RATE_LIMITED', key, { minutes: Math.max(1, Math.ceil(msBeforeNext / 60_000)) });

/** Sign-in throttling: per address, and per account+address pair with growing delays. */
export class LoginThrottle {
  private readonly ip: RateLimiterAbstract;
  private readonly failures: RateLimiterAbstract;
  private readonly gate: RateLimiterAbstract;

  constructor(
    make: Make,
    ipSpec: LimiterSpec,
    private readonly spec: DelaySpec,
  ) {
    this.ip = make('login-ip', ipSpec);
    // Only counts (penalty never refuses); the gate below does the refusing.
    this.failures = make('login-pair', { points: Number.MAX_SAFE_INTEGER, duration: spec.window });
    // A key that lives as long as the wait: while it exists, the next attempt is refused.
    this.gate = make('login-pair-wait', { points: 1, duration: spec.delay });
  }

  /**
   * Admits one attempt or throws RATE_LIMITED. Every step is one atomic counter operation, so
   * parallel guesses cannot slip past the wait. Call `succeeded` when the password was right.
   */
  async attempt(account: string, address: string): Promise<{ succeeded(): Promise<void> }> {
    const ip = addressKey(address);
    const pair = `${account.slice(0, 254)}_${ip}`;
    await consume([this.ip, ip]);
    const n = (await this.failures.penalty(pair)).consumedPoints;
    if (n >= this.spec.free) {
      const wait = Math.min(this.spec.maxDelay, this.spec.delay * 2 ** Math.min(n - this.spec.free, 30));
      try {
        await this.gate.consume(pair, 1, { customDuration: Math.max(1, Math.ceil(wait)) });
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
        // A refused attempt is not a guess: it neither lengthens the wait nor spends the address.
        await Promise.all([this.failures.reward(pair), this.ip.reward(ip)]);
        throw rateLimited(e.msBeforeNext);
      }
    }
    return {
      succeeded: async () => {
        await Promise.all([this.failures.delete(pair), this.gate.delete(pair), this.ip.reward(ip)]);
      },
    };
  }

  /** For sign-ins that have no account+address pair (Google): only the address counts. */
  async attemptFromAddress(address: string): Promise<{ succeeded(): Promise<void> }> {
    const ip = addressKey(address);
    await consume([this.ip, ip]);
    return {
      succeeded: async () => {
        await this.ip.reward(ip);
      },
    };
  }
}

export interface RateLimiters {
  login: LoginThrottle;
  resetIp: RateLimiterAbstract;
  resetCooldown: RateLimiterAbstract;
  registerIp: RateLimiterAbstract;
  goalCreate: RateLimiterAbstract;
  goalPreview: RateLimiterAbstract;
  goalPlan: RateLimiterAbstract;
  upload: RateLimiterAbstract;
  message: RateLimiterAbstract;
  follow: RateLimiterAbstract;
}

export function createRateLimiters(limits: Limits, redis?: Redis): RateLimiters {
  const make: Make = (name, spec) =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `stepwise:rl:${name}`,
          ...spec,
          // While Redis is unreachable each process counts on its own instead of failing every sign-in.
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, ...spec }),
        })
      : new RateLimiterMemory({ keyPrefix: name, ...spec });
  return {
    login: new LoginThrottle(make, limits.loginIp, limits.loginPair),
    resetIp: make('reset-ip', limits.resetIp),
    resetCooldown: make('reset-account', limits.resetCooldown),
    registerIp: make('register-ip', limits.registerIp),
    goalCreate: make('goal-create', limits.goalCreate),
    goalPreview: make('goal-preview', limits.goalPreview),
    goalPlan: make('goal-plan', limits.goalPlan),
    upload: make('upload', limits.upload),
    message: make('message', limits.message),
    follow: make('follow', limits.follow),
  };
}

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
