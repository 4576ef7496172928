import { useMutation } from '@apollo/client';
import { formatGBP, formatLongDate } from '@shop/contracts';
import { serverMessage } from '@shop/web-common';
import { PAY_HIRE_BOOKING_MUTATION, type HireQuoteView } from '../../../graphql/hireQuotes';
import { useSubmitGuard } from '../../../hooks/useSubmitGuard';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import type { QuoteAnswerTarget } from './QuoteAnswerForms';

type Booking = NonNullable<HireQuoteView['booking']>;
type Purpose = 'DEPOSIT' | 'BALANCE';

/** What the customer can pay online now: the booking deposit while any is due, then the balance while any remains. */
export const payableNow = (booking: Booking): Purpose | null =>
  booking.depositDue > 0 ? 'DEPOSIT' : booking.balanceDue > 0 ? 'BALANCE' : null;

/**
 * "Pay deposit" (or "Pay balance" once the deposit is paid): asks the hire service for Stripe's payment page for the
 * sum due and sends the browser there; the card is typed only on Stripe's page. A refusal (nothing left to pay, the
 * booking changed) is shown as the service says it. A plain button, so a press before the app runs is replayed.
 */
export function PayBooking({ target, booking }: { target: QuoteAnswerTarget; booking: Booking }) {
  const [pay, { error }] = useMutation(PAY_HIRE_BOOKING_MUTATION);
  const { submit, busy } = useSubmitGuard((purpose: Purpose) =>
    pay({ variables: { ...target, purpose } }).then(
      ({ data }) => {
        if (data) window.location.assign(data.payHireBooking.checkoutUrl);
        return true;
      },
      () => false,
    ),
  );
  const purpose = payableNow(booking);
  if (!purpose) return null;
  return (
    <div className="booking-pay">
      {error && (
        <div className="quote-answer-error">
          <Notice type="error" message={serverMessage(error)} testId="pay-error" />
        </div>
      )}
      {purpose === 'DEPOSIT' ? (
        <Button variant="primary" loading={busy} onClick={() => void submit('DEPOSIT')} data-testid="pay-deposit">
          Pay deposit ({formatGBP(booking.depositDue)})
        </Button>
      ) : (
        <Button variant="primary" loading={busy} onClick={() => void submit('BALANCE')} data-testid="pay-balance">
          Pay balance ({formatGBP(booking.balanceDue)})
        </Button>
      )}
    </div>
  );
}

const METHOD: Record<string, string> = { card: 'card', 'bank-transfer': 'bank transfer', paypal: 'PayPal' };

/** The payments and refunds on the booking, card ones confirmed by Stripe and the desk's own. */
export function BookingPayments({ booking }: { booking: Booking }) {
  if (booking.payments.length === 0) return null;
  return (
    <ul className="booking-payments" data-testid="booking-payments">
      {booking.payments.map((p) => (
        <li key={p.id} data-testid="booking-payment">
          {p.kind === 'refund' ? 'Refund' : 'Payment'} of {formatGBP(p.amount)} by {METHOD[p.method] ?? p.method} on{' '}
          {formatLongDate(p.at)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Back from Stripe's page: the payment counts once Stripe's webhook has landed on the booking, which usually takes a
 * moment; until then the page says it is waiting (and asks again), and after a minute that it has not heard yet.
 */
export function PaymentWait({ state }: { state: 'waiting' | 'landed' | 'late' }) {
  if (state === 'landed') {
    return <Notice type="success" testId="payment-confirmed" message="Thank you: your payment is confirmed" />;
  }
  if (state === 'late') {
    return (
      <Notice
        type="warning"
        testId="payment-late"
        message="Your payment has not been confirmed yet"
        description="If you paid, it will show here shortly: reload this page in a few minutes, or contact the hire desk."
      />
    );
  }
  return <Notice type="info" testId="payment-waiting" message="Waiting for the payment to be confirmed" />;
}
