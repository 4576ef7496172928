import type { Redis } from 'ioredis';
import { TooManyRequests } from '@shop/kit';
import {
  DEFAULT_LOGIN_LIMITS,
  loginRetryAfter,
  tooManyAttemptsMessage,
  type FailureCount,
  type LoginLimits,
} from '../domain/login-limit';

/**
 * Failed-login counters in Redis, one fixed window per key: per username+address and per
 * address. Keys live under `prefix` so separate deployments (and test runs) sharing one Redis
 * keep separate counts.
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  /** Throws TooManyRequests while either counter is over its limit. */
  async assertAllowed(username: string, ip: string): Promise<void> {
    const [userKey, ipKey] = this.keys(username, ip);
    const replies = await this.redis.multi().get(userKey).pttl(userKey).get(ipKey).pttl(ipKey).exec();
    const values = (replies ?? []).map(([err, value]) => {
      if (err) throw err;
      return value;
    });
    const count = (raw: unknown, pttl: unknown): FailureCount => ({
      failures: Number(raw ?? 0),
      secondsLeft: typeof pttl === 'number' && pttl > 0 ? pttl / 1000 : null,
    });
    const retryAfter = loginRetryAfter(
      { usernameAndIp: count(values[0], values[1]), ip: count(values[2], values[3]) },
      this.limits,
    );
    if (retryAfter !== null) throw new TooManyRequests(tooManyAttemptsMessage(retryAfter), retryAfter);
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const multi = this.redis.multi();
    for (const key of this.keys(username, ip)) {
      // The window starts with the first failure and is not extended by later ones.
      multi.set(key, 0, 'EX', this.limits.windowSeconds, 'NX').incr(key);
    }
    await multi.exec();
  }

  /** A successful sign-in forgives that username's failures from this address. */
  async recordSuccess(username: string, ip: string): Promise<void> {
    await this.redis.del(this.keys(username, ip)[0]);
  }

  private keys(username: string, ip: string): [string, string] {
    const address = ip || 'unknown';
    return [
      `${this.prefix}:login-failures:user:${username.trim().toLowerCase()}:${address}`,
      `${this.prefix}:login-failures:ip:${address}`,
    ];
  }
}
