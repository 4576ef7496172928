import { z } from 'zod';
import { TEXT_MAX, optionalFlag, optionalTextUpTo, tooLongMessage } from './fields';
import { DEFAULT_HIRE_CEILINGS, checkHireCeilings, type HireCeilings } from './hire-ceilings';
import { ukCalendarDay } from './uk-calendar';

/** Hire quote request messages (storefront spec 5, "Hire quote"). */
export const HIRE_QUOTE_MESSAGES = {
  nameRequired: 'Name is required',
  name: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  email: 'Invalid email address',
  startDate: 'Start date is required',
  endDate: 'End date is required',
  invalidDate: 'Invalid date format. Please select valid dates.',
  startInPast: 'Start date cannot be in the past',
  endBeforeStart: 'End date must be after start date',
  deliveryAddress: 'Delivery address details are required when delivery is requested',
} as const;

const M = HIRE_QUOTE_MESSAGES;

/** A date picked in the form or sent as an ISO string. */
const quoteDate = (required: string) =>
  z
    .union([z.date(), z.string().trim().min(1, required)], { error: required })
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime()), M.invalidDate);

const requiredText = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true });

// Cross-field checks also run when a field already failed, so they only compare dates that parsed.
export const isValidDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** A date's UK day, or null for a date that did not parse (its own rule names it). */
export const dayOf = (value: unknown): string | null => (isValidDate(value) ? ukCalendarDay(value) : null);

const DELIVERY_FIELDS = ['deliveryAddress', 'deliveryCity', 'deliveryPostalCode'] as const;

/**
 * A quote request under these ceilings on its dates: the hire service passes its settings', the
 * quote form checks with the defaults (hireQuoteRequestSchema).
 */
export const hireQuoteRequestSchemaFor = (ceilings: HireCeilings) =>
  z
    .object({
      customerName: requiredText(M.nameRequired)
        .min(2, M.name)
        .max(TEXT_MAX.name, tooLongMessage('Name', TEXT_MAX.name)),
      customerEmail: requiredText(M.emailRequired)
        .max(TEXT_MAX.email, tooLongMessage('Email', TEXT_MAX.email))
        .pipe(z.email(M.email)),
      customerPhone: optionalTextUpTo(TEXT_MAX.phone, 'Phone'),
      startDate: quoteDate(M.startDate),
      endDate: quoteDate(M.endDate),
      deliveryRequired: optionalFlag(false),
      installationRequired: optionalFlag(false),
      deliveryAddress: optionalTextUpTo(TEXT_MAX.address, 'Delivery address'),
      deliveryCity: optionalTextUpTo(TEXT_MAX.address, 'Delivery city'),
      deliveryPostalCode: optionalTextUpTo(TEXT_MAX.address, 'Delivery postal code'),
      additionalNotes: optionalTextUpTo(TEXT_MAX.notes, 'Additional notes'),
    })
    .superRefine((quote, ctx) => {
      const { startDate, endDate } = quote;
      const today = ukCalendarDay(new Date());
      // Date pickers disable past days: today is the earliest start, counted in UK days.
      if (isValidDate(startDate) && ukCalendarDay(startDate) < today) {
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: M.startInPast });
      }
      const days = { start: dayOf(startDate), end: dayOf(endDate) };
      checkHireCeilings(days, { start: 'startDate', end: 'endDate' }, ceilings, ctx);
      if (isValidDate(startDate) && isValidDate(endDate) && endDate.getTime() <= startDate.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
      }
      checkDeliveryAddress(quote, ctx);
    });

/** Delivery's address, city and postal code, each required once delivery is wanted. */
function checkDeliveryAddress(
  quote: { deliveryRequired: boolean } & Partial<Record<(typeof DELIVERY_FIELDS)[number], string | null>>,
  ctx: z.RefinementCtx,
) {
  if (!quote.deliveryRequired) return;
  for (const field of DELIVERY_FIELDS) {
    if (!quote[field]) ctx.addIssue({ code: 'custom', path: [field], message: M.deliveryAddress });
  }
}

/**
 * The hire desk's delivery and installation for a quote, as its draft editor sets them (switching either on or
 * off, and the address when delivering): the request's own rules.
 */
export const hireQuoteDeliverySchema = z
  .object({
    deliveryRequired: optionalFlag(false),
    installationRequired: optionalFlag(false),
    deliveryAddress: optionalTextUpTo(TEXT_MAX.address, 'Delivery address'),
    deliveryCity: optionalTextUpTo(TEXT_MAX.address, 'Delivery city'),
    deliveryPostalCode: optionalTextUpTo(TEXT_MAX.address, 'Delivery postal code'),
  })
  .superRefine(checkDeliveryAddress);
export type HireQuoteDelivery = z.output<typeof hireQuoteDeliverySchema>;

/** A quote request as the shop's form checks it, under the default ceilings. */
export const hireQuoteRequestSchema = hireQuoteRequestSchemaFor(DEFAULT_HIRE_CEILINGS);

export type HireQuoteRequest = z.output<typeof hireQuoteRequestSchema>;
