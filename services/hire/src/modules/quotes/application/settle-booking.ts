import { ukCalendarDay, type HirePaymentMethod, type HireSettings } from '@shop/contracts';
import { paidPence, securityDepositOf } from '../domain/booking-money';
import { moveStage, type StageEvents } from '../domain/quote-lifecycle';
import { productNamer } from '../../../shared/application/product-views';
import type { HireProductView } from '../../../shared/models/product-view';
import type { BookedUnit, HirePayment, Quote, QuoteSettlement } from '../models/quote';
import { owedFor } from './price-quote';
import { floorCharges, refundRoutes, waiverExcessOf, settle } from '../domain/booking-money';

/** What a booking settles with: its products (kit parts included), the hire settings, and the refund's record. */
export interface SettleContext {
  products: Map<number, HireProductView>;
  settings: HireSettings;
  at: Date;
  lateGraceHours: number;
  refund: { id: number; method: HirePaymentMethod; byUserId: number };
}

/**
 * The update that completes a booking whose units are all back (see isReadyToSettle): its charges
 * (damage, loss, the late charge) settled from the security deposit first. What is left goes back
 * to the card the deposit was paid with online (`cardRefunds`, asked of payments once saved and
 * recorded on the booking by the refund's webhook); the rest (a deposit paid in cash or by
 * transfer) is recorded as a refund payment by the desk's method. With the events the lifecycle
 * publishes for it (the settlement, naming the units `returned` last, and the refund recorded).
 */
export function settledBooking(
  latest: Quote,
  ctx: SettleContext,
  returned: readonly BookedUnit[],
): { update: Partial<Quote>; events: StageEvents } {
  const { products, settings, at } = ctx;
  const charges = floorCharges(
    latest,
    (productId) => products.get(productId)?.hirePriceDailyPence ?? 0,
    ctx.lateGraceHours,
    at,
    waiverExcessOf(latest),
  );
  const owed = {
    ...owedFor(latest, products, settings, ukCalendarDay(at)),
    securityDepositPence: securityDepositOf(latest),
  };
  const settlement: QuoteSettlement = {
    ...settle({
      totalPence: owed.totalPence,
      securityDepositPence: owed.securityDepositPence,
      paidPence: paidPence(latest.payments),
      chargesPence: charges.damagePence + charges.latePence,
    }),
    ...charges,
    at,
  };
  // What is left of a deposit paid by card goes back to that card through payments; its webhook records it.
  const routes = refundRoutes(settlement.refundPence, latest.payments);
  if (routes.card.length > 0) {
    settlement.cardRefunds = routes.card;
    settlement.cardRefundsAskedAt = null;
  }
  const refund: HirePayment | null =
    routes.byHandPence > 0
      ? {
          id: ctx.refund.id,
          kind: 'refund',
          method: ctx.refund.method,
          amountPence: routes.byHandPence,
          reference: 'Security deposit returned',
          at,
          byUserId: ctx.refund.byUserId,
        }
      : null;
  const settling = moveStage(latest, 'settle', {
    returned,
    nameOf: productNamer(products),
    owed,
    refund,
  });
  return {
    update: {
      units: latest.units,
      settlement,
      ...settling.changes,
      payments: refund ? [...latest.payments, refund] : latest.payments,
    },
    events: settling.events,
  };
}
