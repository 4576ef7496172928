import { holdsStock, trackingUrl, type Shipment } from '@shop/contracts';
import { event, type DomainEvent } from '@shop/kit';
import type { Order, TransferRefundSent } from '../models/order';

const linesOf = (o: Order) => o.items.map(({ productId, quantity }) => ({ productId, quantity }));

/** The events an order's changes cause, built from the state as saved. */
export const orderPlaced = (o: Order): DomainEvent[] => [
  event('OrderPlaced', {
    orderId: o.id,
    userId: o.userId,
    lines: linesOf(o),
    totalPence: o.totalPence,
    customerEmail: o.customerEmail,
  }),
];

/** The order is paid and processing: the customer's confirmation goes now (never at placing). */
export const orderPaid = (o: Order): DomainEvent =>
  event('OrderPaid', {
    orderId: o.id,
    userId: o.userId,
    lines: linesOf(o),
    totalPence: o.totalPence,
    customerEmail: o.customerEmail,
    paymentMethod: o.paymentMethod,
  });

/** An admin recorded a refund sent back by bank transfer: payments credits the order's invoice with it. */
export const refundSent = (o: Order, sent: TransferRefundSent): DomainEvent =>
  event('OrderRefundSent', {
    orderId: o.id,
    returnId: sent.returnId,
    method: 'bank-transfer',
    amountPence: sent.amountPence,
    reference: sent.reference,
  });

/** A bank-transfer order's stock is held: the customer is told where to pay, the reference and by when. */
export const awaitingBankTransfer = (o: Order): DomainEvent[] => {
  const transfer = o.bankTransfer;
  if (!transfer?.payBy) return [];
  return [
    event('OrderAwaitingBankTransfer', {
      orderId: o.id,
      userId: o.userId,
      totalPence: o.totalPence,
      customerEmail: o.customerEmail,
      accountName: transfer.accountName,
      sortCode: transfer.sortCode,
      accountNumber: transfer.accountNumber,
      reference: transfer.reference,
      payBy: transfer.payBy.toISOString(),
    }),
  ];
};

/** The order's shipment as events carry it: with the carrier's tracking link and when it left. */
export const shipmentOf = (o: Order): Shipment | null =>
  o.shipment && o.shippedAt
    ? {
        carrier: o.shipment.carrier,
        carrierName: o.shipment.carrierName,
        trackingNumber: o.shipment.trackingNumber,
        trackingUrl: trackingUrl(o.shipment),
        shippedAt: o.shippedAt.toISOString(),
      }
    : null;

export const statusChanged = (saved: Order, before: Order): DomainEvent => {
  const shipment = shipmentOf(saved);
  return event('OrderStatusChanged', {
    orderId: saved.id,
    userId: saved.userId,
    from: before.status,
    to: saved.status,
    reason: saved.cancellationReason,
    customerEmail: saved.customerEmail,
    ...(shipment ? { shipment } : {}),
    ...(saved.deliveredOn ? { deliveredOn: saved.deliveredOn } : {}),
  });
};

/** Asks the catalog again for a pending order's stock: it answers with its recorded decision, or decides now. */
export const stockRequested = (o: Order): DomainEvent =>
  event('StockReservationRequested', { orderId: o.id, lines: linesOf(o) });

/** Tells the catalog to release the stock an order held. */
export const stockReleased = (saved: Order): DomainEvent =>
  event('OrderCancelled', { orderId: saved.id, reason: saved.cancellationReason ?? saved.status });

/** Tells the catalog the order's units have left the shop. */
export const orderShipped = (saved: Order): DomainEvent => event('OrderShipped', { orderId: saved.id });

/** The stock events of an admin's status change: units shipped, or released by an order that never shipped. */
export function stockEventsOf(saved: Order, before: Order): DomainEvent[] {
  if (saved.status === 'shipped') return [orderShipped(saved)];
  const endedUnshipped = saved.status === 'cancelled' || saved.status === 'refunded';
  return endedUnshipped && holdsStock(before.status) ? [stockReleased(saved)] : [];
}
