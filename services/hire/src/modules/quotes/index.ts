/**
 * Quotes: a hire request, its revisions, acceptance, pricing and the money of a booking, through one
 * lifecycle table (domain/quote-lifecycle.ts) from request to settlement. The booking's side of the
 * warehouse floor (dispatch, return, settlement) is here too: it moves units through fleet's interface.
 * What other modules, the resolvers and the service's wiring may use; the rest is this module's own.
 */
export { acceptQuote } from './application/accept-quote';
export { addQuoteItem } from './application/add-quote-item';
export { announceQuote } from './application/announce-quote';
export { bookingReads, type BookingReads } from './application/booking-reads';
export { bookingMoneyNow, chargesNow, priceShown } from './application/booking-views';
export { bookingReminders } from './application/booking-reminders';
export { cancelBooking } from './application/cancel-booking';
export { changeQuoteStatus } from './application/change-quote-status';
export { createQuote } from './application/create-quote';
export { declineQuote } from './application/decline-quote';
export { dispatchUnit } from './application/dispatch-unit';
export { lateReturns } from './application/late-returns';
export { partDispatches } from './application/part-dispatches';
export { payBooking } from './application/pay-booking';
export type { QuotePricing } from './application/price-quote';
export { quietQuotes } from './application/quiet-quotes';
export { quoteExpiry } from './application/quote-expiry';
export { quotePdfs } from './application/quote-pdf';
export { type ProductsById, quoteQueries, type QuotesWithProducts } from './application/quote-queries';
export { floorMender } from './application/reconcile-floor';
export { recordPayment } from './application/record-payment';
export { refundSecurityDeposits } from './application/refund-security-deposit';
export { returnUnits } from './application/return-units';
export { saveQuoteDraft } from './application/save-quote-draft';
export { sendQuote } from './application/send-quote';
export { submitQuote } from './application/submit-quote';
export { takeOnlinePayment } from './application/take-online-payment';
export type { BookingMoney, FloorCharges } from './domain/booking-money';
export { bookingInvoiceSource } from './domain/booking-invoice-source';
export { floorLines, isFulfilled } from './domain/floor';
export { dueBackBy } from './domain/late-return';
export { type QuoteActor, type QuoteSight, requireMaySee } from './domain/quote-access';
export { draftOf } from './domain/quote-draft';
export { latestRevision } from './domain/quote-lifecycle';
export { ratePence, requestValuePence } from './domain/quote-rules';
export {
  type HirePayment,
  type Quote,
  type QuoteDraft,
  type QuoteItem,
  type QuoteRevision,
  type QuoteSettlement,
  requestDetails,
} from './models/quote';
export type { QuoteStore } from './models/quote-store';
export type { PaymentsClient } from './adapters/payments';
