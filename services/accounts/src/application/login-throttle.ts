import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests } from '@shop/kit';
import { DEFAULT_LOGIN_LIMITS, tooManyAttemptsMessage, type LoginLimits } from '../domain/login-limit';

/**
 * Password-attempt counters in Redis (rate-limiter-flexible, the gateway's rate limits' library), one
 * window per key from its first attempt: per username+address, per address and per username (the
 * account, from every address). An attempt is counted before its password is checked, so attempts
 * sent at once cannot all read the count before any of them writes it; a right password gives its
 * attempt back. Keys live under `prefix` so separate deployments (and test runs) sharing one Redis
 * keep separate counts.
 */
export class LoginThrottle {
  private readonly perUsernameAndIp: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;
  private readonly perUsername: RateLimiterRedis;

  constructor(redis: Redis, prefix: string, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
    const limiter = (name: string, points: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:login-failures:${name}`,
        points,
        duration: limits.windowSeconds,
      });
    this.perUsernameAndIp = limiter('user', limits.perUsernameAndIp);
    this.perIp = limiter('ip', limits.perIp);
    this.perUsername = limiter('account', limits.perUsername);
  }

  /** Counts an attempt before its password is checked; throws TooManyRequests once any counter is at its limit. */
  async consumeAttempt(username: string, ip: string): Promise<void> {
    const [userKey, ipKey, accountKey] = this.keys(username, ip);
    const outcomes = await Promise.allSettled([
      this.perUsernameAndIp.consume(userKey),
      this.perIp.consume(ipKey),
      this.perUsername.consume(accountKey),
    ]);
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    if (refusals.length === 0) return;
    const error = refusals.find((r) => !(r instanceof RateLimiterRes));
    if (error) throw error;
    // A refused attempt tries no password, so it takes up none of the allowance (the window stays).
    await Promise.all([
      this.perUsernameAndIp.reward(userKey),
      this.perIp.reward(ipKey),
      this.perUsername.reward(accountKey),
    ]);
    const ms = Math.max(...refusals.map((r) => (r as RateLimiterRes).msBeforeNext), 1000);
    const seconds = Math.ceil(ms / 1000);
    throw new TooManyRequests(tooManyAttemptsMessage(seconds), seconds);
  }

  /**
   * A right password forgives the account's failures, from this address and from all, and gives the address its
   * attempt back. (A locked account never gets here: its attempts are refused before the password is checked.)
   */
  async recordSuccess(username: string, ip: string): Promise<void> {
    const [userKey, ipKey, accountKey] = this.keys(username, ip);
    await Promise.all([
      this.perUsernameAndIp.delete(userKey),
      this.perIp.reward(ipKey),
      this.perUsername.delete(accountKey),
    ]);
  }

  private keys(username: string, ip: string): [string, string, string] {
    const address = ip || 'unknown';
    const account = username.trim().toLowerCase();
    return [`${account}:${address}`, address, account];
  }
}
