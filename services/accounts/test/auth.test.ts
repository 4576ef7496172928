import IORedis from 'ioredis';
import mongoose from 'mongoose';
import { SessionRegistry, verifyToken } from '@shop/kit';
import { TEST_JWT_SECRET, TEST_KAFKA_NAMESPACE } from '@shop/kit/testing';
import { newCustomer } from '@shop/test-support/customers';
import {
  LOGIN,
  REGISTER,
  USER_FIELDS,
  startAccountsForTest,
  subgraphClient,
  type RunningAccounts,
} from './support/accounts';
import { newUser } from './support/application';

let accounts: RunningAccounts;
let gql: ReturnType<typeof subgraphClient>;

beforeAll(async () => {
  accounts = await startAccountsForTest();
  gql = subgraphClient(accounts.url);
});
afterAll(() => accounts.stop());

const login = (username: string, password: string, ip?: string) =>
  gql(LOGIN, { input: { username, password } }, { ip });
const ME = `query { me { ${USER_FIELDS} } }`;

describe('register (storefront 3, 5, 6)', () => {
  it('creates a customer, signs them in and never shows the password', async () => {
    const res = await gql(REGISTER, { input: newUser('jamie') });
    expect(res.errors).toBeUndefined();
    const { user, token } = res.data.register;
    expect(user).toEqual(newCustomer({ username: 'jamie', email: 'jamie@example.co.uk', fullName: 'jamie Tester' }));
    expect(verifyToken(token, TEST_JWT_SECRET)).toMatchObject({ id: user.id, username: 'jamie', role: 'user' });
    expect(JSON.stringify(res)).not.toMatch(/secret123|scrypt/);

    // updatedAt is left out: the kit's outbox relay touches it when it publishes UserRegistered.
    const me = await gql(ME, {}, { token });
    const { updatedAt: _relayed, ...rest } = user;
    expect(me.data.me).toMatchObject(rest);
  });

  it('stores only a scrypt hash of the password', async () => {
    await gql(REGISTER, { input: newUser('hashcheck') });
    const connection = await mongoose
      .createConnection('mongodb://127.0.0.1:27017', { dbName: accounts.dbName })
      .asPromise();
    try {
      const stored = await connection.collection('users').findOne({ username: 'hashcheck' });
      expect(stored?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(JSON.stringify(stored)).not.toContain('secret123');
    } finally {
      await connection.close();
    }
  });

  it.each([
    [{ username: 'ab' }, 'username: Username must be at least 3 characters'],
    [{ username: undefined }, 'username: Username must be at least 3 characters'],
    [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ fullName: '   ' }, 'fullName: Full name is required'],
    [{ fullName: undefined }, 'fullName: Full name is required'],
    [{ password: '12345' }, 'password: Password must be at least 6 characters'],
  ])('rejects %p with a message naming the field', async (change, message) => {
    const res = await gql(REGISTER, { input: newUser('validcheck', change) });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a taken username (whatever its case) or email with 409 naming the field', async () => {
    await gql(REGISTER, { input: newUser('taken') });
    const sameName = await gql(REGISTER, { input: newUser('TAKEN', { email: 'other@example.co.uk' }) });
    expect(sameName.errors?.[0]).toMatchObject({
      message: 'username: Username is already taken',
      extensions: { code: 'CONFLICT', field: 'username' },
    });
    const sameEmail = await gql(REGISTER, { input: newUser('different', { email: 'Taken@Example.co.uk' }) });
    expect(sameEmail.errors?.[0]).toMatchObject({
      message: 'email: An account with this email already exists',
      extensions: { code: 'CONFLICT', field: 'email' },
    });
  });

  it('lets only one of two simultaneous registrations of a name through', async () => {
    const results = await Promise.all([
      gql(REGISTER, { input: newUser('racer', { email: 'racer1@example.co.uk' }) }),
      gql(REGISTER, { input: newUser('racer', { email: 'racer2@example.co.uk' }) }),
    ]);
    expect(results.filter((r) => r.data?.register)).toHaveLength(1);
    expect(results.find((r) => r.errors)?.errors?.[0].message).toBe('username: Username is already taken');
  });
});

describe('login, me and logout', () => {
  beforeAll(() => gql(REGISTER, { input: newUser('morgan', { password: 'morgan-pass' }) }));

  it('signs in by username and password, in any case of the username', async () => {
    const res = await login('Morgan', 'morgan-pass');
    expect(res.data.login.user).toMatchObject({ username: 'morgan', role: 'user' });
    expect(verifyToken(res.data.login.token, TEST_JWT_SECRET)?.username).toBe('morgan');
    expect(JSON.stringify(res)).not.toContain('morgan-pass');
  });

  it('answers the same 401 message for a wrong password and an unknown username', async () => {
    for (const [username, password] of [
      ['morgan', 'wrong-pass'],
      ['nobody-here', 'morgan-pass'],
    ]) {
      const res = await login(username, password, '198.51.100.7');
      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({
        message: 'Invalid username or password',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('validates the login form like the spec', async () => {
    expect((await login('mo', 'morgan-pass')).errors?.[0].message).toBe(
      'username: Username must be at least 3 characters',
    );
    expect((await login('morgan', 'short')).errors?.[0].message).toBe(
      'password: Password must be at least 6 characters',
    );
  });

  it('answers null for me when anonymous or when the token is not valid', async () => {
    expect((await gql(ME)).data).toEqual({ me: null });
    expect((await gql(ME, {}, { token: 'not-a-token' })).data).toEqual({ me: null });
  });

  it('logs out (the gateway clears the cookie)', async () => {
    expect((await gql('mutation { logout }')).data).toEqual({ logout: true });
  });
});

describe('ending sessions', () => {
  const redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const registry = new SessionRegistry(redis, TEST_KAFKA_NAMESPACE);
  const active = (token: string) => registry.isActive(verifyToken(token, TEST_JWT_SECRET)!);
  const signIn = async (username: string, password: string) => {
    const res = await login(username, password);
    expect(res.errors).toBeUndefined();
    return res.data.login.token as string;
  };
  const CHANGE_PASSWORD = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }';

  beforeAll(async () => {
    for (const name of ['quinn', 'harper', 'rowan']) await gql(REGISTER, { input: newUser(name) });
  });
  afterAll(() => redis.quit());

  it('logout ends that session only', async () => {
    const [laptop, phone] = [await signIn('quinn', 'secret123'), await signIn('quinn', 'secret123')];
    expect(await active(laptop)).toBe(true);
    expect((await gql('mutation { logout }', {}, { token: laptop })).data).toEqual({ logout: true });
    expect(await active(laptop)).toBe(false);
    expect(await active(phone)).toBe(true);
  });

  it('sign out everywhere ends every session of the user, and only theirs', async () => {
    const [laptop, phone] = [await signIn('harper', 'secret123'), await signIn('harper', 'secret123')];
    const someoneElse = await signIn('quinn', 'secret123');
    expect((await gql('mutation { signOutEverywhere }', {}, { token: phone })).data).toEqual({
      signOutEverywhere: true,
    });
    expect(await active(laptop)).toBe(false);
    expect(await active(phone)).toBe(false);
    expect(await active(someoneElse)).toBe(true);
    // Signing in again starts a session of the new version.
    expect(await active(await signIn('harper', 'secret123'))).toBe(true);
    expect((await gql('mutation { signOutEverywhere }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a password change ends the other sessions and needs the current password', async () => {
    const [laptop, phone] = [await signIn('rowan', 'secret123'), await signIn('rowan', 'secret123')];
    const wrong = await gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'not-it', newPassword: 'n3w-secret' } },
      { token: laptop },
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'currentPassword: Current password is incorrect',
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
    const short = await gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'secret123', newPassword: '123' } },
      { token: laptop },
    );
    expect(short.errors?.[0].message).toBe('newPassword: Password must be at least 6 characters');
    expect(await active(phone)).toBe(true);

    const changed = await gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'secret123', newPassword: 'n3w-secret' } },
      { token: laptop },
    );
    expect(changed.data).toEqual({ changePassword: true });
    expect(await active(phone)).toBe(false);
    expect((await login('rowan', 'secret123')).errors?.[0].message).toBe('Invalid username or password');
    expect(await active(await signIn('rowan', 'n3w-secret'))).toBe(true);
  });
});

describe('failed-login limits', () => {
  beforeAll(() => gql(REGISTER, { input: newUser('riley', { password: 'riley-pass' }) }));

  it('blocks a username from one address after 5 failures, even with the right password', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 5; i++)
      expect((await login('riley', 'bad-pass', ip)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const blocked = await login('riley', 'riley-pass', ip);
    expect(blocked.errors?.[0]).toMatchObject({
      message: 'Too many failed login attempts. Please try again in 15 minutes.',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
    });
    expect(blocked.errors?.[0].extensions?.retryAfter).toBeGreaterThan(890);
    // The same account from another address still signs in.
    expect((await login('riley', 'riley-pass', '192.0.2.11')).data.login.user.username).toBe('riley');
  });

  it('forgives a username failures after a successful sign-in', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < 4; i++) await login('riley', 'bad-pass', ip);
    expect((await login('riley', 'riley-pass', ip)).data.login).toBeTruthy();
    for (let i = 0; i < 4; i++) await login('riley', 'bad-pass', ip);
    expect((await login('riley', 'riley-pass', ip)).data.login).toBeTruthy();
  });

  it('counts wrong current passwords on a password change under the same limit, sent at once or not', async () => {
    await gql(REGISTER, { input: newUser('morgan', { password: 'morgan-pass' }) });
    const ip = '192.0.2.40';
    const token = (await login('morgan', 'morgan-pass', ip)).data.login.token as string;
    const change = (currentPassword: string) =>
      gql(
        'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }',
        { input: { currentPassword, newPassword: 'morgan-new' } },
        { token, ip },
      );
    const answers = await Promise.all(Array.from({ length: 8 }, () => change('bad-pass')));
    const codes = answers.map((res) => res.errors?.[0].extensions?.code).sort();
    expect(codes).toEqual([...Array<string>(5).fill('BAD_USER_INPUT'), ...Array<string>(3).fill('TOO_MANY_REQUESTS')]);
    // The right password is refused too until the window ends, and the sign-in is counted with it.
    expect((await change('morgan-pass')).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await login('morgan', 'morgan-pass', ip)).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('blocks an address after 20 failures across usernames', async () => {
    const ip = '192.0.2.30';
    for (let i = 0; i < 20; i++) await login(`guess${i}`, 'bad-pass', ip);
    const blocked = await login('riley', 'riley-pass', ip);
    expect(blocked.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('admin account', () => {
  it('is seeded from the configuration and signs in as admin', async () => {
    const res = await login('admin', 'admin123');
    expect(res.data.login.user).toMatchObject({ username: 'admin', email: 'admin@soundhirepro.co.uk', role: 'admin' });
  });

  it('is not overwritten when the service starts again with another password', async () => {
    const again = await startAccountsForTest({ MONGODB_DB: accounts.dbName, ADMIN_PASSWORD: 'changed-pass' });
    try {
      const gqlAgain = subgraphClient(again.url);
      const old = await gqlAgain(LOGIN, { input: { username: 'admin', password: 'admin123' } });
      expect(old.data.login.user.role).toBe('admin');
      const changed = await gqlAgain(
        LOGIN,
        { input: { username: 'admin', password: 'changed-pass' } },
        { ip: '192.0.2.99' },
      );
      expect(changed.errors?.[0].message).toBe('Invalid username or password');
    } finally {
      await again.stop();
    }
  });
});
