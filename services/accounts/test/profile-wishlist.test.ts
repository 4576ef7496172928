import { REGISTER, USER_FIELDS, startAccountsForTest, subgraphClient, type RunningAccounts } from './support/accounts';

let accounts: RunningAccounts;
let gql: ReturnType<typeof subgraphClient>;

beforeAll(async () => {
  accounts = await startAccountsForTest();
  gql = subgraphClient(accounts.url);
});
afterAll(() => accounts.stop());

async function register(name: string): Promise<{ token: string; id: number }> {
  const res = await gql(REGISTER, {
    input: { username: name, email: `${name}@example.co.uk`, fullName: `${name} Person`, password: 'secret123' },
  });
  return { token: res.data.register.token, id: res.data.register.user.id };
}

const UPDATE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`;

describe('updateProfile', () => {
  it('updates the signed-in user, and an empty string clears an address field', async () => {
    const { token, id } = await register('pat');
    const full = {
      email: 'Pat.New@Example.co.uk',
      fullName: 'Pat Newman',
      address: '1 High Street',
      city: 'Lewes',
      state: 'East Sussex',
      postalCode: 'BN7 1AA',
      country: 'United Kingdom',
      phone: '01273 000000',
    };
    const updated = await gql(UPDATE, { input: full }, { token });
    expect(updated.data.updateProfile).toMatchObject({
      id,
      username: 'pat',
      role: 'user',
      ...full,
      email: 'pat.new@example.co.uk',
    });

    const cleared = await gql(UPDATE, { input: { phone: '', address: '  ', city: null } }, { token });
    expect(cleared.data.updateProfile).toMatchObject({
      phone: null,
      address: null,
      city: null,
      state: 'East Sussex',
      fullName: 'Pat Newman',
    });

    // updatedAt is left out: the kit's outbox relay touches it when it publishes UserUpdated.
    const me = await gql(`query { me { ${USER_FIELDS} } }`, {}, { token });
    const { updatedAt: _seen, ...rest } = cleared.data.updateProfile;
    expect(me.data.me).toMatchObject(rest);
  });

  it('keeps email unique (409) but lets the user keep their own', async () => {
    await register('quinn');
    const { token } = await register('robin');
    const taken = await gql(UPDATE, { input: { email: 'QUINN@example.co.uk' } }, { token });
    expect(taken.errors?.[0]).toMatchObject({
      message: 'email: An account with this email already exists',
      extensions: { code: 'CONFLICT', field: 'email' },
    });
    const own = await gql(UPDATE, { input: { email: 'robin@example.co.uk', city: 'Brighton' } }, { token });
    expect(own.data.updateProfile).toMatchObject({ email: 'robin@example.co.uk', city: 'Brighton' });
  });

  it('lets only one of two users take the same new email at the same moment', async () => {
    const [a, b] = [await register('sam1'), await register('sam2')];
    const results = await Promise.all(
      [a, b].map(({ token }) => gql(UPDATE, { input: { email: 'shared@example.co.uk' } }, { token })),
    );
    expect(results.filter((r) => r.data?.updateProfile)).toHaveLength(1);
    expect(results.find((r) => r.errors)?.errors?.[0].message).toBe('email: An account with this email already exists');
  });

  it.each([
    [{ email: 'nope' }, 'email: Please enter a valid email address'],
    [{ email: '' }, 'email: Please enter a valid email address'],
    [{ fullName: '' }, 'fullName: Full name is required'],
    [{ postalCode: 'x'.repeat(21) }, 'postalCode: Postal code must be at most 20 characters'],
  ])('rejects %p naming the field', async (input, message) => {
    const { token } = await register(`val${Math.random().toString(36).slice(2, 8)}`);
    const res = await gql(UPDATE, { input }, { token });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('needs a signed-in user', async () => {
    const res = await gql(UPDATE, { input: { city: 'Hove' } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'You must be signed in',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

const WISHLIST = 'query { wishlist { id productId createdAt product { id } } }';
const CHECK = 'query($productId: Int!) { isInWishlist(productId: $productId) }';
const ADD = 'mutation($productId: Int!) { addToWishlist(productId: $productId) }';
const REMOVE = 'mutation($productId: Int!) { removeFromWishlist(productId: $productId) }';

describe('wishlist', () => {
  it('adds, checks, lists (newest first, products by reference) and removes', async () => {
    const { token } = await register('wendy');
    expect((await gql(ADD, { productId: 11 }, { token })).data).toEqual({ addToWishlist: true });
    expect((await gql(ADD, { productId: 12 }, { token })).data).toEqual({ addToWishlist: true });
    expect((await gql(CHECK, { productId: 11 }, { token })).data).toEqual({ isInWishlist: true });
    expect((await gql(CHECK, { productId: 13 }, { token })).data).toEqual({ isInWishlist: false });

    const list = await gql(WISHLIST, {}, { token });
    expect(list.data.wishlist).toEqual([
      { id: expect.any(Number), productId: 12, createdAt: expect.any(String), product: { id: 12 } },
      { id: expect.any(Number), productId: 11, createdAt: expect.any(String), product: { id: 11 } },
    ]);

    expect((await gql(REMOVE, { productId: 11 }, { token })).data).toEqual({ removeFromWishlist: true });
    expect((await gql(REMOVE, { productId: 11 }, { token })).data).toEqual({ removeFromWishlist: true });
    expect((await gql(CHECK, { productId: 11 }, { token })).data).toEqual({ isInWishlist: false });
    expect((await gql(WISHLIST, {}, { token })).data.wishlist.map((w: { productId: number }) => w.productId)).toEqual([
      12,
    ]);
  });

  it('keeps one entry when a product is added twice, even at the same moment', async () => {
    const { token } = await register('xena');
    await Promise.all([gql(ADD, { productId: 21 }, { token }), gql(ADD, { productId: 21 }, { token })]);
    await gql(ADD, { productId: 21 }, { token });
    expect((await gql(WISHLIST, {}, { token })).data.wishlist).toHaveLength(1);
  });

  it('gives every user their own entry when many add at once', async () => {
    const users = await Promise.all(['ya1', 'ya2', 'ya3', 'ya4', 'ya5', 'ya6'].map(register));
    const added = await Promise.all(users.map(({ token }) => gql(ADD, { productId: 31 }, { token })));
    expect(added.every((r) => r.data?.addToWishlist === true)).toBe(true);
    for (const { token } of users)
      expect((await gql(CHECK, { productId: 31 }, { token })).data.isInWishlist).toBe(true);
  });

  it('keeps wishlists apart per user', async () => {
    const a = await register('zoe');
    const b = await register('zack');
    await gql(ADD, { productId: 41 }, { token: a.token });
    expect((await gql(CHECK, { productId: 41 }, { token: b.token })).data.isInWishlist).toBe(false);
    expect((await gql(WISHLIST, {}, { token: b.token })).data.wishlist).toEqual([]);
  });

  it('validates the product id', async () => {
    const { token } = await register('vic');
    const res = await gql(ADD, { productId: 0 }, { token });
    expect(res.errors?.[0]).toMatchObject({
      message: 'productId: must be a positive id',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it.each([
    ['wishlist', WISHLIST, {}],
    ['isInWishlist', CHECK, { productId: 1 }],
    ['addToWishlist', ADD, { productId: 1 }],
    ['removeFromWishlist', REMOVE, { productId: 1 }],
  ])('%s needs a signed-in user', async (_name, query, variables) => {
    const res = await gql(query, variables);
    expect(res.errors?.[0]).toMatchObject({
      message: 'You must be signed in',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
