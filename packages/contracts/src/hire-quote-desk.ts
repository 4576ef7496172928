import { z } from 'zod';
import { optionalFlag, optionalText } from './fields';
import { hirePeriodSchema } from './hire';
import { hireQuoteDeliverySchema } from './hire-quote';
import { DEFAULT_HIRE_CEILINGS, checkHireCeilings, type HireCeilings } from './hire-ceilings';
import { HIRE_PERIODS, type HirePeriod } from './hire-basket';
import type { QuoteDiscount } from './hire-rates';
import type { HireSettings } from './hire-reminders';
import { listCeiling } from './list-sizes';
import { toGbp, toPence } from './money';
import { DEFAULT_DAMAGE_WAIVER_EXCESS_PENCE } from './hire-terms';
import { DEFAULT_HIRE_SETTINGS } from './hire-reminders';
import { hireBankTransferFields } from './hire-bank-transfer';

/**
 * The hire desk's inputs for priced quotes (GBP and UK days at the edge, pence inside): the
 * draft it edits, the customer's acceptance and decline, payments, cancellations and the pricing
 * settings.
 */
export const HIRE_QUOTE_DESK_MESSAGES = {
  day: 'must be a date written YYYY-MM-DD',
  endBeforeStart: 'End date must be after start date',
  quantity: 'Quantity must be a whole number from 1 to 999',
  rate: 'Rates must be amounts of at least 0',
  description: 'Describe the line in 1 to 200 characters',
  unitPrice: 'Unit price must be an amount of at least 0',
  discountKind: 'Discount must be a percent or an amount',
  percent: 'A percentage must be from 0 to 100',
  amount: 'An amount must be at least 0',
  lines: 'A quote holds at most 20 hire lines and 20 fixed lines',
  fullName: 'Type your full name (at least 2 characters) to accept',
  acceptTerms: 'Tick to accept the hire terms',
  paymentKind: 'Kind must be payment or refund',
  paymentMethod: 'Method must be card, bank-transfer or paypal',
  paymentAmount: 'Amount must be more than 0',
} as const;

const M = HIRE_QUOTE_DESK_MESSAGES;

/** The longest texts the desk and the customer type here (characters); the events carrying them keep to them too. */
export const HIRE_DESK_TEXT_MAX = {
  /** A fixed line's description, an acceptance's full name, a payment's reference. */
  short: 200,
  /** A customer's reason for declining, the desk's for rejecting or cancelling. */
  reason: 1_000,
  /** The desk's notes to the customer. */
  notes: 2_000,
} as const;

/** A quote holds at most this many lines of each kind, as the graph's ceilings say. */
const MAX_QUOTE_LINES = listCeiling('HireQuoteDraft', 'hireLines');

// Month 13 or day 45 make an invalid Date, whose toISOString throws.
const isCalendarDay = (day: string): boolean => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

/** A UK calendar day, YYYY-MM-DD, that exists (no 31 June). */
export const ukDaySchema = (field: string) =>
  z
    .string({ error: `${field} ${M.day}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} ${M.day}`)
    .refine((day) => isCalendarDay(day), `${field} ${M.day}`);

const gbpToPence = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(1_000_000, message)
    .transform((gbp) => toPence(gbp));

const optionalRate = gbpToPence(M.rate)
  .nullish()
  .transform((v) => v ?? null);

const lineId = z.number().int().positive().nullish();
const quantity = z.number({ error: M.quantity }).int(M.quantity).min(1, M.quantity).max(999, M.quantity);

/** A hire line's rates for this quote only, in GBP; a field left out keeps the product's rate. */
export const hireRateOverridesSchema = z
  .object({ hirePriceDaily: optionalRate, hirePriceWeekly: optionalRate, hirePriceMonthly: optionalRate })
  .transform((r) => ({
    dailyPence: r.hirePriceDaily,
    weeklyPence: r.hirePriceWeekly,
    monthlyPence: r.hirePriceMonthly,
  }))
  .nullish()
  .transform((r) => (r && Object.values(r).some((v) => v !== null) ? r : null));

export const hireQuoteDraftHireLineSchema = z.object({
  id: lineId,
  productId: z.number({ error: 'Choose a hire product' }).int().positive('Choose a hire product'),
  quantity,
  hirePeriod: hirePeriodSchema.nullish().transform((v): HirePeriod => v ?? HIRE_PERIODS[0]),
  rateOverrides: hireRateOverridesSchema,
});

export const hireQuoteFixedLineSchema = z.object({
  id: lineId,
  description: z
    .string({ error: M.description })
    .trim()
    .min(1, M.description)
    .max(HIRE_DESK_TEXT_MAX.short, M.description),
  quantity,
  unitPrice: gbpToPence(M.unitPrice),
});

export const hireQuoteDiscountSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('percent'),
        percent: z.number({ error: M.percent }).min(0, M.percent).max(100, M.percent),
      }),
      z.object({ kind: z.literal('amount'), amount: gbpToPence(M.amount) }),
    ],
    { error: M.discountKind },
  )
  .nullish()
  .transform((d): QuoteDiscount | null =>
    !d ? null : d.kind === 'percent' ? { kind: 'percent', percent: d.percent } : { kind: 'amount', pence: d.amount },
  );

const draftFields = {
  startDate: ukDaySchema('Start date'),
  endDate: ukDaySchema('End date'),
  hireLines: z.array(hireQuoteDraftHireLineSchema, { error: 'hireLines must be a list' }).max(MAX_QUOTE_LINES, M.lines),
  fixedLines: z
    .array(hireQuoteFixedLineSchema)
    .max(MAX_QUOTE_LINES, M.lines)
    .nullish()
    .transform((v) => v ?? []),
  discount: hireQuoteDiscountSchema,
  damageWaiver: optionalFlag(false),
  /** Delivery and installation as the desk sets them (re-pricing the draft); absent, the request's stand. */
  delivery: hireQuoteDeliverySchema.nullish().transform((v) => v ?? null),
  notes: optionalText.refine(
    (v) => v === null || v.length <= HIRE_DESK_TEXT_MAX.notes,
    `Notes must be at most ${HIRE_DESK_TEXT_MAX.notes} characters`,
  ),
};

/** The draft's days: the end after the start, and within the hire ceilings. Days already refused are not judged again. */
const checkDraftDays =
  (ceilings: HireCeilings) =>
  ({ startDate, endDate }: { startDate: unknown; endDate: unknown }, ctx: z.RefinementCtx) => {
    if (typeof startDate !== 'string' || typeof endDate !== 'string') return;
    checkHireCeilings({ start: startDate, end: endDate }, { start: 'startDate', end: 'endDate' }, ceilings, ctx);
    if (endDate <= startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
  };

/**
 * The whole draft as the desk saves it (dates, hire lines with rates for this quote, fixed lines,
 * discount, waiver, delivery and installation, notes), its days under these ceilings: the hire service passes its
 * settings'.
 */
export const hireQuoteDraftSchemaFor = (ceilings: HireCeilings) =>
  z.object(draftFields).superRefine(checkDraftDays(ceilings));
export const hireQuoteDraftSchema = hireQuoteDraftSchemaFor(DEFAULT_HIRE_CEILINGS);
export type HireQuoteDraftInput = z.output<typeof hireQuoteDraftSchema>;

/** The draft as `PUT /api/admin/hire/quotes/{id}` takes it: `expectedVersion` refuses it (409) when the quote changed meanwhile. */
export const hireQuoteDraftSaveSchema = z
  .object({ ...draftFields, expectedVersion: z.number().int().min(0).nullish() })
  .superRefine(checkDraftDays(DEFAULT_HIRE_CEILINGS));

/** The customer accepts the latest revision: their full name, typed, and the terms ticked. */
export const hireQuoteAcceptanceSchema = z.object({
  fullName: z.string({ error: M.fullName }).trim().min(2, M.fullName).max(HIRE_DESK_TEXT_MAX.short, M.fullName),
  acceptTerms: z.literal(true, { error: M.acceptTerms }),
});

/** The customer declines, or the desk rejects a request, saying why if they wish. */
export const hireQuoteDeclineSchema = z.object({
  reason: optionalText.refine(
    (v) => v === null || v.length <= HIRE_DESK_TEXT_MAX.reason,
    `Reason must be at most ${HIRE_DESK_TEXT_MAX.reason} characters`,
  ),
});

/** The desk cancels a booking, with the reason. */
export const hireBookingCancelSchema = hireQuoteDeclineSchema;

export const HIRE_PAYMENT_KINDS = ['payment', 'refund'] as const;
export const HIRE_PAYMENT_METHODS = ['card', 'bank-transfer', 'paypal'] as const;
export type HirePaymentKind = (typeof HIRE_PAYMENT_KINDS)[number];
export type HirePaymentMethod = (typeof HIRE_PAYMENT_METHODS)[number];

/** A payment or refund the desk records: no card data, only the method, amount (GBP) and a reference. */
export const hirePaymentSchema = z.object({
  kind: z.enum(HIRE_PAYMENT_KINDS, { error: M.paymentKind }),
  method: z.enum(HIRE_PAYMENT_METHODS, { error: M.paymentMethod }),
  amount: z
    .number({ error: M.paymentAmount })
    .positive(M.paymentAmount)
    .max(1_000_000, M.paymentAmount)
    .transform((gbp) => toPence(gbp))
    .refine((pence) => pence > 0, M.paymentAmount),
  reference: optionalText.refine(
    (v) => v === null || v.length <= HIRE_DESK_TEXT_MAX.short,
    `Reference must be at most ${HIRE_DESK_TEXT_MAX.short} characters`,
  ),
});
export type HirePaymentInput = z.output<typeof hirePaymentSchema>;

const percent = (field: string) =>
  z
    .number({ error: `${field} must be from 0 to 100` })
    .min(0, `${field} must be from 0 to 100`)
    .max(100, `${field} must be from 0 to 100`);
const wholeDays = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a whole number of days from 0 to ${max}` })
    .int(`${field} must be a whole number of days from 0 to ${max}`)
    .min(0, `${field} must be a whole number of days from 0 to ${max}`)
    .max(max, `${field} must be a whole number of days from 0 to ${max}`);

const CHARGEABLE_DAYS_MESSAGE = 'Chargeable days per week must be whole or half days from 1 to 7';

const DAMAGE_WAIVER_EXCESS_MESSAGE = 'Damage waiver excess must be from £0 to £10,000';

/**
 * The hire settings as the admin saves and reads them (every field; see DEFAULT_HIRE_SETTINGS), the damage
 * waiver's excess in GBP as money is at the edge; `hireSettingsOf` turns them into the settings (pence).
 */
export const hireSettingsSchema = z.object({
  // Whole or half days, so a week's price at the daily rate is never finer than half a penny before rounding.
  chargeableDaysPerWeek: z
    .number({ error: CHARGEABLE_DAYS_MESSAGE })
    .min(1, CHARGEABLE_DAYS_MESSAGE)
    .max(7, CHARGEABLE_DAYS_MESSAGE)
    .refine((days) => Number.isInteger(days * 2), CHARGEABLE_DAYS_MESSAGE),
  weekendRule: z.boolean({ error: 'weekendRule must be true or false' }),
  damageWaiverPercent: percent('Damage waiver'),
  securityDepositPercent: percent('Security deposit'),
  bookingDepositPercent: percent('Booking deposit'),
  balanceDueDaysBeforeStart: wholeDays('Balance due', 90),
  quoteValidityDays: wholeDays('Quote validity', 90).min(
    1,
    'Quote validity must be a whole number of days from 1 to 90',
  ),
  startReminderDaysBefore: wholeDays('Start reminder', 30).min(
    1,
    'Start reminder must be a whole number of days from 1 to 30',
  ),
  damageWaiverExcess: z
    .number({ error: DAMAGE_WAIVER_EXCESS_MESSAGE })
    .min(0, DAMAGE_WAIVER_EXCESS_MESSAGE)
    .max(10_000, DAMAGE_WAIVER_EXCESS_MESSAGE)
    // Clients that predate the excess keep the default.
    .default(toGbp(DEFAULT_DAMAGE_WAIVER_EXCESS_PENCE)),
  // Clients that predate the balance reminder keep its default.
  balanceReminderDaysBefore: wholeDays('Balance reminder', 30)
    .min(1, 'Balance reminder must be a whole number of days from 1 to 30')
    .default(DEFAULT_HIRE_SETTINGS.balanceReminderDaysBefore),
  ...hireBankTransferFields,
});
export type HireSettingsFields = z.output<typeof hireSettingsSchema>;

export const hireSettingsOf = ({ damageWaiverExcess, ...rest }: HireSettingsFields): HireSettings => ({
  ...rest,
  damageWaiverExcessPence: toPence(damageWaiverExcess),
});

export const hireSettingsFieldsOf = ({ damageWaiverExcessPence, ...rest }: HireSettings): HireSettingsFields => ({
  ...rest,
  damageWaiverExcess: toGbp(damageWaiverExcessPence),
});
