import type { Connection } from 'mongoose';
import type { PaymentOptions } from '@shop/contracts';
import type { Logger } from '@shop/kit';
import type { StripeAccount } from '../adapters/stripe';
import type { PaymentsConfig } from '../config';
import type { PaymentsModels, PaymentsStores } from '../models';

/** What payments' use cases and queries are built from. */
export interface PaymentsDeps {
  /** For the id allocator. */
  connection: Connection;
  models: PaymentsModels;
  stores: PaymentsStores;
  /** The keys in effect: the Payments card's saved ones, else the environment's. */
  stripe: StripeAccount;
  /** What Stripe's page may offer (PayPal while the Payments card has it on), read afresh. */
  paymentOptions: () => Promise<PaymentOptions>;
  config: Pick<PaymentsConfig, 'STRIPE_WEBHOOK_TOLERANCE_SECONDS' | 'CHECKOUT_SESSION_MINUTES'>;
  logger: Logger;
}
