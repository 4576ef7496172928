import type { Logger } from '@shop/kit';
import type { PaymentsClient } from '../adapters/payments';
import type { QuotesModels } from '../models/quotes-models';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';

export interface RefundSecurityDepositDeps {
  models: Pick<QuotesModels, 'Quote'>;
  quotes: QuoteStore;
  payments: Pick<PaymentsClient, 'refund'>;
  clock: () => Date;
  logger: Logger;
}

/** The reference a settlement's card refund is asked under: asked again (a retry, the sweep), payments refunds once. */
export const settlementRefundReference = (quoteId: number): string => `hire-settlement:${quoteId}`;

/**
 * A settled booking's security deposit paid online goes back to its card: each of the settlement's card refunds is
 * asked of payments (a partial refund of that payment), and once payments has them all in hand the settlement says
 * so; the refund's webhook (PaymentRefunded) then records it on the booking. Payments unreachable, the housekeeping
 * sweep asks again: the reference makes each refund once.
 */
export function refundSecurityDeposits({
  models: { Quote },
  quotes,
  payments,
  clock,
  logger,
}: RefundSecurityDepositDeps) {
  const ask = async (booking: Pick<Quote, 'id' | 'settlement'>): Promise<boolean> => {
    const refunds = booking.settlement?.cardRefunds ?? [];
    if (refunds.length === 0 || booking.settlement?.cardRefundsAskedAt) return false;
    for (const { paymentId, amountPence } of refunds) {
      await payments.refund(paymentId, {
        amountPence,
        reference: settlementRefundReference(booking.id),
        reason: 'Security deposit returned after the hire',
      });
    }
    await quotes.update(
      { id: booking.id },
      (latest) =>
        latest.settlement && !latest.settlement.cardRefundsAskedAt
          ? { settlement: { ...latest.settlement, cardRefundsAskedAt: clock() } }
          : null,
      () => [],
    );
    return true;
  };

  return {
    /** Asks for a just-settled booking's card refunds; a failure is left to the sweep. */
    async askFor(booking: Pick<Quote, 'id' | 'settlement'>): Promise<void> {
      await ask(booking).catch((err) =>
        logger.warn({ err, quoteId: booking.id }, 'security deposit refund not asked yet; the sweep asks again'),
      );
    },
    /** The sweep: asks again for every settled booking's card refunds payments has not taken; resolves with how many. */
    async sweep(): Promise<number> {
      const due = await Quote.find(
        { stage: 'completed', 'settlement.cardRefunds': { $exists: true }, 'settlement.cardRefundsAskedAt': null },
        { id: 1, settlement: 1 },
      ).lean<Quote[]>();
      let asked = 0;
      for (const booking of due) {
        try {
          if (await ask(booking)) asked += 1;
        } catch (err) {
          logger.warn({ err, quoteId: booking.id }, 'security deposit refund not asked yet');
        }
      }
      return asked;
    },
  };
}

export type RefundSecurityDeposits = ReturnType<typeof refundSecurityDeposits>;
