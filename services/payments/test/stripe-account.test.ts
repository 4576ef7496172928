import { stripeAccount } from '../src/adapters/stripe';

describe("the shop's Stripe account as the use cases reach it", () => {
  it('follows a change of keys without a restart: a new secret key gets a new client, the same key the same one', async () => {
    let keys = { secretKey: 'sk_test_First', webhookSecret: 'whsec_first' };
    const account = stripeAccount(async () => keys, { STRIPE_API_BASE: 'http://127.0.0.1:12180' });
    const first = await account.client();
    expect(await account.client()).toBe(first);
    expect(await account.webhookSecret()).toBe('whsec_first');

    keys = { secretKey: 'sk_test_Second', webhookSecret: 'whsec_second' };
    const second = await account.client();
    expect(second).not.toBe(first);
    expect(await account.client()).toBe(second);
    expect(await account.webhookSecret()).toBe('whsec_second');
  });
});
