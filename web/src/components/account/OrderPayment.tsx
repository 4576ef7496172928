import { useMutation } from '@apollo/client';
import { formatGBP } from '@shop/contracts';
import { serverMessage } from '@shop/web-common';
import { useEffect, useRef } from 'react';
import { PAY_ORDER_MUTATION, type OrderDetail } from '../../graphql/orders';
import { useSubmitGuard } from '../../hooks/useSubmitGuard';
import type { Polling } from '../../hooks/useWebhookWait';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { BankTransferDetails } from './BankTransferDetails';
import { useOrderPaymentWait, type PaymentStep } from './useOrderPaymentWait';

interface OrderPaymentProps {
  order: OrderDetail;
  step: PaymentStep;
  polling: Polling;
}

/**
 * Paying for an order on the payment provider's page; no card is ever typed on ours. Just placed, the page waits for
 * the stock to be held and sends the customer on to pay. Back from paying, it waits for the payment to be confirmed
 * by the provider's webhook and then says so. A declined card, or a customer who came back without paying, is told
 * what happened and offered another payment page while the order still waits. An order paid by bank transfer shows
 * where to send the money instead.
 */
export function OrderPayment({ order, step, polling }: OrderPaymentProps) {
  const { late } = useOrderPaymentWait(order, step, polling);
  const [payOrder, { error }] = useMutation(PAY_ORDER_MUTATION);
  const { submit: pay, busy } = useSubmitGuard(() =>
    payOrder({ variables: { id: order.id } }).then(
      ({ data }) => {
        if (data) window.location.assign(data.payOrder.checkoutUrl);
        return true;
      },
      () => false,
    ),
  );
  const payable = order.paymentState === 'awaiting-payment' || order.paymentState === 'declined';
  // Just placed: on to the payment page as soon as the stock is held, once.
  const sentOn = useRef(false);
  useEffect(() => {
    // A bank transfer is paid from the customer's own bank: there is no payment page to go to.
    if (step !== 'start' || order.paymentState !== 'awaiting-payment' || order.bankTransfer || sentOn.current) return;
    sentOn.current = true;
    void pay();
  }, [order.paymentState, pay, step]);

  const failure = error && <Notice type="error" message={serverMessage(error)} testId="payment-error" />;
  const retry = (label: string) => (
    <Button variant="primary" loading={busy} onClick={() => void pay()} data-testid="payment-retry">
      {label}
    </Button>
  );

  if (order.paymentState === 'awaiting-stock') {
    return <Notice type="info" testId="payment-reserving" message="Reserving your items…" />;
  }
  if (order.bankTransfer) {
    return order.paymentState === 'awaiting-payment' ? (
      <BankTransferDetails total={order.total} transfer={order.bankTransfer} />
    ) : null;
  }
  if (step === 'done' && order.status === 'pending') {
    if (late) {
      return (
        <Notice
          type="warning"
          testId="payment-late"
          message="Your payment has not been confirmed yet"
          description="If you paid, it will show here shortly: reload this page in a few minutes."
        />
      );
    }
    return <Notice type="info" testId="payment-waiting" message="Waiting for your payment to be confirmed…" />;
  }
  if (order.paymentState === 'paid' && step === 'done') {
    return (
      <Notice
        type="success"
        testId="payment-confirmed"
        message="Order placed successfully!"
        description="Thank you for your purchase. You will receive an email confirmation shortly."
      />
    );
  }
  if (order.paymentState === 'refund-pending' || order.paymentState === 'refunded') {
    return (
      <Notice
        type="info"
        testId="payment-refund"
        message={
          order.paymentState === 'refunded'
            ? `Your payment of ${formatGBP(order.refunded)} has been refunded`
            : 'Your payment is being refunded'
        }
      />
    );
  }
  if (!payable) return null;
  if (step === 'start' && order.paymentState === 'awaiting-payment' && !error) {
    return <Notice type="info" testId="payment-redirecting" message="Taking you to the payment page…" />;
  }
  return (
    <div className="order-payment-due" data-testid="payment-due">
      {failure}
      {order.paymentState === 'declined' ? (
        <Notice
          type="error"
          testId="payment-declined"
          message="Your payment was declined"
          description={`${order.paymentFailure ?? 'The payment did not go through.'} Your items are still held for you: you can try again with another card.`}
        />
      ) : (
        <Notice
          type="warning"
          testId="payment-awaited"
          message={
            step === 'cancelled' ? 'You left the payment page before paying' : 'This order is waiting for payment'
          }
          description="Your items are held for you for a short while; pay now to complete your order."
        />
      )}
      {retry(order.paymentState === 'declined' || step === 'cancelled' ? 'Try again' : 'Pay now')}
    </div>
  );
}
