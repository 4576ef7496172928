import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@shop/kit';
import type { PendingOrderBounds } from './domain/pending-orders';

const ms = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const ordersConfigSchema = baseConfigSchema
  .extend({
    PORT: z.coerce.number().int().min(0).default(4105),
    MONGODB_DB: z.string().default('shop_orders'),
    /** How often the pending-order sweep runs (once per interval across all replicas). */
    PENDING_ORDER_SWEEP_EVERY_MS: ms(15_000),
    /**
     * How long an order may stay pending, since it was placed or last asked about, before the sweep asks the catalog
     * again for its stock (its OrderPlaced or the answer may have been lost).
     */
    PENDING_ORDER_REASK_AFTER_MS: ms(60_000),
    /** How long after it was placed an order still pending after a re-ask is cancelled with a reason. */
    PENDING_ORDER_CANCEL_AFTER_MS: ms(10 * 60_000),
    /**
     * How long an order's stock is held for its payment, from the reservation: an order still unpaid then is
     * cancelled and its stock released. Stripe's page closes after CHECKOUT_SESSION_MINUTES (payments' setting, 30
     * minutes at least) too; money taken after the hold is refunded.
     */
    PAYMENT_HOLD_MS: ms(30 * 60_000),
    /** The payments service, which opens Stripe's payment pages for orders and refunds them. */
    PAYMENTS_URL: z.url().default('http://127.0.0.1:4109'),
    /** The shop's public address, where Stripe's page sends the customer back. */
    SHOP_URL: z.url().default('http://localhost:4000'),
  })
  .refine((c) => c.PENDING_ORDER_CANCEL_AFTER_MS > c.PENDING_ORDER_REASK_AFTER_MS, {
    message: 'must be longer than PENDING_ORDER_REASK_AFTER_MS',
    path: ['PENDING_ORDER_CANCEL_AFTER_MS'],
  });

export type OrdersConfig = z.output<typeof ordersConfigSchema>;

/** How long the pending-orders sweep lets an order wait, as configured. */
export const pendingOrderBounds = (config: OrdersConfig): PendingOrderBounds => ({
  reaskAfterMs: config.PENDING_ORDER_REASK_AFTER_MS,
  cancelAfterMs: config.PENDING_ORDER_CANCEL_AFTER_MS,
  paymentHoldMs: config.PAYMENT_HOLD_MS,
});

export const readOrdersConfig = (env: NodeJS.ProcessEnv = process.env): OrdersConfig =>
  loadConfig(ordersConfigSchema, env);
