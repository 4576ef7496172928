import { paymentSettingsSchema, stripeModeOf, type PaymentOptions, type PaymentSettingsView } from '@shop/contracts';
import { Invalid, parseInput } from '@shop/kit';
import { DEVELOPMENT_STRIPE_SECRET_KEY, DEVELOPMENT_STRIPE_WEBHOOK_SECRET } from '../config';
import { assertOneMode, secretHint } from '../domain/payment-settings';
import type { PaymentSettingsStore } from '../models/payment-settings-store';

interface SettingsDeps {
  settings: PaymentSettingsStore;
  production: boolean;
}

/**
 * The admin's Payments card: the mode the keys in effect say, the publishable key, whether PayPal is offered, and
 * of each secret only whether one is saved and its last 4 characters. The gateway lets only admins reach it.
 */
export const paymentSettingsUseCases = ({ settings, production }: SettingsDeps) => {
  const view = async (): Promise<PaymentSettingsView> => {
    // One fresh read: the card shows the saved document, not a replica's cached keys.
    const stored = await settings.saved();
    const keys = settings.keysOf(stored);
    return {
      mode: stripeModeOf(keys.secretKey),
      publishableKey: keys.publishableKey,
      paypalEnabled: keys.paypalEnabled,
      secretKey: secretHint(stored?.secretKey ? keys.secretKey : null),
      webhookSecret: secretHint(stored?.webhookSecret ? keys.webhookSecret : null),
      saved: keys.saved,
    };
  };

  return {
    read: view,

    /** Saves the card: a blank secret keeps the saved one (or the environment's); nothing is written on a refusal. */
    async save(input: unknown): Promise<PaymentSettingsView> {
      const data = parseInput(paymentSettingsSchema, input);
      const secretKey = data.secretKey || null;
      const webhookSecret = data.webhookSecret || null;
      // The local stand-in's keys are published in the code: a live shop must not take webhooks signed with them.
      if (production && secretKey === DEVELOPMENT_STRIPE_SECRET_KEY)
        throw new Invalid('secretKey: is the local stand-in key; enter your Stripe account key', 'secretKey');
      if (production && webhookSecret === DEVELOPMENT_STRIPE_WEBHOOK_SECRET)
        throw new Invalid(
          'webhookSecret: is the local stand-in secret; enter the signing secret Stripe shows',
          'webhookSecret',
        );
      const stored = await settings.saved();
      // With no new secret key, the one in effect is checked: the saved one, else the environment's.
      assertOneMode(data.publishableKey, secretKey ?? settings.keysOf(stored).secretKey);
      await settings.save({
        publishableKey: data.publishableKey,
        paypalEnabled: data.paypalEnabled,
        secretKey: secretKey ?? stored?.secretKey ?? null,
        webhookSecret: webhookSecret ?? stored?.webhookSecret ?? null,
      });
      return view();
    },

    /** What the checkout may offer: PayPal only while the admin has it on. */
    options: (): Promise<PaymentOptions> => settings.paymentOptions(),
  };
};

export type PaymentSettingsUseCases = ReturnType<typeof paymentSettingsUseCases>;
