import type { EventHandlers } from '@shop/kit';
import type { TakeOnlinePayment } from '../application/take-online-payment';

/** payments' confirmed payments and refunds of hire bookings (an order's are the orders service's). */
export const paymentConsumer = (take: TakeOnlinePayment): EventHandlers => ({
  PaymentSucceeded: async (data) => {
    if (data.subjectType === 'hire-booking') await take.succeeded(data);
  },
  PaymentRefunded: async (data) => {
    if (data.subjectType === 'hire-booking' && data.amountPence > 0) await take.refunded(data);
  },
});
