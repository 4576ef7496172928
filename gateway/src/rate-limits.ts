import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests, type Logger } from '@shop/kit';
import { addressGroup } from './client-address';
import type { GatewayContext } from './context';
import { fieldsOf, fragmentsOf, type Fragments } from './selections';

/** Which public writes (and costly reads) each limit covers, by GraphQL field: the REST shims run the same operations. */
export const RATE_LIMITED_FIELDS = {
  contact: ['sendContactMessage'],
  waitlist: ['joinWaitlist'],
  quotes: ['createHireQuote', 'addHireQuoteItem', 'submitHireQuote'],
  newsletter: ['subscribeToNewsletter'],
  register: ['register'],
  login: ['login', 'changePassword'],
  basket: ['addToCart', 'updateCartItem', 'removeCartItem', 'clearCart'],
  checkout: ['placeOrder'],
  // Anywhere in a query or mutation: each file is drawn on demand (see LIMITED_ANYWHERE).
  pdf: ['pdf'],
} as const;

/**
 * Limits whose fields count wherever they sit in any operation, not only as a mutation's root fields. The hire
 * desk's own answers carry the revisions' files, and an admin's reading is bounded by their budget instead.
 */
const LIMITED_ANYWHERE = new Set<RateLimitName>(['pdf']);

export type RateLimitName = keyof typeof RATE_LIMITED_FIELDS;

export interface RateLimitRule {
  points: number;
  seconds: number;
}

/** Far above what a real customer does; an office or a household behind one address included. */
export const DEFAULT_RATE_LIMITS: Record<RateLimitName, RateLimitRule> = {
  contact: { points: 30, seconds: 60 },
  waitlist: { points: 30, seconds: 60 },
  quotes: { points: 120, seconds: 60 },
  newsletter: { points: 20, seconds: 60 },
  register: { points: 30, seconds: 600 },
  login: { points: 60, seconds: 60 },
  basket: { points: 300, seconds: 60 },
  checkout: { points: 20, seconds: 60 },
  pdf: { points: 60, seconds: 60 },
};

const LIMIT_OF_FIELD = new Map<string, RateLimitName>(
  Object.entries(RATE_LIMITED_FIELDS).flatMap(([name, fields]) => fields.map((f) => [f, name as RateLimitName])),
);

export function tooManyRequestsMessage(seconds: number): string {
  if (seconds <= 60)
    return `You're doing that too often. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `You're doing that too often. Please try again in ${minutes} minutes.`;
}

/** A 429 with Retry-After, as Apollo answers a refusal thrown before execution. */
export function tooManyRequestsError(seconds: number): GraphQLError {
  const message = tooManyRequestsMessage(seconds);
  return new GraphQLError(message, {
    originalError: new TooManyRequests(message, seconds),
    extensions: { http: { status: 429, headers: new HeaderMap([['retry-after', String(seconds)]]) } },
  });
}

/**
 * How many times each limited field appears in an operation, aliases and fragments included: a
 * mutation's limited root fields, and (but for an admin) the fields limited anywhere, at any depth of any operation.
 */
function limitedFieldCounts(
  operation: OperationDefinitionNode,
  fragments: Fragments,
  ctx: GatewayContext,
): Map<RateLimitName, number> {
  const counts = new Map<RateLimitName, number>();
  const anywhere = ctx.role !== 'admin';
  const count = (selectionSet: SelectionSetNode, root: boolean) => {
    for (const field of fieldsOf(selectionSet, fragments)) {
      const limit = LIMIT_OF_FIELD.get(field.name.value);
      if (limit && ((anywhere && LIMITED_ANYWHERE.has(limit)) || (root && operation.operation === 'mutation'))) {
        counts.set(limit, (counts.get(limit) ?? 0) + 1);
      }
      if (field.selectionSet) count(field.selectionSet, false);
    }
  };
  count(operation.selectionSet, true);
  return counts;
}

/** Who a limit counts: the client's address (an IPv6 client's /64) and, when signed in, the user. */
const clientKeys = (ctx: GatewayContext): string[] => [
  `ip:${addressGroup(ctx.ip)}`,
  ...(ctx.userId ? [`user:${ctx.userId}`] : []),
];

/**
 * Spends `points` of the limiter for every key of the client at once (one round trip to Redis for all of
 * them); resolves with the seconds until the longest refusal ends, or 0 when none refused.
 */
export async function spendPerClient(limiter: RateLimiterRedis, ctx: GatewayContext, points: number): Promise<number> {
  const outcomes = await Promise.allSettled(clientKeys(ctx).map((key) => limiter.consume(key, points)));
  let wait = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') continue;
    if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
    wait = Math.max(wait, Math.ceil(outcome.reason.msBeforeNext / 1000));
  }
  return wait;
}

export interface RateLimitOptions {
  redis: Redis;
  /** Keeps deployments (and test stacks) sharing a Redis apart. */
  namespace: string;
  rules: Record<RateLimitName, RateLimitRule>;
  logger: Logger;
}

/**
 * Rate limits on public writes, per client address and, when signed in, per user, counted in
 * Redis by rate-limiter-flexible so every gateway replica shares the counts. Checked once the
 * operation is known and before any service is called; over the limit is 429 with Retry-After.
 * Should Redis be unreachable, each replica counts in memory instead of letting everything through.
 */
export function rateLimitPlugin({
  redis,
  namespace,
  rules,
  logger,
}: RateLimitOptions): ApolloServerPlugin<GatewayContext> {
  const limiters = new Map(
    (Object.keys(rules) as RateLimitName[]).map((name) => {
      const { points, seconds } = rules[name];
      const limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${namespace}rate-limit:${name}`,
        points,
        duration: seconds,
        insuranceLimiter: new RateLimiterMemory({ points, duration: seconds }),
      });
      return [name, limiter] as const;
    }),
  );

  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (!operation) return;
          let wait = 0;
          for (const [name, times] of limitedFieldCounts(operation, fragmentsOf(document), contextValue)) {
            wait = Math.max(wait, await spendPerClient(limiters.get(name)!, contextValue, times));
          }
          if (wait === 0) return;
          const seconds = Math.max(1, wait);
          logger.info({ ip: contextValue.ip, userId: contextValue.userId }, 'rate limit reached');
          throw tooManyRequestsError(seconds);
        },
      };
    },
  };
}

const ruleEntry = /^([a-z]+)=(\d+)\/(\d+)$/;

/** Reads overrides such as "contact=30/60,basket=300/60" (points per seconds) over the defaults. */
export function parseRateLimits(value: string): Record<RateLimitName, RateLimitRule> {
  const rules = { ...DEFAULT_RATE_LIMITS };
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = ruleEntry.exec(entry);
    if (!match || !(match[1] in rules)) {
      throw new Error(
        `RATE_LIMITS: "${entry}" is not name=points/seconds with a name of ${Object.keys(rules).join(', ')}`,
      );
    }
    const [points, seconds] = [Number(match[2]), Number(match[3])];
    if (points < 1 || seconds < 1) throw new Error(`RATE_LIMITS: "${entry}" needs at least 1 point per 1 second`);
    rules[match[1] as RateLimitName] = { points, seconds };
  }
  return rules;
}
