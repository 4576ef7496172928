import { randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { TooManyRequests, eventually } from '@shop/kit';
import { LoginThrottle } from '../src/security/login-throttle';

const redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `accounts_test_${randomUUID().slice(0, 8)}`;
const limits = { perUsernameAndIp: 3, perIp: 5, windowSeconds: 60 };
const throttle = new LoginThrottle(redis, prefix, limits);

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

async function failTimes(n: number, username: string, ip: string) {
  for (let i = 0; i < n; i++) await throttle.recordFailure(username, ip);
}

async function refusal(username: string, ip: string): Promise<TooManyRequests> {
  const err = await throttle.assertAllowed(username, ip).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TooManyRequests);
  return err as TooManyRequests;
}

describe('login throttle on Redis', () => {
  it('blocks a username from one address after its limit, with the seconds left in the window', async () => {
    await failTimes(2, 'alice', '10.0.0.1');
    await expect(throttle.assertAllowed('alice', '10.0.0.1')).resolves.toBeUndefined();
    await throttle.recordFailure('Alice', '10.0.0.1');
    const err = await refusal('ALICE', '10.0.0.1');
    expect(err.message).toBe('Too many failed login attempts. Please try again in 1 minute.');
    expect(err.retryAfterSeconds).toBeGreaterThan(50);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Same name from another address, and another name from this address, are still allowed.
    await expect(throttle.assertAllowed('alice', '10.0.0.2')).resolves.toBeUndefined();
    await expect(throttle.assertAllowed('bob', '10.0.0.1')).resolves.toBeUndefined();
  });

  it('blocks an address after its limit across usernames', async () => {
    for (const name of ['u1', 'u2', 'u3', 'u4', 'u5']) await throttle.recordFailure(name, '10.0.1.1');
    const err = await refusal('someone-new', '10.0.1.1');
    expect(err.code).toBe('TOO_MANY_REQUESTS');
  });

  it('forgets a username failures from an address after a successful sign-in, but not the address count', async () => {
    await failTimes(3, 'dave', '10.0.3.1');
    await refusal('dave', '10.0.3.1');
    await throttle.recordSuccess('dave', '10.0.3.1');
    await expect(throttle.assertAllowed('dave', '10.0.3.1')).resolves.toBeUndefined();
    await failTimes(2, 'erin', '10.0.3.1');
    await refusal('anyone', '10.0.3.1');
  });

  it('lets attempts through again once the window has passed', async () => {
    const quick = new LoginThrottle(redis, `${prefix}-quick`, { perUsernameAndIp: 1, perIp: 10, windowSeconds: 1 });
    await quick.recordFailure('frank', '10.0.4.1');
    await expect(quick.assertAllowed('frank', '10.0.4.1')).rejects.toBeInstanceOf(TooManyRequests);
    await eventually(() => quick.assertAllowed('frank', '10.0.4.1'), 10_000);
  });
});
