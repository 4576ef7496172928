import {
  CUSTOM_SHIPPING_MINIMUM_GBP,
  FREE_SHIPPING_THRESHOLD_PENCE,
  STANDARD_SHIPPING_PENCE,
  toGbp,
  formatGBP,
} from '@shop/contracts';

/** Express has no basket rule (checkout charges standard rates); only the information pages quote it (spec 9). */
const EXPRESS_SHIPPING_GBP = 20;

/** The free-shipping threshold in whole pounds, as the shop words it elsewhere ("over £100"). */
export const FREE_SHIPPING_FROM = `£${toGbp(FREE_SHIPPING_THRESHOLD_PENCE)}`;
export const STANDARD_SHIPPING = formatGBP(toGbp(STANDARD_SHIPPING_PENCE));
export const EXPRESS_SHIPPING = formatGBP(EXPRESS_SHIPPING_GBP);
export const LARGE_ITEM_SHIPPING_FROM = formatGBP(CUSTOM_SHIPPING_MINIMUM_GBP);

/** Working days, counted from dispatch for delivery and from the order for processing. */
export const DELIVERY_DAYS = { processing: '1-2', standard: '2-5', express: '1-2' } as const;

export interface ShippingRate {
  key: string;
  service: string;
  orderValue: string;
  cost: string;
  deliveryTime: string;
}

export const SHIPPING_RATES: ShippingRate[] = [
  {
    key: 'standard',
    service: 'Standard Delivery',
    orderValue: `Under ${FREE_SHIPPING_FROM}`,
    cost: STANDARD_SHIPPING,
    deliveryTime: `${DELIVERY_DAYS.standard} working days`,
  },
  {
    key: 'standard-free',
    service: 'Standard Delivery',
    orderValue: `${FREE_SHIPPING_FROM} and over`,
    cost: 'FREE',
    deliveryTime: `${DELIVERY_DAYS.standard} working days`,
  },
  {
    key: 'express',
    service: 'Express Delivery',
    orderValue: 'Any order value',
    cost: EXPRESS_SHIPPING,
    deliveryTime: `${DELIVERY_DAYS.express} working days`,
  },
  {
    key: 'large',
    service: 'Large / Heavy Items',
    orderValue: 'Any order value',
    cost: `From ${LARGE_ITEM_SHIPPING_FROM}`,
    deliveryTime: 'Arranged with you',
  },
];
