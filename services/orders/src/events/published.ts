import { event, type DomainEvent } from '@shop/kit';
import type { Order } from '../models/order';

/** The events an order's changes cause, built from the state as saved. */
export const orderPlaced = (o: Order): DomainEvent[] => [
  event('OrderPlaced', {
    orderId: o.id,
    userId: o.userId,
    lines: o.items.map(({ productId, quantity }) => ({ productId, quantity })),
    totalPence: o.totalPence,
    customerEmail: o.customerEmail,
  }),
];

export const statusChanged = (saved: Order, before: Order): DomainEvent =>
  event('OrderStatusChanged', {
    orderId: saved.id,
    userId: saved.userId,
    from: before.status,
    to: saved.status,
    reason: saved.cancellationReason,
    customerEmail: saved.customerEmail,
  });

/** Tells the catalog to give back the stock an order held. */
export const stockReleased = (saved: Order): DomainEvent =>
  event('OrderCancelled', { orderId: saved.id, reason: saved.cancellationReason ?? 'Cancelled' });
