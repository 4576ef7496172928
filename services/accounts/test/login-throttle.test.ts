import { randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { TooManyRequests, eventually } from '@shop/kit';
import { LoginThrottle } from '../src/application/login-throttle';

const redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `accounts_test_${randomUUID().slice(0, 8)}`;
const limits = { perUsernameAndIp: 3, perIp: 5, perUsername: 8, windowSeconds: 60 };
const throttle = new LoginThrottle(redis, prefix, limits);

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

/** Wrong passwords: each attempt is counted and never given back. */
async function failTimes(n: number, username: string, ip: string) {
  for (let i = 0; i < n; i++) await throttle.consumeAttempt(username, ip);
}

async function refusal(username: string, ip: string): Promise<TooManyRequests> {
  const err = await throttle.consumeAttempt(username, ip).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TooManyRequests);
  return err as TooManyRequests;
}

describe('login throttle on Redis', () => {
  it('blocks a username from one address after its limit, with the seconds left in the window', async () => {
    await failTimes(2, 'alice', '10.0.0.1');
    await throttle.consumeAttempt('Alice', '10.0.0.1');
    const err = await refusal('ALICE', '10.0.0.1');
    expect(err.message).toBe('Too many failed login attempts. Please try again in 1 minute.');
    expect(err.retryAfterSeconds).toBeGreaterThan(50);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Same name from another address, and another name from this address, are still allowed.
    await expect(throttle.consumeAttempt('alice', '10.0.0.2')).resolves.toBeUndefined();
    await expect(throttle.consumeAttempt('bob', '10.0.0.1')).resolves.toBeUndefined();
  });

  it('lets only the limit of attempts sent at once through', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => throttle.consumeAttempt('gail', '10.0.5.1')),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    // Refused attempts tried no password: the address still has its other two.
    await throttle.consumeAttempt('hal', '10.0.5.1');
    await throttle.consumeAttempt('hal', '10.0.5.1');
    await refusal('ian', '10.0.5.1');
  });

  it('blocks an address after its limit across usernames', async () => {
    for (const name of ['u1', 'u2', 'u3', 'u4', 'u5']) await throttle.consumeAttempt(name, '10.0.1.1');
    const err = await refusal('someone-new', '10.0.1.1');
    expect(err.code).toBe('TOO_MANY_REQUESTS');
  });

  it('forgets a username failures from an address after a successful sign-in, but not the address count', async () => {
    await failTimes(2, 'dave', '10.0.3.1');
    await throttle.consumeAttempt('dave', '10.0.3.1');
    await throttle.recordSuccess('dave', '10.0.3.1');
    await failTimes(3, 'dave', '10.0.3.1');
    await refusal('anyone', '10.0.3.1');
  });

  it('blocks a username after its limit across addresses, even from a new one, and a right password forgives it', async () => {
    for (let i = 1; i <= 8; i++) await throttle.consumeAttempt('kim', `10.0.6.${i}`);
    const err = await refusal('KIM', '10.0.6.200');
    expect(err.retryAfterSeconds).toBeGreaterThan(50);
    // Other accounts, and those addresses for them, are untouched.
    await expect(throttle.consumeAttempt('lee', '10.0.6.1')).resolves.toBeUndefined();

    for (let i = 1; i <= 7; i++) await throttle.consumeAttempt('max', `10.0.7.${i}`);
    await throttle.consumeAttempt('max', '10.0.7.100');
    await throttle.recordSuccess('max', '10.0.7.100');
    for (let i = 1; i <= 8; i++) await throttle.consumeAttempt('max', `10.0.8.${i}`);
    await refusal('max', '10.0.8.100');
  });

  it('lets attempts through again once the window has passed', async () => {
    const quick = new LoginThrottle(redis, `${prefix}-quick`, {
      perUsernameAndIp: 1,
      perIp: 10,
      perUsername: 10,
      windowSeconds: 1,
    });
    await quick.consumeAttempt('frank', '10.0.4.1');
    await expect(quick.consumeAttempt('frank', '10.0.4.1')).rejects.toBeInstanceOf(TooManyRequests);
    await eventually(() => quick.consumeAttempt('frank', '10.0.4.1'), 10_000);
  });
});
