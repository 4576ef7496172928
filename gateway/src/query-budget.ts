import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Logger } from '@shop/kit';
import type { GatewayContext } from './context';
import { spendPerClient, tooManyRequestsError } from './rate-limits';

export interface QueryBudgetOptions {
  redis: Redis;
  /** Keeps deployments (and test stacks) sharing a Redis apart. */
  namespace: string;
  /** Query cost (see query-limits.ts) each client may spend per minute. */
  perMinute: number;
  logger: Logger;
}

/**
 * What each client may ask of the graph per minute, in query cost, per address and per signed-in
 * user, counted in Redis so every gateway replica shares it (in memory should Redis fail). Each
 * operation spends its cost before anything is planned; a client that has spent its minute gets
 * 429 with Retry-After, so no one client can keep the subgraphs busy for everyone else.
 */
export class QueryBudget {
  private readonly limiter: RateLimiterRedis;

  constructor(private readonly options: QueryBudgetOptions) {
    const { redis, namespace, perMinute } = options;
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${namespace}query-budget`,
      points: perMinute,
      duration: 60,
      insuranceLimiter: new RateLimiterMemory({ points: perMinute, duration: 60 }),
    });
  }

  /** Spends `cost` for the client, or throws 429 once a key has spent its minute. */
  async spend(cost: number, ctx: GatewayContext): Promise<void> {
    const wait = await spendPerClient(this.limiter, ctx, cost);
    if (wait === 0) return;
    this.options.logger.info({ ip: ctx.ip, userId: ctx.userId, cost }, 'query budget spent');
    throw tooManyRequestsError(Math.max(1, wait));
  }
}
