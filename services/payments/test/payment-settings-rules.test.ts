import { paymentSettingsSchema, stripeModeOf } from '@shop/contracts';
import { assertOneMode, secretHint } from '../src/domain/payment-settings';

describe('payments settings rules', () => {
  it("reads the mode from a key's prefix", () => {
    expect(stripeModeOf('sk_test_abc')).toBe('test');
    expect(stripeModeOf('pk_test_abc')).toBe('test');
    expect(stripeModeOf('sk_live_abc')).toBe('live');
    expect(stripeModeOf('rk_live_abc')).toBe('live');
    expect(stripeModeOf('pk_live_abc')).toBe('live');
  });

  it('refuses a live secret key with a test publishable key, and the reverse, naming the publishable key', () => {
    expect(() => assertOneMode('pk_test_abc', 'sk_live_abc')).toThrow(
      expect.objectContaining({ field: 'publishableKey', message: expect.stringMatching(/^publishableKey: /) }),
    );
    expect(() => assertOneMode('pk_live_abc', 'sk_test_abc')).toThrow(/^publishableKey: is a live key/);
    expect(() => assertOneMode('pk_live_abc', 'rk_live_abc')).not.toThrow();
    expect(() => assertOneMode('pk_test_abc', 'sk_test_abc')).not.toThrow();
  });

  it('takes only Stripe-shaped keys, a blank secret meaning "keep the saved one"', () => {
    const ok = { publishableKey: 'pk_test_abc', paypalEnabled: true };
    expect(paymentSettingsSchema.safeParse({ ...ok, secretKey: '', webhookSecret: '' }).success).toBe(true);
    const issue = (input: object) => paymentSettingsSchema.safeParse(input).error?.issues[0].path[0];
    expect(issue({ ...ok, publishableKey: 'sk_test_abc' })).toBe('publishableKey');
    expect(issue({ ...ok, secretKey: 'pk_test_abc' })).toBe('secretKey');
    expect(issue({ ...ok, webhookSecret: 'secret' })).toBe('webhookSecret');
    expect(issue({ publishableKey: 'pk_test_abc' })).toBe('paypalEnabled');
  });

  it('shows of a secret only that it is set and its last 4 characters', () => {
    expect(secretHint('sk_live_0123456789abcd')).toEqual({ set: true, last4: 'abcd' });
    expect(secretHint(null)).toEqual({ set: false, last4: null });
  });
});
