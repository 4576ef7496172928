import { z } from 'zod';
import { DEFAULT_HIRE_PERIOD, HIRE_PERIODS, type HireBasketLine } from './hire-basket';
import { HIRE_QUOTE_MESSAGES, dayOf, isValidDate } from './hire-quote';
import { DEFAULT_HIRE_CEILINGS, checkHireCeilings, type HireCeilings } from './hire-ceilings';
import { HIRE_QUOTE_STATUSES } from './hire-quote-statuses';

/** Hire quote statuses, quote lines, rates and availability (storefront 3, 5; admin 4, 9). */

export const HIRE_QUOTE_ITEM_MESSAGES = {
  productId: 'Choose a hire product to add',
  quantity: 'Quantity must be a whole number of at least 1',
  hirePeriod: 'Hire period must be daily, weekly or monthly',
  status: `Status must be one of ${HIRE_QUOTE_STATUSES.join(', ')}`,
  notHireItem: 'This product is not available for hire',
  quoteNotFound: 'Quote not found',
  notYours: 'Only the browser that created this quote, or the hire desk, may add to it',
  closed: 'This quote has been sent to our hire desk; items can no longer be added to it',
  full: 'This quote holds as many items as it can; send it and start another for the rest',
} as const;

const M = HIRE_QUOTE_ITEM_MESSAGES;

export const hirePeriodSchema = z.enum(HIRE_PERIODS, { error: M.hirePeriod });

/** One line added to a quote: a live hire product, a whole quantity of at least 1, a period (daily when left out). */
export const hireQuoteItemSchema = z.object({
  productId: z.number({ error: M.productId }).int(M.productId).positive(M.productId),
  quantity: z.number({ error: M.quantity }).int(M.quantity).min(1, M.quantity).max(999, M.quantity),
  hirePeriod: hirePeriodSchema.nullish().transform((v) => v ?? DEFAULT_HIRE_PERIOD),
});

export const hireQuoteStatusSchema = z.enum(HIRE_QUOTE_STATUSES, { error: M.status });

export interface HireRates {
  hirePriceDaily: number | null;
  hirePriceWeekly: number | null;
  hirePriceMonthly: number | null;
}

/** A hire product's rates and delivery and installation options, in GBP: what the admin enters for it. */
export interface HireTerms extends HireRates {
  deliveryAvailable: boolean;
  installationAvailable: boolean;
  deliveryPrice: number | null;
  installationPrice: number | null;
}

/** Lines read back from storage: anything malformed is dropped rather than breaking the page. */
export function readHireBasket(raw: string | null): HireBasketLine[] {
  if (!raw) return [];
  try {
    const parsed = z
      .array(
        z.object({
          product: z.object({ id: z.number().int().positive(), name: z.string(), slug: z.string().optional() }),
          quantity: z.number().int().min(1),
          hirePeriod: hirePeriodSchema.catch(DEFAULT_HIRE_PERIOD),
        }),
      )
      .safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const rangeDate = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime()), HIRE_QUOTE_MESSAGES.invalidDate);

/**
 * The dates an availability question is about, under these ceilings (a hire's longest and how far
 * ahead it may start): ISO dates, the end after the start.
 */
export const hireDateRangeSchemaFor = (ceilings: HireCeilings) =>
  z
    .object({ start: rangeDate('Start date'), end: rangeDate('End date') })
    // These run even when a date failed (it is then still text), so they judge only real dates.
    .superRefine((range, ctx) => {
      const { start, end } = range;
      checkHireCeilings({ start: dayOf(start), end: dayOf(end) }, { start: 'start', end: 'end' }, ceilings, ctx);
      if (isValidDate(start) && isValidDate(end) && end.getTime() <= start.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: HIRE_QUOTE_MESSAGES.endBeforeStart });
      }
    });

/** An availability question as the shop asks it, under the default ceilings. */
export const hireDateRangeSchema = hireDateRangeSchemaFor(DEFAULT_HIRE_CEILINGS);
