import { ukCalendarDay } from '@shop/contracts';
import { event } from '@shop/kit';
import type { HireQuoteStatus, QuoteDocument } from '@shop/contracts';
import type { Shortfall } from '../../planning';
import { towardsHirePence, type BookingMoney } from '../domain/booking-money';
import { draftOf } from '../domain/quote-draft';
import type { BookingPayLink } from '../domain/quote-link';
import {
  requestDetails,
  type BookedUnit,
  type HirePayment,
  type Quote,
  type QuoteAcceptance,
  type QuoteCancellation,
  type QuoteRevision,
  type QuoteSettlement,
} from '../models/quote';

/**
 * HireQuoteRequested: the quote with every line, named as the desk and the customer will read them,
 * and whether its email is the signed-in requester's own account email.
 */
export const quoteRequested = (quote: Quote, names: ReadonlyMap<number, string>, toAccountEmail: boolean) =>
  event('HireQuoteRequested', {
    quoteId: quote.id,
    userId: quote.userId,
    customerEmailIsAccountEmail: toAccountEmail,
    ...requestDetails(quote),
    startDate: quote.startDate.toISOString(),
    endDate: quote.endDate.toISOString(),
    items: quote.items.map((item) => ({
      productId: item.productId,
      name: names.get(item.productId) ?? `Product ${item.productId}`,
      quantity: item.quantity,
      hirePeriod: item.hirePeriod,
    })),
  });

export const quoteStatusChanged = (
  quote: Quote,
  from: HireQuoteStatus,
  reason: string | null = null,
  pay: BookingPayLink | null = null,
) =>
  event('HireQuoteStatusChanged', {
    quoteId: quote.id,
    userId: quote.userId,
    from,
    to: quote.status,
    reason,
    pay,
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    startDate: quote.startDate.toISOString(),
    endDate: quote.endDate.toISOString(),
  });

const customerOf = (quote: Quote) => ({ customerName: quote.customerName, customerEmail: quote.customerEmail });

const revisionOf = (revision: QuoteRevision) => ({
  number: revision.document.number,
  revision: revision.revision,
});

export const quoteSent = (quote: Quote, document: QuoteDocument, acceptPath: string) =>
  event('HireQuoteSent', { quoteId: quote.id, userId: quote.userId, document, acceptPath });

/** A booking confirmed by the customer's acceptance; `payPath` opens the deposit's payment from the email. */
export const quoteAccepted = (quote: Quote, revision: QuoteRevision, acceptance: QuoteAcceptance, payPath: string) =>
  event('HireQuoteAccepted', {
    quoteId: quote.id,
    userId: quote.userId,
    ...revisionOf(revision),
    acceptedByName: acceptance.name,
    acceptedAt: acceptance.at.toISOString(),
    ...customerOf(quote),
    startDate: quote.startDate.toISOString(),
    endDate: quote.endDate.toISOString(),
    totalPence: revision.document.totalPence,
    bookingDepositPence: revision.document.bookingDepositPence,
    balanceDueDate: revision.document.balanceDueDate,
    payPath,
  });

export const quoteAcceptanceRefused = (quote: Quote, revision: QuoteRevision, shortfalls: Shortfall[]) =>
  event('HireQuoteAcceptanceRefused', { quoteId: quote.id, ...revisionOf(revision), ...customerOf(quote), shortfalls });

export const quoteDeclined = (quote: Quote, revision: QuoteRevision) =>
  event('HireQuoteDeclined', {
    quoteId: quote.id,
    userId: quote.userId,
    ...revisionOf(revision),
    reason: quote.decline?.reason ?? null,
    ...customerOf(quote),
  });

export const quoteExpired = (quote: Quote, revision: QuoteRevision) =>
  event('HireQuoteExpired', { quoteId: quote.id, userId: quote.userId, ...revisionOf(revision), ...customerOf(quote) });

export const bookingCancelled = (quote: Quote, cancellation: QuoteCancellation) =>
  event('HireBookingCancelled', {
    quoteId: quote.id,
    number: quote.number ?? String(quote.id),
    userId: quote.userId,
    reason: cancellation.reason,
    feePence: cancellation.feePence,
    refundPence: cancellation.refundPence,
    ...customerOf(quote),
  });

export const paymentRecorded = (quote: Quote, payment: HirePayment, money: BookingMoney) =>
  event('HirePaymentRecorded', {
    quoteId: quote.id,
    kind: payment.kind,
    method: payment.method,
    amountPence: payment.amountPence,
    reference: payment.reference,
    paidPence: money.paidPence,
    balancePence: money.balancePence,
    source: payment.onlineKey ? 'online' : 'desk',
    paymentId: payment.id,
    towardsHirePence: towardsHirePence(quote.payments, payment, quote.booked?.totalPence ?? 0),
  });

export const bookingOverdue = (quote: Quote, unitsOut: number, dailyLatePence: number) =>
  event('HireBookingOverdue', {
    quoteId: quote.id,
    number: quote.number ?? String(quote.id),
    userId: quote.userId,
    ...customerOf(quote),
    endDate: ukCalendarDay(quote.endDate),
    unitsOut,
    dailyLatePence,
  });

/** Names a unit by its product's name, as the customer's emails list it. */
export type NameOf = (productId: number) => string;

const floorBookingOf = (quote: Quote) => ({
  quoteId: quote.id,
  number: quote.number ?? String(quote.id),
  userId: quote.userId,
  ...customerOf(quote),
});

const returnedOf = (units: readonly BookedUnit[], nameOf: NameOf) =>
  units.map((unit) => ({
    tag: unit.tag,
    name: nameOf(unit.productId),
    condition: unit.condition ?? 'ok',
    chargePence: unit.chargePence,
  }));

/** Every line went out: what went out, by name and tag. */
export const bookingDispatched = (quote: Quote, nameOf: NameOf) =>
  event('HireBookingDispatched', {
    ...floorBookingOf(quote),
    startDate: ukCalendarDay(quote.startDate),
    endDate: ukCalendarDay(quote.endDate),
    units: quote.units.map((unit) => ({ tag: unit.tag, name: nameOf(unit.productId) })),
  });

/** Some units came back (`returned`), others are still out. */
export const unitsReturned = (quote: Quote, returned: readonly BookedUnit[], nameOf: NameOf) =>
  event('HireUnitsReturned', {
    ...floorBookingOf(quote),
    returned: returnedOf(returned, nameOf),
    unitsStillOut: quote.units.filter((unit) => !unit.returnedAt).length,
  });

/** The last units came back (`returned`) and the booking settled: its charges, deposit and refund, and its final total. */
export const bookingSettled = (
  quote: Quote,
  returned: readonly BookedUnit[],
  nameOf: NameOf,
  settlement: QuoteSettlement,
  totalPence: number,
) =>
  event('HireBookingSettled', {
    ...floorBookingOf(quote),
    returned: returnedOf(returned, nameOf),
    damagePence: settlement.damagePence,
    waivedPence: settlement.waivedPence ?? 0,
    latePence: settlement.latePence,
    chargesPence: settlement.chargesPence,
    depositHeldPence: settlement.depositHeldPence,
    depositUsedPence: settlement.depositUsedPence,
    refundPence: settlement.refundPence,
    owedPence: settlement.owedPence,
    totalPence,
  });

const REMINDER_EVENT = { start: 'HireBookingStartReminder', end: 'HireBookingEndReminder' } as const;

/** A booking as its reminders tell of it: its days, its lines named, and how it goes out and comes back. */
const remindedBooking = (quote: Quote, names: ReadonlyMap<number, string>) => ({
  quoteId: quote.id,
  number: quote.number ?? String(quote.id),
  userId: quote.userId,
  ...customerOf(quote),
  startDate: ukCalendarDay(quote.startDate),
  endDate: ukCalendarDay(quote.endDate),
  items: quote.items.map((item) => ({
    name: names.get(item.productId) ?? `Product ${item.productId}`,
    quantity: item.quantity,
  })),
  deliveryRequired: quote.deliveryRequired,
  installationRequired: quote.installationRequired,
  deliveryAddress: quote.deliveryAddress,
  deliveryCity: quote.deliveryCity,
  deliveryPostalCode: quote.deliveryPostalCode,
  notes: bookedNotes(quote),
});

/** A booking's start or end reminder. */
export const bookingReminder = (quote: Quote, kind: keyof typeof REMINDER_EVENT, names: ReadonlyMap<number, string>) =>
  event(REMINDER_EVENT[kind], remindedBooking(quote, names));

/** A booking's balance reminder: what is due by when, and the signed link that opens its payment (none unsent). */
export const balanceReminder = (
  quote: Quote,
  names: ReadonlyMap<number, string>,
  balance: { balanceDuePence: number; balanceDueDate: string; payPath: string | null },
) => event('HireBookingBalanceReminder', { ...remindedBooking(quote, names), ...balance });

/** The desk's notes on the revision the customer accepted (or the draft the desk confirmed). */
const bookedNotes = (quote: Quote): string | null =>
  (quote.revisions.find((r) => r.revision === quote.acceptance?.revision) ?? null)?.document.notes ??
  draftOf(quote).notes;
