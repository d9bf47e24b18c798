import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './errors.js';

export interface LimiterSpec {
  points: number;
  duration: number; // seconds
}

export interface Limits {
  loginIp: LimiterSpec;
  loginAccount: LimiterSpec;
  resetIp: LimiterSpec;
  resetAccount: LimiterSpec;
  registerIp: LimiterSpec;
}

export const defaultLimits: Limits = {
  loginIp: { points: 30, duration: 15 * 60 },
  loginAccount: { points: 10, duration: 15 * 60 },
  resetIp: { points: 10, duration: 60 * 60 },
  resetAccount: { points: 5, duration: 60 * 60 },
  registerIp: { points: 20, duration: 60 * 60 },
};

export type RateLimiters = Record<keyof Limits, RateLimiterAbstract>;

export function createRateLimiters(limits: Limits, redis?: Redis): RateLimiters {
  const make = (name: string, spec: LimiterSpec): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `stepwise:rl:${name}`, ...spec })
      : new RateLimiterMemory({ keyPrefix: name, ...spec });
  return {
    loginIp: make('login-ip', limits.loginIp),
    loginAccount: make('login-account', limits.loginAccount),
    resetIp: make('reset-ip', limits.resetIp),
    resetAccount: make('reset-account', limits.resetAccount),
    registerIp: make('register-ip', limits.registerIp),
  };
}

/** Takes one point from each limiter; throws RATE_LIMITED with the wait in minutes when any is spent. */
export async function consume(...checks: Array<[RateLimiterAbstract, string]>): Promise<void> {
  for (const [limiter, key] of checks) {
    try {
      await limiter.consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        throw new AppError('RATE_LIMITED', 'rateLimited', {
          minutes: Math.max(1, Math.ceil(e.msBeforeNext / 60_000)),
        });
      }
      throw e;
    }
  }
}
