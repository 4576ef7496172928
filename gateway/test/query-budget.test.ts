import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { createLogger, createRedis } from '@shop/kit';
import { TEST_RUN_NAMESPACE, deleteRedisKeysWithPrefix, eventually } from '@shop/kit/testing';
import { addressGroup } from '../src/client-address';
import type { GatewayContext } from '../src/context';
import { QueryBudget } from '../src/query-budget';

describe('addressGroup', () => {
  it('gives an IPv6 client its /64, however the address is written', () => {
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:DB8:1:2:a::')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(addressGroup('2001:db8:1:2::1'));
  });

  it('keeps an IPv4 address whole, also written IPv4-mapped', () => {
    expect(addressGroup('198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('')).toBe('unknown');
  });
});

describe('QueryBudget', () => {
  const namespace = `${TEST_RUN_NAMESPACE}budget.${randomUUID().slice(0, 8)}.`;
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const spent: Array<[string, number]> = [];
  const budget = new QueryBudget({
    redis,
    namespace,
    perMinute: { visitor: 1000, admin: 10_000 },
    logger: createLogger('test', 'silent'),
    onSpent: (tier, cost) => spent.push([tier, cost]),
  });
  afterAll(async () => {
    await redis.quit();
    await deleteRedisKeysWithPrefix(namespace);
  });

  let next = 1;
  /** A client of its own for each test: an address of a fresh /64, signed in as asked. */
  const client = (who: Partial<GatewayContext> = {}): GatewayContext =>
    ({ ip: `2001:db8:${next++}::1`, userId: null, role: null, ...who }) as GatewayContext;
  const refused = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(GraphQLError);
    expect((err as GraphQLError).extensions.http).toMatchObject({ status: 429 });
  };

  it('refuses an address once its minute is spent, and a refusal spends nothing', async () => {
    const anonymous = client();
    (await budget.spend(600, anonymous))(600);
    await refused(budget.spend(600, anonymous));
    (await budget.spend(400, anonymous))(400);
    await refused(budget.spend(1, anonymous));
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    const first = client();
    (await budget.spend(1000, first))(1000);
    const prefix = first.ip.replace(/::1$/, '');
    await refused(budget.spend(10, { ...first, ip: `${prefix}:0:ffff:1:2:3` } as GatewayContext));
    (await budget.spend(10, client()))(10);
  });

  it('gives back what a whole answer did not use, and keeps all of an answer cut short', async () => {
    const reader = client();
    // A listing that might hold 1,000 fields and came back with 50.
    (await budget.spend(1000, reader))(50);
    await eventually(async () => (await budget.spend(950, reader))(950), 5_000);
    await refused(budget.spend(1, reader));

    const cutShort = client();
    (await budget.spend(900, cutShort))(null);
    await refused(budget.spend(200, cutShort));
    expect(spent).toContainEqual(['visitor', 900]);
  });

  it('gives a signed-in customer a budget of their own, apart from their address', async () => {
    const office = client();
    (await budget.spend(1000, office))(1000);
    await refused(budget.spend(10, office));
    const customer = { ...office, userId: 900_001, role: 'user' } as GatewayContext;
    (await budget.spend(1000, customer))(1000);
    await refused(budget.spend(10, customer));
    const colleague = { ...office, userId: 900_002, role: 'user' } as GatewayContext;
    (await budget.spend(1000, colleague))(1000);
  });

  it("gives an admin the admin's larger budget", async () => {
    const admin = client({ userId: 900_003, role: 'admin' });
    (await budget.spend(9000, admin))(9000);
    await refused(budget.spend(1001, admin));
    expect(spent).toContainEqual(['admin', 9000]);
  });
});
