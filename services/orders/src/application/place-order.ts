import { randomUUID } from 'node:crypto';
import {
  formatGBP,
  formatPence,
  idempotencyKeySchema,
  orderPayloadSchema,
  PAYPAL_NOT_OFFERED,
  toPence,
  type OrderPayload,
  type PaymentOptions,
} from '@shop/contracts';
import {
  Conflict,
  currentTraceparent,
  Invalid,
  isDuplicateKeyError,
  nextId,
  parseInput,
  requireUser,
  type AuthContext,
} from '@shop/kit';
import type { Connection } from 'mongoose';
import { bankTransferAtPlacing } from '../domain/bank-transfer';
import { priceOrder } from '../domain/pricing';
import { orderPlaced } from '../events/published';
import type { OrdersModels } from '../models';
import type { Order } from '../models/order';
import type { OrderStore } from '../models/order-store';
import { orderSettingsStore } from '../models/order-settings';

export interface PlaceOrderRequest {
  /** The checkout payload, unparsed. */
  input: unknown;
  /** The client's Idempotency-Key, if it sent one. */
  idempotencyKey?: unknown;
}

/** Ids claimed at a time for orders (their lines take four times as many). */
const ORDER_IDS_AHEAD = 50;

/**
 * Places the signed-in customer's order at the catalog's prices: CONFLICT when the total they saw
 * is not the shop's; INVALID naming paymentMethod for PayPal while payments has it off (what the
 * checkout offers is what it takes). The same idempotency key returns the first order instead of
 * placing another.
 */
export function placeOrder(
  connection: Connection,
  { Order, ProductView, OrderSettings }: OrdersModels,
  orders: OrderStore,
  paymentOptions: () => Promise<PaymentOptions>,
) {
  const settings = orderSettingsStore(OrderSettings);
  const byKey = (key: string) => Order.findOne({ idempotencyKey: key }).lean<Order>();
  /** The order's lines at the catalog's prices, if the total is the one the customer saw. */
  const pricedAtTotal = async (payload: OrderPayload) => {
    const ids = [...new Set(payload.items.map((item) => item.productId))];
    const products = new Map((await ProductView.find({ id: { $in: ids } }).lean()).map((p) => [p.id, p]));
    const priced = priceOrder(payload.items, products);
    if (toPence(payload.total) !== priced.price.totalPence) {
      throw new Conflict(
        `Prices have changed since you loaded your basket: the order total is now ${formatPence(priced.price.totalPence)}, not ${formatGBP(payload.total)}. Please review your basket and try again.`,
        'total',
      );
    }
    return priced;
  };
  /** Asked of payments only for PayPal: the card checkout's path costs no call. */
  const requireOffered = async ({ paymentMethod }: OrderPayload) => {
    if (paymentMethod === 'paypal' && !(await paymentOptions()).paypal) {
      throw new Invalid(PAYPAL_NOT_OFFERED, 'paymentMethod');
    }
  };

  return async ({ input, idempotencyKey }: PlaceOrderRequest, actor: AuthContext): Promise<Order> => {
    const user = requireUser(actor);
    const payload = parseInput(orderPayloadSchema, input);
    const clientKey = parseInput(idempotencyKeySchema, idempotencyKey, 'idempotencyKey');
    const key = `${user.id}:${clientKey ?? randomUUID()}`;
    let priced: ReturnType<typeof priceOrder>;
    try {
      [priced] = await Promise.all([pricedAtTotal(payload), requireOffered(payload)]);
    } catch (err) {
      // A retried checkout whose first try was placed stands, whatever the prices or products are now.
      const placed = clientKey ? await byKey(key) : null;
      if (placed) return placed;
      throw err;
    }
    const { lines, price } = priced;

    // Order numbers may skip (what a stopped process had claimed ahead), so a rush costs the counters next to nothing.
    const [id, firstItemId] = await Promise.all([
      nextId(connection, 'orders', 1, { ahead: ORDER_IDS_AHEAD }),
      nextId(connection, 'order_items', lines.length, { ahead: ORDER_IDS_AHEAD * 4 }),
    ]);
    // Read only for a bank transfer: the card checkout's path costs no settings read.
    const bankTransfer =
      payload.paymentMethod === 'bank-transfer'
        ? bankTransferAtPlacing(
            { id, totalPence: price.totalPence, paymentMethod: payload.paymentMethod },
            await settings.read(),
          )
        : null;
    const now = new Date();
    try {
      return await orders.create(
        {
          id,
          userId: user.id,
          status: 'pending',
          items: lines.map((line, i) => ({ ...line, id: firstItemId + i, createdAt: now })),
          subtotalPence: price.subtotalPence,
          shippingPence: price.shippingPence,
          vatPence: price.vatPence,
          totalPence: price.totalPence,
          shippingAddress: payload.shippingAddress,
          shippingCity: payload.shippingCity,
          shippingState: payload.shippingState,
          shippingPostalCode: payload.shippingPostalCode,
          shippingCountry: payload.shippingCountry,
          paymentMethod: payload.paymentMethod,
          paymentId: payload.paymentId,
          notes: payload.notes,
          customerName: payload.customerName ?? user.username,
          customerEmail: payload.customerEmail,
          customerPhone: payload.customerPhone,
          cancellationReason: null,
          stockReservedAt: null,
          payment: null,
          bankTransfer,
          refunds: [],
          shipment: null,
          shippedAt: null,
          deliveredOn: null,
          traceparent: currentTraceparent() ?? null,
          idempotencyKey: key,
        },
        orderPlaced,
      );
    } catch (err) {
      // The same checkout again (a retry, or a double submit at the same moment): the first one placed stands. The
      // key's unique index finds it, rather than a lookup before every order that only a retry needs.
      if (!isDuplicateKeyError(err)) throw err;
      const placed = await byKey(key);
      if (!placed) throw err;
      return placed;
    }
  };
}
