/**
 * An order's payment as the customer and the admin read it. The order's status stays the spec's (`pending` until it
 * is paid); this says where its payment is.
 *
 * - `awaiting-stock`: placed; the catalog has not reserved its lines yet, so no payment can be asked.
 * - `awaiting-payment`: its stock is held for it; the customer pays on Stripe's page.
 * - `declined`: the last card tried was declined; the customer may try again while the stock is held.
 * - `paid`: Stripe's webhook confirmed the payment (the order is processing or further on).
 * - `refund-pending`: a refund was asked of Stripe and its webhook has not confirmed it yet.
 * - `refunded`: the whole payment was refunded.
 * - `unpaid`: the order ended (or was made before online payment) with nothing taken.
 */
export const ORDER_PAYMENT_STATES = [
  'awaiting-stock',
  'awaiting-payment',
  'declined',
  'paid',
  'refund-pending',
  'refunded',
  'unpaid',
] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

/** How the shop and the admin name each state. */
export const ORDER_PAYMENT_STATE_LABELS: Record<OrderPaymentState, string> = {
  'awaiting-stock': 'Reserving the items',
  'awaiting-payment': 'Awaiting payment',
  declined: 'Declined',
  paid: 'Paid',
  'refund-pending': 'Refund on its way',
  refunded: 'Refunded',
  unpaid: 'Not paid',
};

/** The label of a state as the API answers it (a string: an unknown one is shown as it is). */
export const orderPaymentLabel = (state: string): string =>
  ORDER_PAYMENT_STATE_LABELS[state as OrderPaymentState] ?? state;

export const ORDER_PAYMENT_MESSAGES = {
  notPending: 'This order is no longer waiting for payment',
  alreadyPaid: 'This order is already paid',
  stockNotReserved: 'Your items are still being reserved; try again in a moment',
  expired: 'Cancelled because the payment page closed before the order was paid',
  notPaidInTime: 'Cancelled because the order was not paid in time',
} as const;
