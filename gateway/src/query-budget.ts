import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '@shop/kit';
import { addressGroup } from './client-address';
import type { GatewayContext } from './context';
import { tooManyRequestsError } from './rate-limits';

/** Query cost (see query-limits.ts) a client may spend per minute, by who is asking. */
export interface BudgetSizes {
  /** An anonymous client's address (an IPv6 client's /64), and each signed-in customer. */
  visitor: number;
  /** Each signed-in admin: the admin app, and the admin's integrations on the documented API. */
  admin: number;
}

export interface QueryBudgetOptions {
  redis: Redis;
  /** Keeps deployments (and test stacks) sharing a Redis apart. */
  namespace: string;
  perMinute: BudgetSizes;
  logger: Logger;
  /** Told what each operation spent in the end, by budget (for the operators' metric). */
  onSpent?: (budget: keyof BudgetSizes, cost: number) => void;
}

/** Gives back what an admitted operation held beyond what its answer cost (null: its time limit cut it short). */
export type Settle = (answerCost: number | null) => void;

/** Whose budget an operation spends: a signed-in user their own, anyone else their address's. */
function budgetOf(ctx: GatewayContext): { key: string; tier: keyof BudgetSizes } {
  if (ctx.userId === null) return { key: `ip:${addressGroup(ctx.ip)}`, tier: 'visitor' };
  if (ctx.role === 'admin') return { key: `admin:${ctx.userId}`, tier: 'admin' };
  return { key: `user:${ctx.userId}`, tier: 'visitor' };
}

/**
 * What each client may ask of the graph per minute, counted in Redis so every gateway replica
 * shares it (in memory should Redis fail). A signed-in user spends a budget of their own, an admin a
 * larger one; anyone else spends their address's, so several people behind one office or phone
 * network address are not shut out by one another's reading as soon as they sign in.
 *
 * An operation holds its estimated cost (every list at its ceiling) before anything is planned, so
 * no client can start more than it has left; once the answer is out, what it did not use is given
 * back, so a list of 40 products costs 40 products, not the 1,000 it might have held, and a refusal
 * (not found, not yours) costs what little it answered. An answer its time limit cut short keeps
 * the whole estimate: its work was done. A client that has spent its minute gets 429 with
 * Retry-After.
 */
export class QueryBudget {
  private readonly limiters: Record<keyof BudgetSizes, RateLimiterRedis>;

  constructor(private readonly options: QueryBudgetOptions) {
    const { redis, namespace, perMinute } = options;
    const limiter = (tier: keyof BudgetSizes) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${namespace}query-budget:${tier}`,
        points: perMinute[tier],
        duration: 60,
        insuranceLimiter: new RateLimiterMemory({ points: perMinute[tier], duration: 60 }),
      });
    this.limiters = { visitor: limiter('visitor'), admin: limiter('admin') };
  }

  /**
   * Holds `estimate` of the client's budget, or throws 429 when less is left (a refusal spends
   * nothing). Resolves with the settlement to call once the answer is known.
   */
  async spend(estimate: number, ctx: GatewayContext): Promise<Settle> {
    const { key, tier } = budgetOf(ctx);
    const limiter = this.limiters[tier];
    try {
      await limiter.consume(key, estimate);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      this.giveBack(limiter, key, estimate);
      this.options.logger.info({ ip: ctx.ip, userId: ctx.userId, cost: estimate }, 'query budget spent');
      throw tooManyRequestsError(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    }
    return (answerCost) => {
      const spent = answerCost === null ? estimate : Math.min(answerCost, estimate);
      if (spent < estimate) this.giveBack(limiter, key, estimate - spent);
      this.options.onSpent?.(tier, spent);
    };
  }

  private giveBack(limiter: RateLimiterRedis, key: string, points: number): void {
    limiter.reward(key, points).catch((err: unknown) => {
      this.options.logger.warn({ err, key }, 'could not give back query budget');
    });
  }
}
