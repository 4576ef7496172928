import { Conflict, Invalid, TooManyRequests, Unauthorized, verifyToken } from '@shop/kit';
import { TEST_JWT_SECRET } from '@shop/kit/testing';
import { newUser, openAccounts, type AccountsUnderTest } from '../support/application';

let accounts: AccountsUnderTest;
beforeAll(async () => {
  accounts = await openAccounts();
});
afterAll(() => accounts.close());

describe('register', () => {
  it('creates a customer whatever role was sent, signs them in and announces UserRegistered without the hash', async () => {
    const { user, token } = await accounts.app.register(newUser('jamie', { role: 'admin' }));
    expect(user).toMatchObject({ username: 'jamie', usernameKey: 'jamie', email: 'jamie@example.co.uk', role: 'user' });
    expect(verifyToken(token, TEST_JWT_SECRET)).toMatchObject({ id: user.id, username: 'jamie', role: 'user' });

    const stored = (await accounts.models.User.findOne({ id: user.id }).select('+passwordHash').lean())!;
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    expect(stored.pendingEvents.map((e) => ({ type: e.type, data: e.data }))).toEqual([
      {
        type: 'UserRegistered',
        data: { id: user.id, username: 'jamie', email: 'jamie@example.co.uk', fullName: 'jamie Tester', role: 'user' },
      },
    ]);
  });

  it('refuses a taken username in any case, or a taken email, naming the field', async () => {
    await accounts.app.register(newUser('taken'));
    const sameName = accounts.app.register(newUser('TAKEN', { email: 'other@example.co.uk' }));
    await expect(sameName).rejects.toBeInstanceOf(Conflict);
    await expect(sameName).rejects.toThrow('username: Username is already taken');
    await expect(accounts.app.register(newUser('different', { email: 'taken@example.co.uk' }))).rejects.toThrow(
      'email: An account with this email already exists',
    );
  });

  it('validates the form like the spec', async () => {
    const refused = accounts.app.register(newUser('ab'));
    await expect(refused).rejects.toBeInstanceOf(Invalid);
    await expect(refused).rejects.toThrow('username: Username must be at least 3 characters');
  });
});

describe('login', () => {
  beforeAll(() => accounts.app.register(newUser('morgan', { password: 'morgan-pass' })));

  it('signs in by username in any case, with a session token, and never answers the hash to the API', async () => {
    const { user, token } = await accounts.app.login(
      { username: 'MORGAN', password: 'morgan-pass' },
      { ip: '192.0.2.1' },
    );
    expect(user.username).toBe('morgan');
    expect(verifyToken(token, TEST_JWT_SECRET)).toMatchObject({ id: user.id, role: 'user' });
    expect(await accounts.sessions.isActive(verifyToken(token, TEST_JWT_SECRET)!)).toBe(true);
  });

  it('answers the same 401 for a wrong password and an unknown username', async () => {
    for (const [username, password] of [
      ['morgan', 'wrong-pass'],
      ['nobody-here', 'morgan-pass'],
    ]) {
      const refused = accounts.app.login({ username, password }, { ip: '192.0.2.2' });
      await expect(refused).rejects.toBeInstanceOf(Unauthorized);
      await expect(refused).rejects.toThrow('Invalid username or password');
    }
  });

  it('blocks a username from one address after 5 failures, even with the right password', async () => {
    const ip = '192.0.2.3';
    for (let i = 0; i < 5; i++) {
      await expect(accounts.app.login({ username: 'morgan', password: 'bad-pass' }, { ip })).rejects.toThrow(
        'Invalid username or password',
      );
    }
    const blocked = accounts.app.login({ username: 'morgan', password: 'morgan-pass' }, { ip });
    await expect(blocked).rejects.toBeInstanceOf(TooManyRequests);
    await expect(blocked).rejects.toThrow('Too many failed login attempts. Please try again in 15 minutes.');
  });
});
