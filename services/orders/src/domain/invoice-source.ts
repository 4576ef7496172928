import { VAT_RATE_PERCENT, type InvoiceSource } from '@shop/contracts';
import type { Order } from '../models/order';

/** Shipping, on which the shop charges no VAT (contracts' pricing): one line at 0 %, when there is any. */
const shippingLines = (pence: number): InvoiceSource['lines'] =>
  pence > 0 ? [{ description: 'Shipping', quantity: 1, unitNetPence: pence, vatRate: 0 }] : [];

/**
 * What an order is invoiced from: each line at its price without VAT and the standard rate, and shipping, on which the
 * shop charges no VAT (contracts' pricing), at 0 %; the customer as the order names them, at its delivery address.
 */
export function invoiceSourceOf(order: Order): InvoiceSource {
  const lines: InvoiceSource['lines'] = order.items.map((item) => ({
    description: item.name,
    quantity: item.quantity,
    unitNetPence: item.unitPricePence,
    vatRate: VAT_RATE_PERCENT,
  }));
  return {
    reference: `Order #${order.id}`,
    customer: {
      userId: order.userId,
      name: order.customerName ?? order.customerEmail ?? `Customer ${order.userId}`,
      address: [
        order.shippingAddress,
        order.shippingCity,
        order.shippingState,
        order.shippingPostalCode,
        order.shippingCountry,
      ].filter((part) => part && part.trim()),
      email: order.customerEmail,
    },
    lines: [...lines, ...shippingLines(order.shippingPence)],
  };
}

/**
 * What a return's refund gives back, as lines priced without VAT (the refund is those lines with their VAT, and the
 * shipping when it was refunded with them): what payments credits it with. Null when the reference names no return
 * of the order refunded yet (a cancellation's refund is the whole order, credited as its invoice).
 */
export function refundSourceOf(order: Order, reference: string): InvoiceSource['lines'] | null {
  const found = (order.returns ?? []).find((r) => r.reference === reference);
  if (!found || found.refundPence === null) return null;
  const lines: InvoiceSource['lines'] = found.lines.map((line) => ({
    description: `${line.name} (return ${found.reference})`,
    quantity: line.quantity,
    unitNetPence: line.unitPricePence,
    vatRate: VAT_RATE_PERCENT,
  }));
  return [...lines, ...shippingLines(found.shippingRefundPence ?? 0)];
}
