import Stripe from 'stripe';
import { Invalid, NotFound, Unprocessable, parseInput } from '@shop/kit';
import { refundPaymentInputSchema, toGbp } from '@shop/contracts';
import { refundable, stripeIdempotencyKey } from '../domain/payment';
import type { Payment } from '../models/payment';
import { stripeFailure } from './stripe-failure';
import type { PaymentsDeps } from './deps';

/**
 * Refunds a taken payment, in whole or in part. The refund is recorded as pending before Stripe is asked (so the
 * charge.refunded webhook, which may arrive before Stripe's answer, finds it), under the caller's reference: asked
 * again, it is asked of Stripe with the same idempotency key and refunded once. Stripe's webhook confirms it
 * (PaymentRefunded); a refund Stripe refuses is taken off again.
 */
export const refundPayment =
  ({ models, stores, stripe }: PaymentsDeps) =>
  async (paymentId: number, input: unknown): Promise<Payment> => {
    const data = parseInput(refundPaymentInputSchema, input);
    const payment = await models.Payment.findOne({ id: paymentId }).lean<Payment>();
    if (!payment) throw new NotFound(`Payment ${paymentId} not found`);

    const recorded = await stores.payments.update(
      { id: paymentId },
      (current) => {
        if (current.refunds.some((refund) => refund.reference === data.reference)) return null;
        if (current.state !== 'succeeded') {
          throw new Unprocessable('This payment has not been taken, so there is nothing to refund');
        }
        const left = refundable(current);
        const amountPence = data.amountPence ?? left;
        if (amountPence <= 0 || amountPence > left) {
          throw new Invalid(
            `amountPence: at most £${toGbp(left).toFixed(2)} of this payment can be refunded`,
            'amountPence',
          );
        }
        return {
          refunds: [
            ...current.refunds,
            {
              refundId: null,
              amountPence,
              reference: data.reference,
              reason: data.reason,
              state: 'pending',
              requestedAt: new Date(),
              confirmedAt: null,
            },
          ],
        };
      },
      () => [],
    );
    const refund = recorded!.refunds.find((r) => r.reference === data.reference)!;
    if (refund.refundId) return recorded!;

    let created: Stripe.Refund;
    try {
      created = await stripeFailure(async () =>
        (await stripe.client()).refunds.create(
          {
            payment_intent: recorded!.paymentIntentId!,
            amount: refund.amountPence,
            reason: 'requested_by_customer',
            metadata: { paymentId: String(paymentId), reference: data.reference },
          },
          { idempotencyKey: stripeIdempotencyKey(recorded!.key, `refund:${data.reference}`) },
        ),
      );
    } catch (err) {
      // Refused by Stripe: nothing is refunded, so the pending refund goes. Unreachable: it stays, to be asked again.
      if (err instanceof Unprocessable) await withdraw(data.reference);
      throw err;
    }
    const done = await stores.payments.update(
      { id: paymentId },
      (current) => ({
        refunds: current.refunds.map((r) =>
          r.reference === data.reference && !r.refundId ? { ...r, refundId: created.id } : r,
        ),
      }),
      () => [],
    );
    return done!;

    async function withdraw(reference: string) {
      await stores.payments.update(
        { id: paymentId },
        (current) => ({
          refunds: current.refunds.filter((r) => !(r.reference === reference && r.state === 'pending' && !r.refundId)),
        }),
        () => [],
      );
    }
  };
