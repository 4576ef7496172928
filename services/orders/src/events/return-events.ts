import { event, type DomainEvent } from '@shop/kit';
import { refundsByTransfer } from '../domain/transfer-refund';
import type { Order } from '../models/order';
import type { OrderReturn, OrderReturnLine } from '../models/order-return';

const linesOf = (r: OrderReturn) =>
  r.lines.map(({ lineId, productId, name, quantity }: OrderReturnLine) => ({ lineId, productId, name, quantity }));

/** The event of one return's step, built from the order as saved. */
function stepOf(saved: Order, r: OrderReturn): DomainEvent {
  const of = { orderId: saved.id, returnId: r.reference, customerEmail: saved.customerEmail };
  switch (r.status) {
    case 'requested':
      return event('OrderReturnRequested', {
        ...of,
        userId: saved.userId,
        lines: linesOf(r),
        reason: r.reason,
        note: r.note,
      });
    case 'approved':
      return event('OrderReturnApproved', { ...of, lines: linesOf(r), returnsAddress: r.returnsAddress ?? '' });
    case 'declined':
      return event('OrderReturnDeclined', { ...of, reason: r.declineReason ?? '' });
    case 'received':
      return event('OrderReturnReceived', {
        ...of,
        restock: r.lines
          .filter((l) => l.outcome === 'restock')
          .map(({ productId, quantity }) => ({ productId, quantity })),
        lines: r.lines.map(({ lineId, productId, name, quantity, outcome }) => ({
          lineId,
          productId,
          name,
          quantity,
          outcome: outcome ?? 'write-off',
        })),
        refundPence: r.refundPence ?? 0,
        refundByTransfer: refundsByTransfer(saved),
      });
    case 'refunded':
      return event('OrderReturnRefunded', {
        ...of,
        refundPence: r.refundPence ?? 0,
        refundByTransfer: refundsByTransfer(saved),
      });
  }
}

/**
 * The events of a change to the order's returns: one for each return that is new or moved on (requested, approved,
 * declined, received with the lines the catalog puts back on hand, refunded).
 */
export function returnEvents(saved: Order, before: Order): DomainEvent[] {
  const was = new Map((before.returns ?? []).map((r) => [r.reference, r.status]));
  return (saved.returns ?? []).filter((r) => was.get(r.reference) !== r.status).map((r) => stepOf(saved, r));
}
