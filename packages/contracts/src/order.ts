import { z } from 'zod';
import { CHECKOUT_MESSAGES, addressFields, deliveryCountry, phoneNumber } from './checkout';
import { PAYMENT_METHODS } from './checkout-options';
import { cartProductIdSchema, cartQuantitySchema } from './cart';
import { listCeiling } from './list-sizes';
import { TEXT_MAX, emailAddress, optionalTextUpTo } from './fields';

/** Order status values (storefront spec 4), in the order an order normally moves through them. */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order may go next. Pending moves to processing when the stock saga has reserved
 * every line (never by hand: a processing order always has its stock); an order can be
 * cancelled until it ships; a refund made outside the shop is recorded from processing on.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['completed', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** The statuses an admin may set next (pending to processing is the stock reservation's). */
export function adminNextStatuses(from: OrderStatus): OrderStatus[] {
  return NEXT[from].filter((to) => !(from === 'pending' && to === 'processing'));
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Orders whose stock is still held: cancelling one gives it back. */
export const holdsStock = (status: OrderStatus): boolean => status === 'pending' || status === 'processing';

export const ORDER_MESSAGES = {
  items: 'Your basket is empty',
  total: 'Order total must be an amount in pounds, e.g. 115.00',
  status: `Status must be one of: ${ORDER_STATUSES.join(', ')}`,
  notFound: 'Order not found',
  failed: 'Failed to create order',
} as const;

const M = CHECKOUT_MESSAGES;

/** The checkout's first and last names with the space between them. */
const ORDER_CUSTOMER_NAME_MAX = 2 * TEXT_MAX.name + 1;

const gbpAmount = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    // Whole pence only: 115.5 is fine, 115.555 is not.
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, message);

const orderLine = z.object({
  productId: cartProductIdSchema,
  quantity: cartQuantitySchema,
  // What the shopper saw; the server prices every line itself and compares totals.
  price: z.number().min(0).nullish(),
});

/** The checkout's order payload (storefront spec 3), with the checkout form's rules on the address. */
export const orderPayloadSchema = z.object({
  total: gbpAmount(ORDER_MESSAGES.total),
  shippingAddress: addressFields.address,
  shippingCity: addressFields.city,
  shippingState: addressFields.state,
  shippingPostalCode: addressFields.postalCode,
  shippingCountry: deliveryCountry,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: M.paymentMethod }),
  paymentId: optionalTextUpTo(TEXT_MAX.subject, 'Payment id'),
  notes: optionalTextUpTo(TEXT_MAX.notes, 'Notes'),
  items: z
    .array(orderLine, { error: ORDER_MESSAGES.items })
    .min(1, ORDER_MESSAGES.items)
    .max(listCeiling('Order', 'items')),
  // From the checkout form; the order detail shows them (name or "Customer", phone).
  // The shop sends the first and last names with a space between: each at most TEXT_MAX.name.
  customerName: optionalTextUpTo(ORDER_CUSTOMER_NAME_MAX, 'Customer name'),
  customerEmail: emailAddress.nullish().transform((v) => v ?? null),
  customerPhone: phoneNumber,
});

export type OrderPayload = z.output<typeof orderPayloadSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.status });
