import type { HireQuoteView } from '../../../graphql/hireQuotes';
import { useWebhookWait, type Polling } from '../../../hooks/useWebhookWait';

export type PaymentWaitState = 'waiting' | 'landed' | 'late';

/**
 * Back from Stripe's page (`?paid=deposit` or `?paid=balance`): asks for the quote again every moment until the
 * payment shows on the booking (nothing of that purpose left due), for a minute at most. Null when no payment is
 * awaited.
 */
export function usePaymentWait(
  paid: string | null,
  booking: HireQuoteView['booking'] | undefined,
  polling: Polling,
): PaymentWaitState | null {
  const awaited = paid === 'deposit' || paid === 'balance' ? paid : null;
  const landed = booking ? (awaited === 'deposit' ? booking.depositDue <= 0 : booking.balanceDue <= 0) : false;
  const late = useWebhookWait(awaited !== null && booking != null && !landed, polling);
  if (!awaited || !booking) return null;
  return landed ? 'landed' : late ? 'late' : 'waiting';
}
