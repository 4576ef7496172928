import { ukCalendarDay, type HireRateSettings } from '@shop/contracts';
import {
  floorCharges,
  moneyOfBooking,
  securityDepositOf,
  waiverExcessOf,
  type BookingMoney,
  type FloorCharges,
} from '../domain/booking-money';
import { draftOf } from '../domain/quote-draft';
import { latestRevision } from '../domain/quote-lifecycle';
import type { BookedPrice, Quote } from '../models/quote';
import { owedFor, priceQuote, type QuotePricing } from './price-quote';
import type { ProductsById } from './quote-queries';

/*
 * What the desk's and the customer's screens show of a quote's money, worked out from the quote
 * and the products and settings its read loaded: the resolvers map these, they add nothing up.
 */

/** A booking's floor charges at `now`: late days at each product's daily rate, damage after its waiver's excess. */
export const chargesNow = (quote: Quote, products: ProductsById, graceHours: number, now: Date): FloorCharges =>
  floorCharges(
    quote,
    (productId) => products.get(productId)?.hirePriceDailyPence ?? 0,
    graceHours,
    now,
    waiverExcessOf(quote),
  );

/** A booking's money at `now`: what it owes for the hire, its security deposit, and the charges so far on top. */
export function bookingMoneyNow(
  quote: Quote,
  products: ProductsById,
  settings: HireRateSettings,
  graceHours: number,
  now: Date,
): BookingMoney {
  const owed = owedFor(quote, products, settings, ukCalendarDay(now));
  const security = { ...owed, securityDepositPence: securityDepositOf(quote) };
  return moneyOfBooking(quote, security, chargesNow(quote, products, graceHours, now));
}

/**
 * The price a reader is shown: a booking's as frozen when confirmed; before, the desk sees its draft
 * priced, the customer the revision sent, or before one an estimate of the request.
 */
export function priceShown(
  quote: Quote,
  products: ProductsById,
  settings: HireRateSettings,
  forDesk: boolean,
): BookedPrice | QuotePricing {
  if (quote.booked) return quote.booked;
  const sent = latestRevision(quote);
  if (sent && !forDesk) return sent.document;
  return priceQuote(quote, draftOf(forDesk ? quote : { ...quote, draft: null }), products, settings);
}
