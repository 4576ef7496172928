import { Invalid, Unauthorized, verifyToken } from '@shop/kit';
import { TEST_JWT_SECRET } from '@shop/kit/testing';
import { callerOf, newUser, openAccounts, type AccountsUnderTest } from '../support/application';

let accounts: AccountsUnderTest;
beforeAll(async () => {
  accounts = await openAccounts();
});
afterAll(() => accounts.close());

const signIn = async (username: string, password = 'secret123') =>
  (await accounts.app.login({ username, password }, { ip: '198.51.100.1' })).token;
const active = (token: string) => accounts.sessions.isActive(verifyToken(token, TEST_JWT_SECRET)!);

describe('ending sessions (logout, sign out everywhere, a password change)', () => {
  beforeAll(async () => {
    for (const name of ['quinn', 'harper', 'rowan']) await accounts.app.register(newUser(name));
  });

  it('logout ends that session only, and is a no-op when anonymous', async () => {
    const [laptop, phone] = [await signIn('quinn'), await signIn('quinn')];
    await accounts.app.logout(callerOf(laptop));
    expect(await active(laptop)).toBe(false);
    expect(await active(phone)).toBe(true);
    await expect(accounts.app.logout({ user: null })).resolves.toBeUndefined();
  });

  it('sign out everywhere ends every session of the user, and needs one', async () => {
    const [laptop, phone] = [await signIn('harper'), await signIn('harper')];
    const someoneElse = await signIn('quinn');
    await accounts.app.signOutEverywhere(callerOf(phone));
    expect(await active(laptop)).toBe(false);
    expect(await active(phone)).toBe(false);
    expect(await active(someoneElse)).toBe(true);
    await expect(accounts.app.signOutEverywhere({ user: null })).rejects.toBeInstanceOf(Unauthorized);
  });

  it('a password change needs the current password, ends the other sessions and answers a new one', async () => {
    const [laptop, phone] = [await signIn('rowan'), await signIn('rowan')];
    const wrong = accounts.app.changePassword(
      { currentPassword: 'not-it', newPassword: 'n3w-secret' },
      callerOf(laptop, '198.51.100.9'),
    );
    await expect(wrong).rejects.toBeInstanceOf(Invalid);
    await expect(wrong).rejects.toThrow('currentPassword: Current password is incorrect');
    expect(await active(phone)).toBe(true);

    const fresh = await accounts.app.changePassword(
      { currentPassword: 'secret123', newPassword: 'n3w-secret' },
      callerOf(laptop, '198.51.100.9'),
    );
    expect(await active(fresh)).toBe(true);
    expect(await active(phone)).toBe(false);
    expect(await active(laptop)).toBe(false);
    await expect(signIn('rowan')).rejects.toThrow('Invalid username or password');
    expect(await active(await signIn('rowan', 'n3w-secret'))).toBe(true);
  });
});
