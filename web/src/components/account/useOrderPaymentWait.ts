import { useEffect, useRef, useState } from 'react';
import type { OrderDetail } from '../../graphql/orders';

/** How often the order is asked for again while its stock or its payment is awaited. */
const POLL_MS = 1_500;
/** How long the page back from the payment page waits for the webhook before saying so. */
export const PAYMENT_WAIT_MS = 60_000;

/** Where the customer is in paying: just placed (`start`), back from paying (`done`), back without (`cancelled`). */
export type PaymentStep = 'start' | 'done' | 'cancelled' | null;

export const paymentStepOf = (param: string | null): PaymentStep =>
  param === 'start' || param === 'done' || param === 'cancelled' ? param : null;

/**
 * Asks for the order again every moment while something is on its way to it: the catalog's reservation (after
 * placing), or Stripe's webhook (back from paying), for a minute at most. Answers whether that minute ran out.
 */
export function useOrderPaymentWait(
  order: OrderDetail,
  step: PaymentStep,
  polling: { startPolling: (ms: number) => void; stopPolling: () => void },
): { late: boolean } {
  const awaited = order.paymentState === 'awaiting-stock' || (step === 'done' && order.status === 'pending');
  const [late, setLate] = useState(false);
  const waiting = awaited && !late;
  // The latest functions, so a new render does not restart the wait.
  const poll = useRef(polling);
  poll.current = polling;
  useEffect(() => {
    if (!waiting) return undefined;
    poll.current.startPolling(POLL_MS);
    const timer = setTimeout(() => setLate(true), PAYMENT_WAIT_MS);
    return () => {
      clearTimeout(timer);
      poll.current.stopPolling();
    };
  }, [waiting]);
  return { late: awaited && late };
}
