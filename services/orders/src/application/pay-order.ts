import { idSchema, inStoredTrace, parseInput, requireUser, type AuthContext } from '@shop/kit';
import type { PaymentsClient } from '../adapters/payments';
import { assertPayable, nextAttempt, pageOpenedChange, reusablePage } from '../domain/order-payment';
import type { OrderStore } from '../models/order-store';
import { orderQueries } from './order-queries';
import type { OrdersModels } from '../models';

export interface PayOrderDeps {
  models: OrdersModels;
  orders: OrderStore;
  payments: PaymentsClient;
  clock: () => Date;
  /** The shop's public address, where Stripe's page sends the customer back. */
  shopUrl: string;
}

/** Stripe's payment page for an order: where to send the customer, and when it closes. */
export interface OrderCheckout {
  checkoutUrl: string;
  expiresAt: string;
}

/**
 * The customer pays their order on Stripe's page, once the catalog holds its stock. The amount is the order's own
 * server-priced total; payments opens the page (one per attempt, so asking again for an attempt answers the same
 * page), and its webhook-confirmed PaymentSucceeded moves the order on. A page still open and not declined is
 * answered again; otherwise ("Try again" after a decline) the next attempt opens a new one.
 */
export const payOrder =
  ({ models, orders, payments, clock, shopUrl }: PayOrderDeps) =>
  async (rawId: unknown, actor: AuthContext): Promise<OrderCheckout> => {
    const id = parseInput(idSchema, rawId, 'id');
    requireUser(actor);
    // Its owner only (an admin does not pay for a customer): anyone else's answers as no such order.
    const order = await orderQueries(models).ownOrder(id, actor);
    assertPayable(order);
    const open = reusablePage(order, clock());
    if (open) return { checkoutUrl: open.checkoutUrl!, expiresAt: new Date(open.expiresAt!).toISOString() };

    const attempt = nextAttempt(order);
    const back = new URL(`/account/orders/${id}`, shopUrl);
    back.searchParams.set('payment', 'cancelled');
    const cancelUrl = back.toString();
    back.searchParams.set('payment', 'done');
    // In the order's own trace (the placing request's), so payments keeps it with the page and Stripe's webhook for
    // it, and the confirmation it leads to, join that one trace.
    const opened = await inStoredTrace('open payment page', { 'order.id': id }, order.traceparent, () =>
      payments.openCheckout({
        subjectType: 'order',
        subjectId: id,
        purpose: 'order-total',
        attempt,
        amountPence: order.totalPence,
        description: `Order #${id}`,
        customerEmail: order.customerEmail,
        successUrl: back.toString(),
        cancelUrl,
      }),
    );
    const page = {
      paymentId: opened.id,
      attempt,
      state: opened.state,
      checkoutUrl: opened.checkoutUrl,
      expiresAt: opened.sessionExpiresAt ? new Date(opened.sessionExpiresAt) : null,
      failureReason: null,
    };
    // On the order as read before payments was asked: one changed meanwhile is read again.
    await orders.update(
      { id },
      (current) => pageOpenedChange(current, page),
      () => [],
      { read: order },
    );
    return { checkoutUrl: opened.checkoutUrl!, expiresAt: opened.sessionExpiresAt! };
  };
