import { hirePaymentSchema, listCeiling, formatPence, type HireQuoteStage } from '@shop/contracts';
import { Conflict, idSchema, nextId, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { Connection } from 'mongoose';
import { paidPence } from '../domain/booking-money';
import { paymentRecorded } from '../events/published';
import type { QuotesModels } from '../models/quotes-models';
import type { HireSettingsStore } from '../../../shared/models/hire-settings';
import type { HirePayment, Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { bookingOwed, moneyWithPayments } from './booking-money';
import { loadQuote } from './quote-queries';

const MAX_PAYMENTS = listCeiling('HireBooking', 'payments');
/** Money moves on a booking, and after it: refunds of a cancelled one, a balance settled after the hire. */
const PAYABLE: readonly HireQuoteStage[] = ['confirmed', 'out', 'cancelled', 'completed'];

export interface RecordPaymentDeps {
  connection: Connection;
  models: Pick<QuotesModels, 'Quote' | 'ProductView'>;
  quotes: QuoteStore;
  settings: HireSettingsStore;
  clock: () => Date;
}

/**
 * The desk records a payment or a refund against a booking: the method (card, bank transfer,
 * PayPal), the amount and a reference; no card data. A refund cannot exceed what was paid.
 */
export const recordPayment = (deps: RecordPaymentDeps) => {
  const {
    connection,
    models: { Quote },
    quotes,
    clock,
  } = deps;
  const owedOf = bookingOwed(deps);
  return async (input: { id: unknown; payment: unknown }, actor: AuthContext): Promise<Quote> => {
    const admin = requireAdmin(actor);
    const id = parseInput(idSchema, input.id, 'id');
    const { amount, ...entry } = parseInput(hirePaymentSchema, input.payment);
    const quote = await loadQuote(Quote, id);
    const owed = await owedOf(quote);
    const payment: HirePayment = {
      ...entry,
      amountPence: amount,
      id: await nextId(connection, 'hire_payments'),
      at: clock(),
      byUserId: admin.id,
    };

    return (await quotes.update(
      { id },
      (latest) => {
        if (!PAYABLE.includes(latest.stage)) {
          throw new Conflict(`Payments are recorded against a booking; this quote is ${latest.stage}`);
        }
        if (latest.payments.length >= MAX_PAYMENTS) throw new Conflict('This booking holds as many payments as it can');
        const paid = paidPence(latest.payments);
        if (payment.kind === 'refund' && payment.amountPence > paid) {
          throw new Conflict(`A refund cannot be more than has been paid (${formatPence(paid)})`, 'amount');
        }
        return { payments: [...latest.payments, payment] };
      },
      (saved) => [paymentRecorded(saved, payment, moneyWithPayments(saved, owed))],
    )) as Quote;
  };
};
