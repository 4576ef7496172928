import { Conflict, Invalid, Unauthorized } from '@shop/kit';
import { callerOf, newUser, openAccounts, type AccountsUnderTest } from '../support/application';

let accounts: AccountsUnderTest;
beforeAll(async () => {
  accounts = await openAccounts();
});
afterAll(() => accounts.close());

const registered = async (name: string) => callerOf((await accounts.app.register(newUser(name))).token);

describe('updateProfile', () => {
  it('changes the caller’s details, clears a blanked field and announces UserUpdated', async () => {
    const pat = await registered('pat');
    const saved = await accounts.app.updateProfile(
      { email: 'Pat.New@Example.co.uk', city: 'Lewes', phone: '01273' },
      pat,
    );
    expect(saved).toMatchObject({ id: pat.user.id, email: 'pat.new@example.co.uk', city: 'Lewes', phone: '01273' });
    expect((await accounts.app.updateProfile({ phone: '' }, pat)).phone).toBeNull();

    const stored = (await accounts.models.User.findOne({ id: pat.user.id }).lean())!;
    // Every change is announced, the blanked phone too (it is not in the event).
    expect(stored.pendingEvents.map((e) => e.type)).toEqual(['UserRegistered', 'UserUpdated', 'UserUpdated']);
    expect(stored.pendingEvents[1].data).toEqual({
      id: pat.user.id,
      username: 'pat',
      email: 'pat.new@example.co.uk',
      fullName: 'pat Tester',
      role: 'user',
    });
  });

  it('keeps emails unique but lets the user keep their own', async () => {
    await registered('quinn');
    const robin = await registered('robin');
    const taken = accounts.app.updateProfile({ email: 'QUINN@example.co.uk' }, robin);
    await expect(taken).rejects.toBeInstanceOf(Conflict);
    await expect(taken).rejects.toThrow('email: An account with this email already exists');
    expect((await accounts.app.updateProfile({ email: 'robin@example.co.uk' }, robin)).email).toBe(
      'robin@example.co.uk',
    );
  });

  it('validates the fields and needs a signed-in user', async () => {
    const val = await registered('valerie');
    await expect(accounts.app.updateProfile({ fullName: '' }, val)).rejects.toThrow('fullName: Full name is required');
    const anonymous = accounts.app.updateProfile({ city: 'Hove' }, { user: null });
    await expect(anonymous).rejects.toBeInstanceOf(Unauthorized);
    await expect(anonymous).rejects.toThrow('You must be signed in');
  });
});

describe('wishlist', () => {
  it('keeps one entry per product, however often it is added, and removes it', async () => {
    const wendy = await registered('wendy');
    await Promise.all([
      accounts.app.addToWishlist({ productId: 11 }, wendy),
      accounts.app.addToWishlist({ productId: 11 }, wendy),
    ]);
    await accounts.app.addToWishlist({ productId: 12 }, wendy);
    expect((await accounts.app.wishlist.wishlist(wendy)).map((w) => w.productId)).toEqual([12, 11]);

    await accounts.app.removeFromWishlist({ productId: 11 }, wendy);
    await accounts.app.removeFromWishlist({ productId: 11 }, wendy);
    expect(await accounts.app.wishlist.isInWishlist({ productId: 11 }, wendy)).toBe(false);
    expect(await accounts.app.wishlist.isInWishlist({ productId: 12 }, wendy)).toBe(true);
  });

  it('takes a product the catalog deleted off every wishlist', async () => {
    const [a, b] = [await registered('zoe'), await registered('zack')];
    for (const caller of [a, b]) {
      await accounts.app.addToWishlist({ productId: 41 }, caller);
      await accounts.app.addToWishlist({ productId: 42 }, caller);
    }
    await accounts.app.removeDeletedProduct(41);
    for (const caller of [a, b]) {
      expect((await accounts.app.wishlist.wishlist(caller)).map((w) => w.productId)).toEqual([42]);
    }
  });

  it('validates the product id and needs a signed-in user', async () => {
    const vic = await registered('vic');
    const invalid = accounts.app.addToWishlist({ productId: 0 }, vic);
    await expect(invalid).rejects.toBeInstanceOf(Invalid);
    await expect(invalid).rejects.toThrow('productId: must be a positive id');
    await expect(accounts.app.removeFromWishlist({ productId: 1 }, { user: null })).rejects.toThrow(
      'You must be signed in',
    );
  });
});
