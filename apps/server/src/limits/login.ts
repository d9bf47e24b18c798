// Sign-in throttling. Without a device the account signed in on before, an attempt is counted per address,
// per account+address pair (growing waits) and per account across every address (a cap); a device the
// account signed in on before is counted on its own pair only, so strangers' guesses, from any address or
// from the owner's own shared one, never lock the owner out of it.
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { addressKey, consume, type DelaySpec, type LimiterSpec, type Make, rateLimited } from './basics.js';

export interface LoginAttempt {
  succeeded(): Promise<void>;
}

export class LoginThrottle {
  private readonly ip: RateLimiterAbstract;
  private readonly failures: RateLimiterAbstract;
  private readonly gate: RateLimiterAbstract;
  private readonly account: RateLimiterAbstract;

  constructor(
    make: Make,
    ipSpec: LimiterSpec,
    private readonly spec: DelaySpec,
    accountSpec: LimiterSpec,
  ) {
    this.ip = make('login-ip', ipSpec);
    // Only counts (penalty never refuses); the gate below does the refusing.
    this.failures = make('login-pair', { points: Number.MAX_SAFE_INTEGER, duration: spec.window });
    // A key that lives as long as the wait: while it exists, the next attempt is refused.
    this.gate = make('login-pair-wait', { points: 1, duration: spec.delay });
    this.account = make('login-account', accountSpec);
  }

  /**
   * Admits one attempt or throws RATE_LIMITED. `device` is the id of a device this account signed in on
   * before (the caller checked its token), or null. Every step is one atomic counter operation, so
   * parallel guesses cannot slip past a wait. Call `succeeded` when the password was right.
   */
  async attempt(account: string, address: string, device: string | null = null): Promise<LoginAttempt> {
    const who = account.slice(0, 254);
    if (device) return this.pair(`${who}_device_${device}`, []);
    const ip = addressKey(address);
    await consume([this.ip, ip]);
    try {
      await this.account.consume(who);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      // Refused before any password was tried: the address's budget is not spent on it.
      await this.ip.reward(ip);
      throw rateLimited(e.msBeforeNext);
    }
    return this.pair(`${who}_${ip}`, [
      [this.ip, ip],
      [this.account, who],
    ]);
  }

  /** The pair's growing waits; `spent` are the points given back when the attempt is refused or succeeds. */
  private async pair(key: string, spent: Array<[RateLimiterAbstract, string]>): Promise<LoginAttempt> {
    const giveBack = () => Promise.all(spent.map(([limiter, k]) => limiter.reward(k)));
    const n = (await this.failures.penalty(key)).consumedPoints;
    if (n >= this.spec.free) {
      const wait = Math.min(this.spec.maxDelay, this.spec.delay * 2 ** Math.min(n - this.spec.free, 30));
      try {
        await this.gate.consume(key, 1, { customDuration: Math.max(1, Math.ceil(wait)) });
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
        // A refused attempt is not a guess: it neither lengthens the wait nor spends the other budgets.
        await Promise.all([this.failures.reward(key), giveBack()]);
        throw rateLimited(e.msBeforeNext);
      }
    }
    return {
      succeeded: async () => {
        await Promise.all([this.failures.delete(key), this.gate.delete(key), giveBack()]);
      },
    };
  }

  /** For sign-ins that have no account+address pair (Google): only the address counts. */
  async attemptFromAddress(address: string): Promise<LoginAttempt> {
    const ip = addressKey(address);
    await consume([this.ip, ip]);
    return {
      succeeded: async () => {
        await this.ip.reward(ip);
      },
    };
  }

  /** A password reset proves the owner: the account's count across addresses starts over. */
  async forgive(account: string): Promise<void> {
    await this.account.delete(account.slice(0, 254));
  }
}
