import { z } from 'zod';
import { TEXT_MAX } from './fields';
import { HIRE_PERIODS } from './hire-basket';
import { DEFAULT_DAMAGE_WAIVER_EXCESS_PENCE } from './hire-terms';

/**
 * A sent quote as the customer receives it: one revision, priced, numbered and dated. The hire
 * service keeps each one it sends; the PDF, the email and the acceptance page all show this.
 */

/** Where a quote stands. The spec's four statuses are a view of it (see `specStatusOf`). */
export const HIRE_QUOTE_STAGES = [
  /** In with the desk, not priced and sent yet. */
  'requested',
  /** A revision is with the customer, open for acceptance until it expires. */
  'quoted',
  /** The customer (or the desk for them) accepted: a booking holding its units. */
  'confirmed',
  /** The booking's units are leaving or have left the warehouse (some or all dispatched). */
  'out',
  'declined',
  /** The sent revision passed its valid-until day unanswered. */
  'expired',
  /** A booking called off (the cancellation charges apply). */
  'cancelled',
  /** The hire took place and is closed. */
  'completed',
] as const;
export type HireQuoteStage = (typeof HIRE_QUOTE_STAGES)[number];

/** The spec's statuses (`PATCH /api/hire/quotes/{id}/status`) as a view of the stages. */
export function specStatusOf(stage: HireQuoteStage): 'pending' | 'approved' | 'rejected' | 'completed' {
  switch (stage) {
    case 'requested':
    case 'quoted':
      return 'pending';
    case 'confirmed':
    case 'out':
      return 'approved';
    case 'completed':
      return 'completed';
    default:
      return 'rejected';
  }
}

const pence = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const periodChargeSchema = z.object({
  period: z.enum(HIRE_PERIODS),
  count: z.number().int().positive(),
  ratePence: pence,
});

export const quoteDocumentLineSchema = z.object({
  /** The hire item's name, or the desk's text for a fixed line (crew, transport). */
  description: z.string(),
  productId: z.number().int().nullable(),
  quantity: z.number().int().positive(),
  /** The period the customer picked (hire lines); null for a fixed line. */
  preferredPeriod: z.enum(HIRE_PERIODS).nullable(),
  unitPence: pence.nullable(),
  linePence: pence.nullable(),
  breakdown: z.array(periodChargeSchema),
});

export const quoteDocumentSchema = z.object({
  quoteId: z.number().int(),
  /** e.g. Q-2026-0042: the year it was first sent and its number in that year. */
  number: z.string(),
  revision: z.number().int().positive(),
  issuedAt: z.string(),
  /** The last UK day it can be accepted. */
  validUntil: day,
  // The customer's own text, as long as the quote request lets it be.
  customer: z.object({
    name: z.string().max(TEXT_MAX.name),
    email: z.string().max(TEXT_MAX.email),
    phone: z.string().max(TEXT_MAX.phone).nullable(),
    /** Where to deliver, when delivery was asked for. */
    deliveryAddress: z.string().max(TEXT_MAX.address).nullable(),
    deliveryCity: z.string().max(TEXT_MAX.address).nullable(),
    deliveryPostalCode: z.string().max(TEXT_MAX.address).nullable(),
  }),
  startDate: day,
  endDate: day,
  days: z.number().int(),
  chargeableDays: z.number().int(),
  weekend: z.boolean(),
  lines: z.array(quoteDocumentLineSchema),
  hirePence: pence,
  fixedPence: pence,
  discountPence: pence,
  deliveryPence: pence,
  installationPence: pence,
  damageWaiverPence: pence,
  /**
   * The damage waiver's excess when this was sent (the hire terms state it; a waived booking's damage is charged up
   * to it). Absent from revisions sent before it was kept: the default applies.
   */
  damageWaiverExcessPence: pence.optional(),
  netPence: pence,
  vatPence: pence,
  totalPence: pence,
  securityDepositPence: pence,
  bookingDepositPence: pence,
  /** The UK day the balance is due (the settings' days before the start). */
  balanceDueDate: day,
  /** The desk's notes to the customer. */
  notes: z.string().max(TEXT_MAX.notes).nullable(),
});
export type QuoteDocument = z.output<typeof quoteDocumentSchema>;

/** How a quote's number is written: Q-2026-0042. */
export const quoteNumber = (year: number, sequence: number): string => `Q-${year}-${String(sequence).padStart(4, '0')}`;

/** How a revision is named on the document and in emails: Q-2026-0042 rev 2. */
export const quoteRevisionLabel = (document: Pick<QuoteDocument, 'number' | 'revision'>): string =>
  `${document.number} rev ${document.revision}`;

/** The damage waiver's excess a sent quote states. */
export const damageWaiverExcessOf = (document: Pick<QuoteDocument, 'damageWaiverExcessPence'>): number =>
  document.damageWaiverExcessPence ?? DEFAULT_DAMAGE_WAIVER_EXCESS_PENCE;
