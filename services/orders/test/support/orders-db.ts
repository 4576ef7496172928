import { testDatabase } from '@shop/kit/testing';
import { placeOrder } from '../../src/application/place-order';
import { recordStockReserved } from '../../src/application/record-stock-reserved';
import { createModels } from '../../src/models';
import { orderStore } from '../../src/models/order-store';
import type { ProductView } from '../../src/models/product-view';
import { productView } from './product-view';

/** The orders database of one test file, on the real local MongoDB: dropped when the file ends. */
export function ordersDb() {
  const { connection, models } = testDatabase('orders', createModels);
  const orders = orderStore(models.Order, () => undefined);
  /** What payments lets the checkout take (PayPal on, as before the Payments card is saved), and how often asked. */
  const payments = { options: { paypal: true }, asked: 0 };
  const paymentOptions = async () => {
    payments.asked += 1;
    return payments.options;
  };

  /** A product the catalog sells, as its events left it in the read model. */
  const sells = (id: number, pricePence: number, extra: Partial<ProductView> = {}) =>
    models.ProductView.create(productView(id, pricePence, extra));

  /** The order as stored, with the events it has not relayed yet. */
  const stored = async (id: number) => (await models.Order.findOne({ id }).lean())!;
  /** The order's events, oldest first: their types and data. */
  const eventsOf = async (id: number) => (await stored(id)).pendingEvents.map(({ type, data }) => ({ type, data }));

  /** The catalog held the order's stock and the customer opened a payment page, as payOrder records it. */
  const awaitingPayment = async (orderId: number, paymentId = orderId) => {
    await recordStockReserved(orders)({ orderId });
    const page = {
      paymentId,
      attempt: 1,
      state: 'open',
      checkoutUrl: 'https://pay',
      expiresAt: null,
      failureReason: null,
    };
    await models.Order.updateOne({ id: orderId }, { $set: { payment: page } });
  };

  return {
    connection,
    models,
    orders,
    sells,
    payments,
    placeOrder: placeOrder(connection, models, orders, paymentOptions),
    stored,
    eventsOf,
    awaitingPayment,
  };
}
