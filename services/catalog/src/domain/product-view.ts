import { DEFAULT_TURNAROUND_DAYS, toGbp, toGbpOrNull, toPenceOrNull, toPence } from '@shop/contracts';
import type { Product, ProductFields } from '../models/product';
import type { ProductInput } from '@shop/contracts';
import { availableOf } from './stock';

/** "P" + id padded to 4 digits (storefront spec section 2). */
export const sku = (id: number): string => `P${String(id).padStart(4, '0')}`;

/** "H" + id padded to 4 digits (hire detail screen). */
export const hireId = (id: number): string => `H${String(id).padStart(4, '0')}`;

export type ProductRecord = Pick<Product, 'id' | 'createdAt' | 'version' | 'committed'> & ProductFields;

/** A product as the API shows it: GBP with two decimals, ISO dates, display ids; `stock` is what can be sold. */
export function toProductDto(p: ProductRecord) {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description ?? null,
    price: toGbp(p.pricePence),
    compareAtPrice: toGbpOrNull(p.compareAtPricePence),
    imageUrl: p.imageUrl ?? null,
    categoryId: p.categoryId,
    stock: availableOf(p),
    onHand: p.onHand,
    committed: p.committed,
    rating: p.rating ?? null,
    reviewCount: p.reviewCount ?? 0,
    isNew: p.isNewArrival,
    isOnSale: p.isOnSale,
    isLimited: p.isLimited,
    isLargeHeavy: p.isLargeHeavy,
    customShippingCost: toGbpOrNull(p.customShippingCostPence),
    createdAt: p.createdAt.toISOString(),
    sku: sku(p.id),
    isHireItem: p.isHireItem,
    hirePriceDaily: toGbpOrNull(p.hirePriceDailyPence),
    hirePriceWeekly: toGbpOrNull(p.hirePriceWeeklyPence),
    hirePriceMonthly: toGbpOrNull(p.hirePriceMonthlyPence),
    deliveryAvailable: p.deliveryAvailable,
    installationAvailable: p.installationAvailable,
    deliveryPrice: toGbpOrNull(p.deliveryPricePence),
    installationPrice: toGbpOrNull(p.installationPricePence),
    turnaroundDays: p.turnaroundDays,
    powerRequirement: p.powerRequirement,
    hireId: hireId(p.id),
    version: p.version,
  };
}

export type ProductDto = ReturnType<typeof toProductDto>;

/** Validated input (GBP) to what is stored (pence). Sale products keep no hire fields. */
export function toStoredFields(input: ProductInput): ProductFields {
  const hire = input.isHireItem ? input : null;
  return {
    slug: input.slug,
    name: input.name,
    description: input.description,
    pricePence: toPence(input.price),
    compareAtPricePence: toPenceOrNull(input.compareAtPrice),
    imageUrl: input.imageUrl,
    categoryId: input.categoryId,
    onHand: input.stock,
    rating: input.rating,
    reviewCount: input.reviewCount,
    isNewArrival: input.isNew,
    isOnSale: input.isOnSale,
    isLimited: input.isLimited,
    isLargeHeavy: input.isLargeHeavy,
    customShippingCostPence: toPenceOrNull(input.customShippingCost),
    isHireItem: input.isHireItem,
    hirePriceDailyPence: toPenceOrNull(hire?.hirePriceDaily),
    hirePriceWeeklyPence: toPenceOrNull(hire?.hirePriceWeekly),
    hirePriceMonthlyPence: toPenceOrNull(hire?.hirePriceMonthly),
    deliveryAvailable: hire?.deliveryAvailable ?? false,
    installationAvailable: hire?.installationAvailable ?? false,
    deliveryPricePence: toPenceOrNull(hire?.deliveryPrice),
    installationPricePence: toPenceOrNull(hire?.installationPrice),
    turnaroundDays: hire?.turnaroundDays ?? DEFAULT_TURNAROUND_DAYS,
    powerRequirement: hire?.powerRequirement ?? null,
  };
}

/**
 * The editable fields of a stored product in input form, so an update can merge what was sent
 * over what is there and validate the whole: a field left out keeps its value. An input's `stock`
 * is the units on hand.
 */
export function toInputShape(p: ProductRecord): Record<string, unknown> {
  const {
    id: _id,
    createdAt: _c,
    sku: _s,
    hireId: _h,
    isHireItem: _i,
    version: _v,
    onHand,
    committed: _committed,
    ...fields
  } = toProductDto(p);
  return { ...fields, stock: onHand };
}

/** Data of ProductCreated / ProductUpdated. */
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
});
