import { useWebhookWait, type Polling } from '../../hooks/useWebhookWait';
import type { OrderDetail } from '../../graphql/orders';

/** Where the customer is in paying: just placed (`start`), back from paying (`done`), back without (`cancelled`). */
export type PaymentStep = 'start' | 'done' | 'cancelled' | null;

export const paymentStepOf = (param: string | null): PaymentStep =>
  param === 'start' || param === 'done' || param === 'cancelled' ? param : null;

/**
 * Asks for the order again every moment while something is on its way to it: the catalog's reservation (after
 * placing), or Stripe's webhook (back from paying), for a minute at most. Answers whether that minute ran out.
 */
export function useOrderPaymentWait(order: OrderDetail, step: PaymentStep, polling: Polling): { late: boolean } {
  const awaited = order.paymentState === 'awaiting-stock' || (step === 'done' && order.status === 'pending');
  return { late: useWebhookWait(awaited, polling) };
}
