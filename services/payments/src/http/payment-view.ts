import { refundedPence } from '../domain/payment';
import type { Payment } from '../models/payment';

/** A payment as the internal API answers it (amounts in pence, as the calling services keep them). */
export const paymentView = (p: Payment) => ({
  id: p.id,
  subjectType: p.subjectType,
  subjectId: p.subjectId,
  purpose: p.purpose,
  attempt: p.attempt,
  amountPence: p.amountPence,
  currency: p.currency,
  state: p.state,
  sessionId: p.sessionId,
  checkoutUrl: p.checkoutUrl,
  sessionExpiresAt: p.sessionExpiresAt,
  paymentIntentId: p.paymentIntentId,
  failureReason: p.failureReason,
  refundedPence: refundedPence(p.refunds),
  refunds: p.refunds.map((r) => ({
    refundId: r.refundId,
    amountPence: r.amountPence,
    reference: r.reference,
    reason: r.reason,
    state: r.state,
    requestedAt: r.requestedAt,
    confirmedAt: r.confirmedAt,
  })),
  createdAt: p.createdAt,
  succeededAt: p.succeededAt,
});
