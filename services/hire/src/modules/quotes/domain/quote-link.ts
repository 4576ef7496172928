import { createHmac, timingSafeEqual } from 'node:crypto';
import { ukCalendarDay, type HireOnlinePaymentPurpose } from '@shop/contracts';
import type { Quote } from '../models/quote';
import { paidTowardsHirePence } from './booking-money';

/**
 * The link a sent quote's email carries (pure): `/hire/quotes/{id}?token=…`, the token naming the
 * revision and its last valid day, signed (HMAC-SHA256) over those and the quote's id. Only the
 * service can make one; a link for another quote, revision or day does not verify.
 */
export interface QuoteLink {
  revision: number;
  validUntil: string;
}

const mac = (secret: string, quoteId: number, { revision, validUntil }: QuoteLink) =>
  createHmac('sha256', secret).update(`hire-quote:${quoteId}:${revision}:${validUntil}`).digest('base64url');

export const signQuoteLink = (secret: string, quoteId: number, link: QuoteLink): string =>
  `${link.revision}.${link.validUntil}.${mac(secret, quoteId, link)}`;

const acceptPathOf = (quoteId: number, token: string): string =>
  `/hire/quotes/${quoteId}?token=${encodeURIComponent(token)}`;

/** The path a revision's email links to: the acceptance page with the revision's signed token. */
export const signedAcceptPath = (secret: string, quoteId: number, link: QuoteLink): string =>
  acceptPathOf(quoteId, signQuoteLink(secret, quoteId, link));

/**
 * The path a booking's payment email links to: the booking's page with the latest revision's signed token and the part
 * to pay (`&pay=deposit`, `&pay=balance`), which the page's pay card opens.
 */
export const signedPayPath = (
  secret: string,
  quoteId: number,
  link: QuoteLink,
  purpose: HireOnlinePaymentPurpose,
): string => `${signedAcceptPath(secret, quoteId, link)}&pay=${purpose}`;

/**
 * A booking the desk confirmed without sending a revision has none for its link to name: its link names revision 0
 * and the hire's first day, and holds while the booking still has no revision (see requireLiveLink).
 */
export const BOOKING_LINK_REVISION = 0;

/** What a booking's pay links name: the latest revision sent, or for a booking never sent the booking itself. */
export const linkOfBooking = (booking: Pick<Quote, 'revisions' | 'startDate'>): QuoteLink =>
  booking.revisions.at(-1) ?? { revision: BOOKING_LINK_REVISION, validUntil: ukCalendarDay(booking.startDate) };

/** A booking's pay link: the part it opens and the booking page's path with its signed token. */
export interface BookingPayLink {
  purpose: 'deposit' | 'balance';
  path: string;
}

/**
 * The pay link a just-confirmed booking's email carries: its deposit's while that is due, else its balance's while
 * any is owed (a booking confirmed again after its deposit was paid); none when the booked price is paid.
 */
export function bookingPayLink(
  secret: string,
  booking: Pick<Quote, 'id' | 'revisions' | 'startDate' | 'booked' | 'payments'>,
): BookingPayLink | null {
  const link = (purpose: BookingPayLink['purpose']) => ({
    purpose,
    path: signedPayPath(secret, booking.id, linkOfBooking(booking), purpose),
  });
  if (!booking.booked) return link('balance');
  const { totalPence, bookingDepositPence } = booking.booked;
  const paid = paidTowardsHirePence(booking.payments, totalPence);
  if (paid < bookingDepositPence) return link('deposit');
  return paid < totalPence ? link('balance') : null;
}

/** What a token says, when it is one the service signed for this quote; null when not (tampered, or another quote's). */
export function readQuoteLink(secret: string, quoteId: number, token: string): QuoteLink | null {
  const match = /^(\d{1,4})\.(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const link = { revision: Number(match[1]), validUntil: match[2] };
  const expected = Buffer.from(mac(secret, quoteId, link));
  const given = Buffer.from(match[3]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? link : null;
}
