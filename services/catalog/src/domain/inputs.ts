import { z } from 'zod';

/** Product and hire form rules from the admin spec (section 5), with its messages. */
export const MESSAGES = {
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
  isHireItem: 'Hire equipment must have isHireItem set to true',
  flag: 'must be true or false',
} as const;

export const CUSTOM_SHIPPING_MINIMUM_GBP = 80;

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));

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
  .boolean({ error: MESSAGES.flag })
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
  .string({ error: MESSAGES.slug })
  .trim()
  .toLowerCase()
  .min(3, MESSAGES.slug)
  .max(120, 'Slug must be at most 120 characters')
  .regex(/^[a-z0-9-]+$/, MESSAGES.slugChars);

const saleFields = {
  name: z.string({ error: MESSAGES.name }).trim().min(3, MESSAGES.name).max(200, 'Name must be at most 200 characters'),
  slug: productSlugSchema,
  description: optionalText,
  price: amount(MESSAGES.price),
  compareAtPrice: optionalAmount(MESSAGES.compareAtPrice),
  imageUrl: z
    .string({ error: MESSAGES.imageUrl })
    .trim()
    .max(2000, MESSAGES.imageUrl)
    .refine(isImageUrl, MESSAGES.imageUrl),
  categoryId: z.number({ error: MESSAGES.category }).int(MESSAGES.category).positive(MESSAGES.category),
  stock: count(MESSAGES.stock),
  rating: z
    .number({ error: MESSAGES.rating })
    .min(0, MESSAGES.rating)
    .max(5, MESSAGES.rating)
    .nullish()
    .transform((v) => v ?? null),
  reviewCount: count(MESSAGES.reviewCount),
  isNew: flag,
  isOnSale: flag,
  isLimited: flag,
  isLargeHeavy: flag,
  customShippingCost: z
    .number({ error: MESSAGES.customShipping })
    .min(CUSTOM_SHIPPING_MINIMUM_GBP, MESSAGES.customShipping)
    .nullish()
    .transform((v) => v ?? null),
};

/** A product for sale; hire fields sent on this path are ignored. */
export const saleProductSchema = z.object(saleFields).transform((p) => ({ ...p, isHireItem: false as const }));

/** Hire equipment: the product rules plus rates and fees; isHireItem is true whatever is sent, and false is refused. */
export const hireProductSchema = z
  .object({
    ...saleFields,
    hirePriceDaily: optionalAmount(MESSAGES.hirePriceDaily),
    hirePriceWeekly: optionalAmount(MESSAGES.hirePriceWeekly),
    hirePriceMonthly: optionalAmount(MESSAGES.hirePriceMonthly),
    deliveryAvailable: flag,
    installationAvailable: flag,
    deliveryPrice: optionalAmount(MESSAGES.deliveryPrice),
    installationPrice: optionalAmount(MESSAGES.installationPrice),
    isHireItem: z.literal(true, { error: MESSAGES.isHireItem }).nullish(),
  })
  .transform((p) => ({ ...p, isHireItem: true as const }));

export type SaleProductInput = z.output<typeof saleProductSchema>;
export type HireProductInput = z.output<typeof hireProductSchema>;
export type ProductInput = SaleProductInput | HireProductInput;
export type ProductSchema = typeof saleProductSchema | typeof hireProductSchema;

/** Every problem as '<field>: <message>', for import reports that list them all. */
export function issueMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
}

/** Every problem of an input, or none. */
export function inputProblems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : issueMessages(result.error);
}

/** Listing arguments of the public queries. */
export const listLimitSchema = z
  .number()
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(500, 'limit must be at most 500')
  .nullish();

export const searchSchema = z
  .string()
  .trim()
  .max(100, 'Search must be at most 100 characters')
  .nullish()
  .transform((v) => (v ? v : null));

export const categoryFilterSchema = z.number().int().positive('categoryId must be a category id').nullish();
