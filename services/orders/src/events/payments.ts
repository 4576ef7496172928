import type { BatchHandlers, EventHandlers } from '@shop/kit';
import type { FollowPayments } from '../application/follow-payments';

/** payments' events about orders (a hire booking's are the hire service's). */
export const paymentConsumer = (follow: FollowPayments): EventHandlers => ({
  PaymentSucceeded: async (data) => {
    if (data.subjectType === 'order') await follow.succeeded(data);
  },
  PaymentFailed: async (data) => {
    if (data.subjectType === 'order') await follow.failed(data);
  },
  PaymentExpired: async (data) => {
    if (data.subjectType === 'order') await follow.expired(data);
  },
  PaymentRefunded: async (data) => {
    if (data.subjectType === 'order' && data.amountPence > 0) await follow.refunded(data);
  },
});

/** A slice's PaymentSucceeded for orders applied together (see FollowPayments.succeededAll). */
export const paymentBatchHandlers = (follow: FollowPayments): BatchHandlers => ({
  PaymentSucceeded: (items) =>
    follow.succeededAll(items.map(({ data }) => data).filter((data) => data.subjectType === 'order')),
});
