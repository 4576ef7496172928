import type { OrderListEntry } from '../../graphql/orders';

type ShippingFields = Pick<
  OrderListEntry,
  'shippingAddress' | 'shippingCity' | 'shippingState' | 'shippingPostalCode' | 'shippingCountry'
>;

/** An order's delivery address as lines: street; city, county and postcode; country. */
export function shippingAddressLines(order: ShippingFields): string[] {
  return [
    order.shippingAddress,
    `${order.shippingCity}, ${order.shippingState} ${order.shippingPostalCode}`,
    order.shippingCountry,
  ];
}
