import { eventually } from '@shop/kit/testing';
import { LOGIN, REGISTER, startAccountsForTest, subgraphClient, type RunningAccounts } from './support/accounts';
import { newUser } from './support/application';

// The failed-login limit of one account, from every address together, with the production limits: only the window
// is shortened (LOGIN_WINDOW_SECONDS), so the test can see it end.
const WINDOW_SECONDS = 8;

let accounts: RunningAccounts;
let gql: ReturnType<typeof subgraphClient>;

beforeAll(async () => {
  accounts = await startAccountsForTest({ LOGIN_WINDOW_SECONDS: String(WINDOW_SECONDS) });
  gql = subgraphClient(accounts.url);
  await gql(REGISTER, { input: newUser('casey', { password: 'casey-pass' }) });
});
afterAll(() => accounts.stop());

const login = (password: string, ip: string) => gql(LOGIN, { input: { username: 'casey', password } }, { ip });

describe('the per-account failed-login limit', () => {
  it('locks an account after 10 failures from as many addresses, then lets the right password in after the window', async () => {
    // A botnet, or one client stepping through the addresses of its IPv6 /64: each address fails once.
    const failures = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login('wrong-pass', i % 2 ? `198.51.100.${i}` : `2001:db8:7:9::${i}`)),
    );
    expect(failures.map((res) => res.errors?.[0].extensions?.code)).toEqual(Array(10).fill('UNAUTHENTICATED'));

    // Locked: from yet another address, with the right password too.
    for (const ip of ['203.0.113.50', '2001:db8:7:9::99']) {
      const locked = await login('casey-pass', ip);
      expect(locked.data).toBeNull();
      expect(locked.errors?.[0]).toMatchObject({
        message: 'Too many failed login attempts. Please try again in 1 minute.',
        extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
      });
      expect(locked.errors?.[0].extensions?.retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    }

    // The window ends by itself; then the right password from a new address signs in.
    await eventually(
      async () => {
        const res = await login('casey-pass', '203.0.113.77');
        expect(res.errors).toBeUndefined();
        expect(res.data.login.user.username).toBe('casey');
      },
      (WINDOW_SECONDS + 10) * 1000,
      500,
    );
  }, 60_000);
});
