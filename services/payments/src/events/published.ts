import { event, type DomainEvent } from '@shop/kit';
import { refundedPence as refundedPenceOf } from '../domain/payment';
import type { Payment } from '../models/payment';

/** What payments publishes: each event names its payment and the subject it is for. */
const paymentOf = (p: Payment) => ({
  paymentId: p.id,
  subjectType: p.subjectType,
  subjectId: p.subjectId,
  purpose: p.purpose,
  sessionId: p.sessionId ?? '',
});

export const paymentSessionOpened = (p: Payment): DomainEvent[] => [
  event('PaymentSessionOpened', {
    ...paymentOf(p),
    attempt: p.attempt,
    amountPence: p.amountPence,
    checkoutUrl: p.checkoutUrl ?? '',
    expiresAt: (p.sessionExpiresAt ?? new Date()).toISOString(),
  }),
];

/** The events of a change of state a webhook made, and of the refunds it confirmed. */
export function paymentChanged(saved: Payment, before: Payment): DomainEvent[] {
  const events: DomainEvent[] = [];
  if (saved.state !== before.state) {
    if (saved.state === 'succeeded') {
      events.push(
        event('PaymentSucceeded', {
          ...paymentOf(saved),
          amountPence: saved.amountPence,
          paymentIntentId: saved.paymentIntentId ?? '',
        }),
      );
    } else if (saved.state === 'failed') {
      events.push(event('PaymentFailed', { ...paymentOf(saved), reason: saved.failureReason ?? 'Payment failed' }));
    } else if (saved.state === 'expired') {
      events.push(event('PaymentExpired', paymentOf(saved)));
    }
  }
  // Refunds are only ever appended, so a refund keeps its place in the list.
  let refundedPence = refundedPenceOf(before.refunds);
  saved.refunds.forEach((refund, i) => {
    if (refund.state !== 'confirmed' || before.refunds[i]?.state === 'confirmed') return;
    refundedPence += refund.amountPence;
    events.push(
      event('PaymentRefunded', {
        ...paymentOf(saved),
        refundId: refund.refundId,
        amountPence: refund.amountPence,
        refundedPence,
        reference: refund.reference,
      }),
    );
  });
  return events;
}
