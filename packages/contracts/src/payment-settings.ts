import { z } from 'zod';

/** Test or live, as Stripe's keys say it: sk_test_/pk_test_ or sk_live_/pk_live_ (a restricted key rk_… likewise). */
export const STRIPE_MODES = ['test', 'live'] as const;
export type StripeMode = (typeof STRIPE_MODES)[number];

export const PAYMENT_SETTINGS_MESSAGES = {
  publishableKey: 'must be a Stripe publishable key (pk_test_… or pk_live_…)',
  secretKey: 'must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_… key)',
  webhookSecret: 'must be a Stripe webhook signing secret (whsec_…)',
  mixedModes: 'is a live key while the other is a test key: both must be test keys or both live keys',
} as const;

const optionalSecret = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(255)
    .refine((value) => value === '' || pattern.test(value), message)
    .optional();

/**
 * The Payments card's Save. The secrets are write-only: left out (or blank), the stored one is kept; given, it
 * replaces it.
 */
export const paymentSettingsSchema = z.object({
  publishableKey: z
    .string()
    .trim()
    .max(255)
    .regex(/^pk_(test|live)_\w+$/, PAYMENT_SETTINGS_MESSAGES.publishableKey),
  paypalEnabled: z.boolean(),
  secretKey: optionalSecret(/^(sk|rk)_(test|live)_\w+$/, PAYMENT_SETTINGS_MESSAGES.secretKey),
  webhookSecret: optionalSecret(/^whsec_\w+$/, PAYMENT_SETTINGS_MESSAGES.webhookSecret),
});
export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;

/** A write-only secret as it is answered: whether one is set and its last 4 characters, never the value. */
export const storedSecretSchema = z.object({ set: z.boolean(), last4: z.string().nullable() });
export type StoredSecret = z.infer<typeof storedSecretSchema>;

/** The Payments card as it is read: where each key comes from when none is saved is the environment's. */
export const paymentSettingsViewSchema = z.object({
  mode: z.enum(STRIPE_MODES),
  publishableKey: z.string().nullable(),
  paypalEnabled: z.boolean(),
  secretKey: storedSecretSchema,
  webhookSecret: storedSecretSchema,
  /** Whether the keys in use are the saved ones (true) or the environment's (false). */
  saved: z.boolean(),
});
export type PaymentSettingsView = z.infer<typeof paymentSettingsViewSchema>;

/** What a key says of its mode: pk_live_/sk_live_/rk_live_ are live, anything else (sk_test_…) test. */
export const stripeModeOf = (key: string): StripeMode => (/^(pk|sk|rk)_live_/.test(key) ? 'live' : 'test');

/** What the checkout may offer from payments' settings. */
export const paymentOptionsSchema = z.object({ paypal: z.boolean() });
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** An order placed to be paid by PayPal while the Payments card has PayPal off. */
export const PAYPAL_NOT_OFFERED = 'paymentMethod: PayPal is not available at the moment; please pay by card';

export type StripePaymentMethodType = 'card' | 'paypal';

/** The methods Stripe's payment page may offer: card always, PayPal while the Payments card has it on. */
export const stripePaymentMethodTypes = ({ paypal }: PaymentOptions): StripePaymentMethodType[] =>
  paypal ? ['card', 'paypal'] : ['card'];
