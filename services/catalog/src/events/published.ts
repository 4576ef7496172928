import { PRODUCT_EVENT_DESCRIPTION_MAX } from '@shop/contracts';
import { domainEvent, event, type DomainEvent, type Envelope } from '@shop/kit';
import { availableOf } from '../domain/stock';
import type { ProductRecord } from '../models/product';
import type { ReservationLine, ShortLine } from '../models/reservation';

/**
 * What the catalog publishes. Product events carry the state the topic's readers (cart, orders,
 * hire, search) need, `stock` being what can be sold; the topic is compacted to the last event per id.
 */
export const productEventData = (p: ProductRecord) => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  categoryId: p.categoryId,
  pricePence: p.pricePence,
  stock: availableOf(p),
  isHireItem: p.isHireItem,
  imageUrl: p.imageUrl,
  isLargeHeavy: p.isLargeHeavy,
  customShippingCostPence: p.customShippingCostPence,
  hirePriceDailyPence: p.hirePriceDailyPence,
  hirePriceWeeklyPence: p.hirePriceWeeklyPence,
  hirePriceMonthlyPence: p.hirePriceMonthlyPence,
  turnaroundDays: p.turnaroundDays,
  deliveryPricePence: p.deliveryPricePence,
  installationPricePence: p.installationPricePence,
  securityDepositPence: p.securityDepositPence,
  hireFleetUnits: p.hireFleetUnits ?? null,
  kitParts: (p.kitParts ?? []).map(({ productId, quantity }) => ({ productId, quantity })),
  description: p.description?.slice(0, PRODUCT_EVENT_DESCRIPTION_MAX) ?? null,
  isOnSale: p.isOnSale,
  isNew: p.isNewArrival,
  // A product's creation event is made a moment before the insert stamps it.
  createdAt: (p.createdAt ?? new Date()).toISOString(),
});

export const productCreated = (p: ProductRecord): DomainEvent[] => [event('ProductCreated', productEventData(p))];
export const productUpdated = (p: ProductRecord): DomainEvent[] => [event('ProductUpdated', productEventData(p))];
export const productDeleted = (p: ProductRecord): DomainEvent[] => [
  event('ProductDeleted', { id: p.id, isHireItem: p.isHireItem }),
];

/**
 * A product's state after the saga moved its stock. Stock changes move the version on without an
 * event, so this one is stamped with the version read rather than through the aggregate store.
 */
export const productStockMoved = (p: ProductRecord): Envelope =>
  domainEvent('ProductUpdated', p.id, p.version, productEventData(p));

/** The saga's decisions, at the reservation's version. */
export const stockReserved = (orderId: number, version: number, lines: ReservationLine[]): Envelope =>
  domainEvent('StockReserved', orderId, version, { orderId, lines });
export const stockRejected = (orderId: number, version: number, shortLines: ShortLine[]): Envelope =>
  domainEvent('StockRejected', orderId, version, { orderId, shortLines });
