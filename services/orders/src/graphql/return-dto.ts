import { toGbp, toGbpOrNull } from '@shop/contracts';
import { refundsByTransfer } from '../domain/transfer-refund';
import { returnableQuantities } from '../domain/order-return';
import type { Order as OrderRecord } from '../models/order';
import type { OrderReturn as OrderReturnRecord } from '../models/order-return';
import type { OrderHistoryLine, OrderReturn } from './__generated__/resolvers';

export const toReturnDto = (order: OrderRecord, r: OrderReturnRecord): OrderReturn => ({
  id: r.reference,
  orderId: order.id,
  status: r.status,
  reason: r.reason,
  note: r.note,
  lines: r.lines.map((l) => ({
    lineId: l.lineId,
    productId: l.productId,
    name: l.name,
    quantity: l.quantity,
    price: toGbp(l.unitPricePence),
    outcome: l.outcome,
  })),
  requestedAt: r.requestedAt.toISOString(),
  returnsAddress: r.returnsAddress,
  declineReason: r.declineReason,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  receivedAt: r.receivedAt?.toISOString() ?? null,
  refund: toGbpOrNull(r.refundPence),
  shippingRefund: toGbpOrNull(r.shippingRefundPence),
  refundedAt: r.refundedAt?.toISOString() ?? null,
  refundByTransfer: refundsByTransfer(order),
  customerName: order.customerName,
  customerEmail: order.customerEmail,
});

/** The order's returns and its history after the sale. */
export const returnsOfOrderDto = (o: OrderRecord) => ({
  returns: (o.returns ?? []).map((r) => toReturnDto(o, r)),
  history: (o.history ?? []).map((h): OrderHistoryLine => ({ at: h.at.toISOString(), text: h.text })),
});

/** How much of each line can still be asked back, by its id: the order's returns read once for all its lines. */
export function returnableOf(o: OrderRecord): (lineId: number) => number {
  const left = returnableQuantities(o);
  return (lineId) => Math.max(0, left.get(lineId) ?? 0);
}
