import { useEffect, useRef, useState } from 'react';
import type { HireQuoteView } from '../../../graphql/hireQuotes';
import { PAYMENT_WAIT_MS } from './PayBooking';

/** How often the quote is asked for again while the payment is awaited. */
const POLL_MS = 1_500;

export type PaymentWaitState = 'waiting' | 'landed' | 'late';

/**
 * Back from Stripe's page (`?paid=deposit` or `?paid=balance`): asks for the quote again every moment until the
 * payment shows on the booking (nothing of that purpose left due), for a minute at most. Null when no payment is
 * awaited.
 */
export function usePaymentWait(
  paid: string | null,
  booking: HireQuoteView['booking'] | undefined,
  polling: { startPolling: (ms: number) => void; stopPolling: () => void },
): PaymentWaitState | null {
  const awaited = paid === 'deposit' || paid === 'balance' ? paid : null;
  const landed = booking ? (awaited === 'deposit' ? booking.depositDue <= 0 : booking.balanceDue <= 0) : false;
  const [late, setLate] = useState(false);
  const waiting = awaited !== null && booking != null && !landed && !late;
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
  if (!awaited || !booking) return null;
  return landed ? 'landed' : late ? 'late' : 'waiting';
}
