import { cancellationCharge, hireBookingCancelSchema, ukCalendarDay } from '@shop/contracts';
import { Conflict, idSchema, parseInput, requireAdmin, type AuthContext, type WithLock } from '@shop/kit';
import { paidPence } from '../domain/booking-money';
import { unitsStillOut } from '../domain/floor';
import { moveStage } from '../domain/quote-lifecycle';
import type { QuotesModels } from '../models/quotes-models';
import type { CommitmentStore } from '../../planning';
import type { HireSettingsStore } from '../../../shared/models/hire-settings';
import type { Quote, QuoteCancellation } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { bookingOwed } from './booking-money';
import { loadQuote } from './quote-queries';

export interface CancelBookingDeps {
  models: Pick<QuotesModels, 'Quote' | 'ProductView'>;
  quotes: QuoteStore;
  commitments: CommitmentStore;
  settings: HireSettingsStore;
  withLock: WithLock;
  clock: () => Date;
}

/**
 * The desk cancels a confirmed booking: its units are freed, and the cancellation charge is worked
 * out from the hire terms' bands for today and what the customer has paid (the fee, what goes
 * back, what is still owed). HireBookingCancelled tells the customer.
 */
export const cancelBooking = (deps: CancelBookingDeps) => {
  const {
    models: { Quote },
    quotes,
    commitments,
    withLock,
    clock,
  } = deps;
  const owedOf = bookingOwed(deps);
  return async (input: { id: unknown; reason?: unknown }, actor: AuthContext): Promise<Quote> => {
    requireAdmin(actor);
    const id = parseInput(idSchema, input.id, 'id');
    const { reason } = parseInput(hireBookingCancelSchema, { reason: input.reason });
    return withLock(`hire-quote:${id}`, async () => {
      const quote = await loadQuote(Quote, id);
      const cancelled = moveStage(quote, 'cancel');
      if (unitsStillOut(quote).length > 0)
        throw new Conflict('Some of this booking’s units are out; take them back before cancelling it');
      const at = clock();
      const today = ukCalendarDay(at);
      const owed = await owedOf(quote);
      const charge = cancellationCharge(owed, paidPence(quote.payments), ukCalendarDay(quote.startDate), today);
      const cancellation: QuoteCancellation = {
        reason,
        at,
        band: charge.band,
        feePence: charge.feePence,
        refundPence: charge.refundPence,
        owedPence: charge.owedPence,
      };
      // The quote first, then the ledger: a crash in between leaves units held, never double-booked.
      const saved = (await quotes.update({ id }, () => ({ ...cancelled.changes, cancellation }), cancelled.events, {
        expectedVersion: quote.version,
      })) as Quote;
      await commitments.release(saved);
      return saved;
    });
  };
};
