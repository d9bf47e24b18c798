import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { DelaySpec, LimiterSpec, Make } from './basics.js';
import { LoginThrottle } from './login.js';

export {
  addressKey,
  consume,
  type DelaySpec,
  type LimiterSpec,
  limitUser,
  rateLimited,
} from './basics.js';

export interface Limits {
  /** Sign-in attempts from one address that did not succeed, whatever the account. */
  loginIp: LimiterSpec;
  /** Sign-in failures per account *and* address (or device): a stranger elsewhere never slows the owner down. */
  loginPair: DelaySpec;
  /** Failed sign-ins to one account from every address together, devices it signed in on left out. */
  loginAccount: LimiterSpec;
  /** Wrong current passwords per account (password change, account deletion, e-mail change). */
  currentPassword: LimiterSpec;
  /** E-mail change letters asked for by one account. */
  emailChangeUser: LimiterSpec;
  /** E-mail change letters to one address, whoever asks. */
  emailChangeAddress: LimiterSpec;
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
  loginAccount: { points: 50, duration: 24 * 60 * 60 },
  currentPassword: { points: 5, duration: 60 },
  emailChangeUser: { points: 5, duration: 24 * 60 * 60 },
  emailChangeAddress: { points: 3, duration: 24 * 60 * 60 },
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

export interface RateLimiters {
  login: LoginThrottle;
  currentPassword: RateLimiterAbstract;
  emailChangeUser: RateLimiterAbstract;
  emailChangeAddress: RateLimiterAbstract;
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
    login: new LoginThrottle(make, limits.loginIp, limits.loginPair, limits.loginAccount),
    currentPassword: make('current-password', limits.currentPassword),
    emailChangeUser: make('email-change-user', limits.emailChangeUser),
    emailChangeAddress: make('email-change-address', limits.emailChangeAddress),
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
