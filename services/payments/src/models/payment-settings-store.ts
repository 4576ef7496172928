import type { Model } from 'mongoose';
import type { PaymentOptions } from '@shop/contracts';
import { seal, unseal, type Sealed } from '@shop/kit';
import type { StoredPaymentSettings } from './payment-settings';

/** The Stripe keys in effect: the saved ones, else the environment's. */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | null;
  paypalEnabled: boolean;
  /** Whether settings were saved (and their keys, where set, used). */
  saved: boolean;
}

/** How long a replica reuses the settings it read; a save on another replica shows after this. */
const CACHE_MS = 2_000;

/** Reads and writes the Payments settings, sealing the secrets with the service's key, as notify does its SMTP's. */
export function paymentSettingsStore(
  Settings: Model<StoredPaymentSettings>,
  secretsKey: string,
  environment: { secretKey: string; webhookSecret: string },
) {
  let cache: { at: number; keys: Promise<StripeKeys> } | null = null;
  const saved = () => Settings.findById('stripe').lean<StoredPaymentSettings>().exec();
  const keysOf = (doc: StoredPaymentSettings | null): StripeKeys => {
    // Before the first save the checkout offers PayPal, as the shop always did; the admin can turn it off.
    if (!doc) return { ...environment, publishableKey: null, paypalEnabled: true, saved: false };
    return {
      secretKey: doc.secretKey ? unseal(doc.secretKey, secretsKey) : environment.secretKey,
      webhookSecret: doc.webhookSecret ? unseal(doc.webhookSecret, secretsKey) : environment.webhookSecret,
      publishableKey: doc.publishableKey,
      paypalEnabled: doc.paypalEnabled,
      saved: true,
    };
  };

  return {
    /** The keys in effect, read through a short cache that a save on this replica clears. */
    keys(): Promise<StripeKeys> {
      if (!cache || Date.now() - cache.at > CACHE_MS) {
        cache = { at: Date.now(), keys: saved().then(keysOf) };
        cache.keys.catch(() => (cache = null));
      }
      return cache.keys;
    },

    /** The stored document as it is (secrets sealed), read afresh; null before the first save. */
    saved,

    /**
     * What the checkout and Stripe's page may offer, read afresh rather than through the keys' cache: PayPal turned
     * off is refused by every replica from the save on, not up to the cache's age later. PayPal until the first save.
     */
    async paymentOptions(): Promise<PaymentOptions> {
      const doc = await Settings.findById('stripe', { paypalEnabled: 1 }).lean<
        Pick<StoredPaymentSettings, 'paypalEnabled'>
      >();
      return { paypal: doc?.paypalEnabled ?? true };
    },

    /** The keys a stored document (or none yet) puts in effect. */
    keysOf,

    /** Saves the card; each secret new (sealed here), the stored one already sealed, or none (the environment's). */
    async save(settings: {
      publishableKey: string;
      paypalEnabled: boolean;
      secretKey: string | Sealed | null;
      webhookSecret: string | Sealed | null;
    }): Promise<void> {
      const sealed = (secret: string | Sealed | null) =>
        typeof secret === 'string' ? seal(secret, secretsKey) : secret;
      await Settings.replaceOne(
        { _id: 'stripe' },
        {
          publishableKey: settings.publishableKey,
          paypalEnabled: settings.paypalEnabled,
          secretKey: sealed(settings.secretKey),
          webhookSecret: sealed(settings.webhookSecret),
          updatedAt: new Date(),
        },
        { upsert: true },
      );
      cache = null;
    },
  };
}

export type PaymentSettingsStore = ReturnType<typeof paymentSettingsStore>;
