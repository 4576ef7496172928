import {
  SHIPMENT_MESSAGES,
  deliveredOnSchema,
  shipmentInputSchema,
  ukCalendarDay,
  type OrderStatus,
  type ShipmentInput,
} from '@shop/contracts';
import { Invalid, parseInput } from '@shop/kit';
import type { Order } from '../models/order';

/** What the admin may send with a status change: the shipment with `shipped`, the day it arrived with `delivered`. */
export interface ShippingDetails {
  carrier?: unknown;
  carrierName?: unknown;
  trackingNumber?: unknown;
  deliveredOn?: unknown;
}

export interface ParsedShipping {
  shipment: ShipmentInput | null;
  deliveredOn: string | null;
}

const given = (value: unknown) => value != null && value !== '';

/**
 * The shipping details, checked before anything is read: a shipment is taken only with `shipped` (the
 * status-only body still ships an order, without one), a delivered date only with `delivered`.
 */
export function parseShipping(to: OrderStatus, details: ShippingDetails): ParsedShipping {
  const { carrier, carrierName, trackingNumber, deliveredOn } = details;
  const hasShipment = [carrier, carrierName, trackingNumber].some(given);
  if (hasShipment && to !== 'shipped') throw new Invalid(`carrier: ${SHIPMENT_MESSAGES.notShipping}`, 'carrier');
  if (given(deliveredOn) && to !== 'delivered') {
    throw new Invalid(`deliveredOn: ${SHIPMENT_MESSAGES.notDelivering}`, 'deliveredOn');
  }
  return {
    shipment: hasShipment ? parseInput(shipmentInputSchema, { carrier, carrierName, trackingNumber }) : null,
    deliveredOn: given(deliveredOn) ? parseInput(deliveredOnSchema, deliveredOn, 'deliveredOn') : null,
  };
}

/**
 * What shipping or delivering records on the order: the shipment and when it left, or the UK day it arrived (today
 * unless given; never in the future nor before it shipped), from which the returns window runs.
 */
export function shippingChange(
  order: Pick<Order, 'shippedAt'>,
  to: OrderStatus,
  { shipment, deliveredOn }: ParsedShipping,
  now: Date,
): Partial<Order> {
  if (to === 'shipped') return { shipment, shippedAt: now };
  if (to !== 'delivered') return {};
  const today = ukCalendarDay(now);
  const day = deliveredOn ?? today;
  if (day > today) throw new Invalid(`deliveredOn: ${SHIPMENT_MESSAGES.deliveredInFuture}`, 'deliveredOn');
  if (order.shippedAt && day < ukCalendarDay(order.shippedAt)) {
    throw new Invalid(`deliveredOn: ${SHIPMENT_MESSAGES.deliveredBeforeShipping}`, 'deliveredOn');
  }
  return { deliveredOn: day };
}
