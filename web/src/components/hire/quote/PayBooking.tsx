import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client';
import { formatGBP, formatLongDate } from '@shop/contracts';
import { serverMessage } from '@shop/web-common';
import { PAY_HIRE_BOOKING_MUTATION, type HireQuoteView } from '../../../graphql/hireQuotes';
import { useSubmitGuard } from '../../../hooks/useSubmitGuard';
import { Button } from '../../ui/Button';
import { BankAccountDetails } from '../../ui/BankAccountDetails';
import { Notice } from '../../ui/Notice';
import type { QuoteAnswerTarget } from './QuoteAnswerForms';

type Booking = NonNullable<HireQuoteView['booking']>;
type Purpose = 'DEPOSIT' | 'BALANCE' | 'SECURITY_DEPOSIT';

/**
 * What the customer can pay online now: the booking deposit while any is due, then the balance while any remains, then
 * the refundable security deposit while any of it is not yet held.
 */
export const payableNow = (booking: Booking): Purpose | null =>
  booking.depositDue > 0
    ? 'DEPOSIT'
    : booking.balanceDue > 0
      ? 'BALANCE'
      : booking.securityDepositDue > 0
        ? 'SECURITY_DEPOSIT'
        : null;

/** The part an email's pay link (`?pay=deposit`, `?pay=balance`) asked for, as the pay card names it. */
const ASKED: Record<string, Purpose> = {
  deposit: 'DEPOSIT',
  balance: 'BALANCE',
  'security-deposit': 'SECURITY_DEPOSIT',
};

const BUTTON: Record<Purpose, { testId: string; label: string; due: (b: Booking) => number }> = {
  DEPOSIT: { testId: 'pay-deposit', label: 'Pay deposit', due: (b) => b.depositDue },
  BALANCE: { testId: 'pay-balance', label: 'Pay balance', due: (b) => b.balanceDue },
  SECURITY_DEPOSIT: { testId: 'pay-security-deposit', label: 'Pay security deposit', due: (b) => b.securityDepositDue },
};

/**
 * "Pay deposit", then "Pay balance", then "Pay security deposit" (refundable, held until the hire settles): asks the
 * hire service for Stripe's payment page for the sum due and sends the browser there; the card is typed only on
 * Stripe's page. A refusal (nothing left to pay, the booking changed) is shown as the service says it. "Pay by bank
 * transfer" shows the shop's bank details and the booking's reference instead. Opened from an email's pay link, the
 * card comes into view. Plain buttons, so a press before the app runs is replayed.
 */
export function PayBooking({ target, booking }: { target: QuoteAnswerTarget; booking: Booking }) {
  const [pay, { error }] = useMutation(PAY_HIRE_BOOKING_MUTATION);
  const [searchParams] = useSearchParams();
  const [byTransfer, setByTransfer] = useState(false);
  const card = useRef<HTMLDivElement>(null);
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
  const asked = ASKED[searchParams.get('pay') ?? ''];
  useEffect(() => {
    if (asked && purpose) card.current?.scrollIntoView({ block: 'center' });
  }, [asked, purpose]);
  if (!purpose) return null;
  const button = BUTTON[purpose];
  return (
    <div className="booking-pay" ref={card} data-testid="booking-pay">
      {error && (
        <div className="quote-answer-error">
          <Notice type="error" message={serverMessage(error)} testId="pay-error" />
        </div>
      )}
      {asked && asked !== purpose && (
        <p className="muted" data-testid="pay-first">
          {purpose === 'DEPOSIT' ? 'The booking deposit is due first.' : 'The balance is due first.'}
        </p>
      )}
      {purpose === 'SECURITY_DEPOSIT' && (
        <p data-testid="security-deposit-note">
          Before the equipment goes out we hold a refundable security deposit of {formatGBP(booking.securityDepositDue)}
          . After the hire, what is left of it once any damage or late return is charged goes back to the same card.
        </p>
      )}
      <div className="booking-pay-actions">
        <Button variant="primary" loading={busy} onClick={() => void submit(purpose)} data-testid={button.testId}>
          {button.label} ({formatGBP(button.due(booking))})
        </Button>
        {booking.bankTransfer && (
          <Button variant="link" onClick={() => setByTransfer((shown) => !shown)} data-testid="pay-by-transfer">
            Pay by bank transfer
          </Button>
        )}
      </div>
      {byTransfer && booking.bankTransfer && (
        <BankTransferDetails transfer={booking.bankTransfer} amount={button.due(booking)} />
      )}
    </div>
  );
}

/** Where to send a transfer: the shop's account and the booking's reference; the desk records it once received. */
function BankTransferDetails({ transfer, amount }: { transfer: NonNullable<Booking['bankTransfer']>; amount: number }) {
  return (
    <div className="booking-transfer" data-testid="bank-transfer">
      <BankAccountDetails amount={amount} account={transfer} />
      <p className="muted">
        Please quote the reference so we can match your payment; the booking shows it once the hire desk has it.
      </p>
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
