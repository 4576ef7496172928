import Stripe from 'stripe';
import { Conflict, currentTraceparent, isDuplicateKeyError, nextId, parseInput } from '@shop/kit';
import { openCheckoutSessionInputSchema, stripePaymentMethodTypes, toGbp } from '@shop/contracts';
import { paymentKey, stripeIdempotencyKey } from '../domain/payment';
import { paymentSessionOpened } from '../events/published';
import type { Payment } from '../models/payment';
import { stripeFailure } from './stripe-failure';
import type { PaymentsDeps } from './deps';

/** Stripe refuses an expiry less than 30 minutes after it creates the session; this covers the call's own delay. */
const EXPIRY_MARGIN_MS = 2 * 60_000;

/** Stripe refused PayPal on the page: the Payments card has it on, but Stripe's payment methods do not. */
const paypalNotActivated = (err: unknown, methods: Payment['paymentMethodTypes']): boolean =>
  err instanceof Stripe.errors.StripeInvalidRequestError &&
  (err.param ?? '').startsWith('payment_method_types') &&
  (methods ?? []).includes('paypal');

/**
 * A service asks for Stripe's payment page for one of its subjects. The payment is recorded first (one per subject,
 * purpose and attempt), then Stripe is asked with an idempotency key of that payment, so asking again (a retry, a
 * second replica, a restart between the two steps) answers the same session, and Stripe makes one. The page offers
 * card, and PayPal only while the Payments card has it on, read afresh as the payment is recorded and kept with it;
 * should Stripe refuse PayPal (not turned on among its payment methods) the page offers card alone rather than none.
 */
export const openCheckoutSession =
  ({ connection, models, stores, stripe, config, paymentOptions, logger }: PaymentsDeps) =>
  async (input: unknown): Promise<Payment> => {
    const data = parseInput(openCheckoutSessionInputSchema, input);
    const key = paymentKey(data);
    // Recorded at once, as it is the first time in all but a retry: a retry meets the key's unique index and reads it.
    const payment = await recordPayment();
    if (payment.amountPence !== data.amountPence) {
      throw new Conflict(
        `amountPence: attempt ${data.attempt} was opened for £${toGbp(payment.amountPence).toFixed(2)}; ask with a new attempt for another amount`,
        'amountPence',
      );
    }
    if (payment.sessionId) return payment;

    const expiresAt = new Date(
      new Date(payment.createdAt).getTime() + config.CHECKOUT_SESSION_MINUTES * 60_000 + EXPIRY_MARGIN_MS,
    );
    const metadata = {
      paymentId: String(payment.id),
      subjectType: payment.subjectType,
      subjectId: String(payment.subjectId),
      purpose: payment.purpose,
      attempt: String(payment.attempt),
    };
    const create = (client: Stripe, types: Payment['paymentMethodTypes']) =>
      client.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'gbp',
                unit_amount: payment.amountPence,
                product_data: { name: payment.description },
              },
            },
          ],
          ...(types && { payment_method_types: types }),
          client_reference_id: key,
          ...(payment.customerEmail && { customer_email: payment.customerEmail }),
          metadata,
          // The PaymentIntent carries them too: a declined card is told by the intent's event, not the session's.
          payment_intent_data: { metadata },
          success_url: data.successUrl,
          cancel_url: data.cancelUrl,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
        },
        { idempotencyKey: stripeIdempotencyKey(key, 'session') },
      );
    let methods = payment.paymentMethodTypes;
    const session = await stripeFailure(async () => {
      const client = await stripe.client();
      try {
        return await create(client, methods);
      } catch (err) {
        if (!paypalNotActivated(err, methods)) throw err;
        logger.warn(
          { paymentId: payment.id, err },
          "Stripe refused PayPal: turn it on among Stripe's payment methods, or off in the Payments card; this page offers card",
        );
        // Stripe keeps no answer for a refused request, so the same key opens the card-only page.
        methods = ['card'];
        return await create(client, methods);
      }
    });
    const opened = await stores.payments.update(
      { id: payment.id },
      (current) =>
        current.sessionId
          ? null
          : {
              sessionId: session.id,
              checkoutUrl: session.url,
              sessionExpiresAt: new Date((session.expires_at ?? expiresAt.getTime() / 1000) * 1000),
              // What the page was opened with, so asking again asks Stripe the same.
              ...(methods !== payment.paymentMethodTypes && { paymentMethodTypes: methods }),
            },
      paymentSessionOpened,
      { read: payment },
    );
    return opened!;

    async function recordPayment(): Promise<Payment> {
      try {
        // Ids claimed 50 at a time, as orders' are: a rush of payment pages costs the counter a claim per block.
        const [id, options] = await Promise.all([nextId(connection, 'payments', 1, { ahead: 50 }), paymentOptions()]);
        return await stores.payments.create(
          {
            id,
            key,
            subjectType: data.subjectType,
            subjectId: data.subjectId,
            purpose: data.purpose,
            attempt: data.attempt,
            amountPence: data.amountPence,
            description: data.description,
            customerEmail: data.customerEmail,
            paymentMethodTypes: stripePaymentMethodTypes(options),
            traceparent: currentTraceparent() ?? null,
          },
          () => [],
        );
      } catch (err) {
        // Asked before (a retry), or twice at once: the first recorded it.
        if (!isDuplicateKeyError(err)) throw err;
        return (await models.Payment.findOne({ key }).lean<Payment>())!;
      }
    }
  };
