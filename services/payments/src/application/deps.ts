import type { Connection } from 'mongoose';
import type Stripe from 'stripe';
import type { Logger } from '@shop/kit';
import type { PaymentsConfig } from '../config';
import type { PaymentsModels, PaymentsStores } from '../models';

/** What payments' use cases and queries are built from. */
export interface PaymentsDeps {
  /** For the id allocator. */
  connection: Connection;
  models: PaymentsModels;
  stores: PaymentsStores;
  stripe: Stripe;
  config: Pick<
    PaymentsConfig,
    'STRIPE_WEBHOOK_SECRET' | 'STRIPE_WEBHOOK_TOLERANCE_SECONDS' | 'CHECKOUT_SESSION_MINUTES'
  >;
  logger: Logger;
}
