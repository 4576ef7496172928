import { z } from 'zod';
import { minText, optionalText } from './fields';

/** Product and hire form rules from the admin spec (section 5), with its messages. */
export const PRODUCT_MESSAGES = {
  name: 'Name must be at least 3 characters',
  slug: 'Slug must be at least 3 characters',
  slugChars: 'Slug may only contain lower-case letters, numbers and hyphens',
  price: 'Price must be a positive number',
  compareAtPrice: 'Compare-at price must be a positive number',
  imageUrl: 'Image URL must be a valid URL',
  category: 'Category is required',
  categoryMissing: 'Category does not exist',
  stock: 'Stock must be a positive integer',
  customShipping: 'Custom shipping cost must be at least £80',
  rating: 'Rating must be between 0 and 5',
  reviewCount: 'Review count must be a positive integer',
  hirePriceDaily: 'Daily rate must be a positive number',
  hirePriceWeekly: 'Weekly rate must be a positive number',
  hirePriceMonthly: 'Monthly rate must be a positive number',
  deliveryPrice: 'Delivery fee must be a positive number',
  installationPrice: 'Installation fee must be a positive number',
  securityDeposit: 'Security deposit must be a positive number',
  turnaroundDays: 'Turnaround must be a whole number of days from 0 to 30',
  powerRequirement: 'Power requirement must be at most 200 characters',
  isHireItem: 'Hire equipment must have isHireItem set to true',
  kitParts: 'Kit contents: each part is another hire product, listed once, with a quantity from 1 to 99',
  kitPartMissing: 'Kit contents: each part must be a hire product in the catalogue that is not a kit itself',
  kitInItself: 'Kit contents: a kit cannot contain itself',
  flag: 'must be true or false',
} as const;

export const CUSTOM_SHIPPING_MINIMUM_GBP = 80;

/** Days a returned hire unit is checked and cleaned before it can go out again, unless the product says otherwise. */
export const DEFAULT_TURNAROUND_DAYS = 1;
export const MAX_TURNAROUND_DAYS = 30;
/** Kinds of hire product one kit may be made of. */
export const MAX_KIT_PARTS = 20;

const M = PRODUCT_MESSAGES;

const amount = (message: string) => z.number({ error: message }).min(0, message);
const optionalAmount = (message: string) =>
  amount(message)
    .nullish()
    .transform((v) => v ?? null);
const count = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .nullish()
    .transform((v) => v ?? 0);
const flag = z
  .boolean({ error: M.flag })
  .nullish()
  .transform((v) => v ?? false);

/**
 * Absolute http(s) URLs, and also root-relative paths such as /images/products/mixer.svg:
 * the shop serves its own product images, and those are stored as paths on the same origin.
 */
export function isImageUrl(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/\s/.test(value);
  } catch {
    return false;
  }
}

export const productSlugSchema = z
  .string({ error: M.slug })
  .trim()
  .toLowerCase()
  .min(3, M.slug)
  .max(120, 'Slug must be at most 120 characters')
  .regex(/^[a-z0-9-]+$/, M.slugChars);

const saleFields = {
  name: minText(3, M.name).max(200, 'Name must be at most 200 characters'),
  slug: productSlugSchema,
  description: optionalText,
  price: amount(M.price),
  compareAtPrice: optionalAmount(M.compareAtPrice),
  imageUrl: z.string({ error: M.imageUrl }).trim().max(2000, M.imageUrl).refine(isImageUrl, M.imageUrl),
  categoryId: z.number({ error: M.category }).int(M.category).positive(M.category),
  stock: count(M.stock),
  rating: z
    .number({ error: M.rating })
    .min(0, M.rating)
    .max(5, M.rating)
    .nullish()
    .transform((v) => v ?? null),
  reviewCount: count(M.reviewCount),
  isNew: flag,
  isOnSale: flag,
  isLimited: flag,
  isLargeHeavy: flag,
  customShippingCost: z
    .number({ error: M.customShipping })
    .min(CUSTOM_SHIPPING_MINIMUM_GBP, M.customShipping)
    .nullish()
    .transform((v) => v ?? null),
};

const hireFields = {
  hirePriceDaily: optionalAmount(M.hirePriceDaily),
  hirePriceWeekly: optionalAmount(M.hirePriceWeekly),
  hirePriceMonthly: optionalAmount(M.hirePriceMonthly),
  deliveryAvailable: flag,
  installationAvailable: flag,
  deliveryPrice: optionalAmount(M.deliveryPrice),
  installationPrice: optionalAmount(M.installationPrice),
  /** The refundable deposit per unit in GBP; null: the hire settings' percentage of the hire. */
  securityDeposit: optionalAmount(M.securityDeposit),
  turnaroundDays: z
    .number({ error: M.turnaroundDays })
    .int(M.turnaroundDays)
    .min(0, M.turnaroundDays)
    .max(MAX_TURNAROUND_DAYS, M.turnaroundDays)
    .nullish()
    .transform((v) => v ?? DEFAULT_TURNAROUND_DAYS),
  powerRequirement: optionalText.refine((v) => v === null || v.length <= 200, M.powerRequirement),
  /** A kit's parts (empty: equipment with units of its own). Whether each part exists is the catalog's check. */
  kitParts: z
    .array(
      z.object({
        productId: z.number({ error: M.kitParts }).int(M.kitParts).positive(M.kitParts),
        quantity: z.number({ error: M.kitParts }).int(M.kitParts).min(1, M.kitParts).max(99, M.kitParts),
      }),
      { error: M.kitParts },
    )
    .max(MAX_KIT_PARTS, M.kitParts)
    .refine((parts) => new Set(parts.map((p) => p.productId)).size === parts.length, M.kitParts)
    .nullish()
    .transform((v) => v ?? []),
};

/** Field by field, for forms that check one field at a time. */
export const productFieldSchemas = { ...saleFields, ...hireFields };

/** A product for sale; hire fields sent on this path are ignored. */
export const saleProductSchema = z.object(saleFields).transform((p) => ({ ...p, isHireItem: false as const }));

/** Hire equipment: the product rules plus rates and fees; isHireItem is true whatever is sent, and false is refused. */
export const hireProductSchema = z
  .object({
    ...saleFields,
    ...hireFields,
    isHireItem: z.literal(true, { error: M.isHireItem }).nullish(),
  })
  .transform((p) => ({ ...p, isHireItem: true as const }));

export type SaleProductInput = z.output<typeof saleProductSchema>;
export type HireProductInput = z.output<typeof hireProductSchema>;
export type ProductInput = SaleProductInput | HireProductInput;
export type ProductSchema = typeof saleProductSchema | typeof hireProductSchema;

/** How a product listing may be ordered (`sort` on GET /api/products). */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
