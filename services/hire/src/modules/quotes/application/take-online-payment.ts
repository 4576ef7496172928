import type { EventData } from '@shop/contracts';
import { nextId, type Logger } from '@shop/kit';
import type { Connection } from 'mongoose';
import { paymentRecorded } from '../events/published';
import type { QuotesModels } from '../models/quotes-models';
import type { HireSettingsStore } from '../../../shared/models/hire-settings';
import type { HirePayment } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { bookingOwed, moneyWithPayments } from './booking-money';

export interface TakeOnlinePaymentDeps {
  connection: Connection;
  models: Pick<QuotesModels, 'Quote' | 'ProductView'>;
  quotes: QuoteStore;
  settings: HireSettingsStore;
  clock: () => Date;
  logger: Logger;
}

/** What marks a payment taken online as recorded on its booking (`HirePayment.onlineKey`). */
export const onlinePaymentKey = (paymentId: number): string => `payment:${paymentId}`;

/** A payment or refund Stripe confirmed for a booking, as hire records it. */
interface OnlineEntry {
  quoteId: number;
  kind: HirePayment['kind'];
  amountPence: number;
  /** Makes it once only: a redelivered or repeated event finds it recorded. */
  onlineKey: string;
  reference: string;
  /** Which part of the booking the payment was for (a refund names its payment's). */
  purpose: HirePayment['purpose'];
}

/**
 * Records on a booking what Stripe confirmed (payments' PaymentSucceeded and PaymentRefunded for a hire booking): a
 * card payment or refund like the desk's, by no desk user, with the payment's id as its reference, and the usual
 * HirePaymentRecorded. Recorded whatever the booking's stage (the money moved), once per payment and per refund.
 */
export const takeOnlinePayment = (deps: TakeOnlinePaymentDeps) => {
  const { connection, models, quotes, clock, logger } = deps;
  const owedOf = bookingOwed(deps);

  const record = async (entry: OnlineEntry): Promise<void> => {
    const quote = await models.Quote.findOne({ id: entry.quoteId }).lean();
    if (!quote) {
      logger.warn({ quoteId: entry.quoteId, onlineKey: entry.onlineKey }, 'an online payment names no booking here');
      return;
    }
    if (quote.payments.some((p) => p.onlineKey === entry.onlineKey)) return;
    const owed = await owedOf(quote);
    const payment: HirePayment = {
      id: await nextId(connection, 'hire_payments'),
      kind: entry.kind,
      method: 'card',
      amountPence: entry.amountPence,
      reference: entry.reference,
      at: clock(),
      byUserId: null,
      onlineKey: entry.onlineKey,
      purpose: entry.purpose,
    };
    await quotes.update(
      { id: entry.quoteId },
      (latest) =>
        latest.payments.some((p) => p.onlineKey === entry.onlineKey)
          ? null
          : { payments: [...latest.payments, payment] },
      (saved) => [paymentRecorded(saved, payment, moneyWithPayments(saved, owed))],
    );
  };

  return {
    succeeded: (data: EventData<'PaymentSucceeded'>) =>
      record({
        quoteId: data.subjectId,
        kind: 'payment',
        amountPence: data.amountPence,
        onlineKey: onlinePaymentKey(data.paymentId),
        reference: String(data.paymentId),
        purpose: data.purpose,
      }),
    refunded: (data: EventData<'PaymentRefunded'>) =>
      record({
        quoteId: data.subjectId,
        kind: 'refund',
        amountPence: data.amountPence,
        // A refund made on Stripe's dashboard has no id payments knows: the payment's refunded total names it.
        onlineKey: `refund:${data.refundId ?? `${data.paymentId}:${data.refundedPence}`}`,
        reference: String(data.paymentId),
        purpose: data.purpose,
      }),
  };
};

export type TakeOnlinePayment = ReturnType<typeof takeOnlinePayment>;
