import { DEFAULT_TURNAROUND_DAYS, toGbp, toGbpOrNull, toPenceOrNull, toPence } from '@shop/contracts';
import type { ProductInput } from '@shop/contracts';
import type { ProductFields, ProductRecord } from '../models/product';

/** A product in the shop's own terms: its fields in input form (GBP) and stored form (pence). */

/** The fields an admin edits, as an input names them: GBP with two decimals, a missing value as null. */
export function editableFields(p: ProductRecord) {
  return {
    slug: p.slug,
    name: p.name,
    description: p.description ?? null,
    price: toGbp(p.pricePence),
    compareAtPrice: toGbpOrNull(p.compareAtPricePence),
    imageUrl: p.imageUrl ?? null,
    categoryId: p.categoryId,
    rating: p.rating ?? null,
    reviewCount: p.reviewCount ?? 0,
    isNew: p.isNewArrival,
    isOnSale: p.isOnSale,
    isLimited: p.isLimited,
    isLargeHeavy: p.isLargeHeavy,
    customShippingCost: toGbpOrNull(p.customShippingCostPence),
    hirePriceDaily: toGbpOrNull(p.hirePriceDailyPence),
    hirePriceWeekly: toGbpOrNull(p.hirePriceWeeklyPence),
    hirePriceMonthly: toGbpOrNull(p.hirePriceMonthlyPence),
    deliveryAvailable: p.deliveryAvailable,
    installationAvailable: p.installationAvailable,
    deliveryPrice: toGbpOrNull(p.deliveryPricePence),
    installationPrice: toGbpOrNull(p.installationPricePence),
    securityDeposit: toGbpOrNull(p.securityDepositPence),
    turnaroundDays: p.turnaroundDays,
    powerRequirement: p.powerRequirement,
    kitParts: (p.kitParts ?? []).map(({ productId, quantity }) => ({ productId, quantity })),
  };
}

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
    securityDepositPence: toPenceOrNull(hire?.securityDeposit),
    turnaroundDays: hire?.turnaroundDays ?? DEFAULT_TURNAROUND_DAYS,
    powerRequirement: hire?.powerRequirement ?? null,
    kitParts: hire?.kitParts ?? [],
  };
}

/**
 * The editable fields of a stored product in input form, so an update can merge what was sent
 * over what is there and validate the whole: a field left out keeps its value. An input's `stock`
 * is the units on hand.
 */
export function toInputShape(p: ProductRecord): Record<string, unknown> {
  return { ...editableFields(p), stock: p.onHand };
}
