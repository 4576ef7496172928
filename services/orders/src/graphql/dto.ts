import { adminNextStatuses, carrierLabel, toGbp, toGbpOrNull, trackingUrl } from '@shop/contracts';
import type { OrderPage as OrderRecordPage } from '../application/order-queries';
import { orderPaymentState } from '../domain/order-payment';
import { wholeTransferRefundDue } from '../domain/transfer-refund';
import type { Order as OrderRecord } from '../models/order';
import type { Order, OrderPage } from './__generated__/resolvers';
import { returnableOf, returnsOfOrderDto } from './return-dto';

/** The order's lines, each with how much of it can still be asked back (its returns read once for all lines). */
function linesDto(o: OrderRecord): Order['items'] {
  const returnable = returnableOf(o);
  return o.items.map((line) => ({
    id: line.id,
    orderId: o.id,
    productId: line.productId,
    quantity: line.quantity,
    price: toGbp(line.unitPricePence),
    createdAt: line.createdAt.toISOString(),
    product: { id: line.productId, name: line.name, slug: line.slug, imageUrl: line.imageUrl },
    returnable: returnable(line.id),
  }));
}

export const toOrderDto = (o: OrderRecord): Order => ({
  id: o.id,
  userId: o.userId,
  status: o.status,
  subtotal: toGbp(o.subtotalPence),
  shippingCost: toGbp(o.shippingPence),
  vat: toGbp(o.vatPence),
  total: toGbp(o.totalPence),
  shippingAddress: o.shippingAddress,
  shippingCity: o.shippingCity,
  shippingState: o.shippingState,
  shippingPostalCode: o.shippingPostalCode,
  shippingCountry: o.shippingCountry,
  paymentMethod: o.paymentMethod,
  paymentId: o.paymentId,
  notes: o.notes,
  customerName: o.customerName,
  customerEmail: o.customerEmail,
  customerPhone: o.customerPhone,
  cancellationReason: o.cancellationReason,
  paymentState: orderPaymentState(o),
  paymentFailure: o.status === 'pending' && o.payment?.state === 'failed' ? o.payment.failureReason : null,
  bankTransfer: o.bankTransfer && {
    accountName: o.bankTransfer.accountName,
    sortCode: o.bankTransfer.sortCode,
    accountNumber: o.bankTransfer.accountNumber,
    reference: o.bankTransfer.reference,
    payBy: o.bankTransfer.payBy?.toISOString() ?? null,
    receivedAt: o.bankTransfer.receivedAt?.toISOString() ?? null,
    received: o.bankTransfer.receivedPence === null ? null : toGbp(o.bankTransfer.receivedPence),
    receivedReference: o.bankTransfer.receivedReference,
    refundDue: toGbpOrNull(wholeTransferRefundDue(o)),
  },
  refunded: toGbp((o.refunds ?? []).filter((r) => r.state === 'confirmed').reduce((sum, r) => sum + r.amountPence, 0)),
  shipment: o.shipment && {
    carrier: o.shipment.carrier,
    carrierName: carrierLabel(o.shipment),
    trackingNumber: o.shipment.trackingNumber,
    trackingUrl: trackingUrl(o.shipment),
  },
  shippedAt: o.shippedAt?.toISOString() ?? null,
  deliveredOn: o.deliveredOn ?? null,
  // The window is a setting: the Order type's resolver fills it in.
  returnsCloseOn: null,
  ...returnsOfOrderDto(o),
  items: linesDto(o),
  nextStatuses: adminNextStatuses(o.status),
  version: o.version,
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
});

export const toOrderPageDto = (page: OrderRecordPage): OrderPage => ({ ...page, items: page.items.map(toOrderDto) });
