import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { TooManyRequests } from '@shop/kit';
import { DEFAULT_LOGIN_LIMITS, tooManyAttemptsMessage, type LoginLimits } from '../domain/login-limit';

/**
 * Failed-login counters in Redis (rate-limiter-flexible, the gateway's rate limits' library), one
 * window per key from its first failure: per username+address and per address. Keys live under
 * `prefix` so separate deployments (and test runs) sharing one Redis keep separate counts.
 */
export class LoginThrottle {
  private readonly perUsernameAndIp: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

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
  }

  /** Throws TooManyRequests while either counter is at its limit. */
  async assertAllowed(username: string, ip: string): Promise<void> {
    const [userKey, ipKey] = this.keys(username, ip);
    const waits = await Promise.all([
      this.msBlocked(this.perUsernameAndIp, userKey),
      this.msBlocked(this.perIp, ipKey),
    ]);
    const ms = Math.max(...waits);
    if (ms > 0) {
      const seconds = Math.ceil(ms / 1000);
      throw new TooManyRequests(tooManyAttemptsMessage(seconds), seconds);
    }
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const [userKey, ipKey] = this.keys(username, ip);
    // A penalty counts without refusing: failures past the limit keep the window as it is.
    await Promise.all([this.perUsernameAndIp.penalty(userKey), this.perIp.penalty(ipKey)]);
  }

  /** A successful sign-in forgives that username's failures from this address. */
  async recordSuccess(username: string, ip: string): Promise<void> {
    await this.perUsernameAndIp.delete(this.keys(username, ip)[0]);
  }

  private async msBlocked(limiter: RateLimiterRedis, key: string): Promise<number> {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= limiter.points ? Math.max(state.msBeforeNext, 1000) : 0;
  }

  private keys(username: string, ip: string): [string, string] {
    const address = ip || 'unknown';
    return [`${username.trim().toLowerCase()}:${address}`, address];
  }
}
