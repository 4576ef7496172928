import type { HireQuoteView } from '../../../graphql/hireQuotes';
import { useWebhookWait, type Polling } from '../../../hooks/useWebhookWait';

export type PaymentWaitState = 'waiting' | 'landed' | 'late';

type Booking = NonNullable<HireQuoteView['booking']>;

/** A payment shows on the booking once nothing of its purpose is left due. */
const LANDED: Record<'deposit' | 'balance' | 'security-deposit', (booking: Booking) => boolean> = {
  deposit: (b) => b.depositDue <= 0,
  balance: (b) => b.balanceDue <= 0,
  'security-deposit': (b) => b.securityDepositDue <= 0,
};

/**
 * Back from Stripe's page (`?paid=deposit`, `?paid=balance` or `?paid=security-deposit`): asks for the quote again
 * every moment until the payment shows on the booking (nothing of that purpose left due), for a minute at most. Null
 * when no payment is awaited.
 */
export function usePaymentWait(
  paid: string | null,
  booking: HireQuoteView['booking'] | undefined,
  polling: Polling,
): PaymentWaitState | null {
  const awaited = paid === 'deposit' || paid === 'balance' || paid === 'security-deposit' ? paid : null;
  const landed = awaited !== null && booking != null && LANDED[awaited](booking);
  const late = useWebhookWait(awaited !== null && booking != null && !landed, polling);
  if (!awaited || !booking) return null;
  return landed ? 'landed' : late ? 'late' : 'waiting';
}
