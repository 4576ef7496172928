import type Stripe from 'stripe';
import { Invalid, inStoredTrace } from '@shop/kit';
import { applyRefundedTotal, canMove } from '../domain/payment';
import { paymentChanged } from '../events/published';
import type { Payment } from '../models/payment';
import type { PaymentsDeps } from './deps';

/** What a webhook did: the payment it changed, or why it changed nothing. */
export type WebhookOutcome =
  | { outcome: 'applied'; paymentId: number }
  | { outcome: 'unchanged'; paymentId: number }
  | { outcome: 'unknown-payment' }
  | { outcome: 'ignored-type' };

type Changes = Partial<Payment>;

/**
 * Stripe tells the shop what happened to a payment by webhook, and the webhook is the truth. Its signature is
 * checked over the exact bytes received, within a tolerance (a replay of an old delivery is refused); then the event
 * moves its payment on at most once: its id is stored with the change it made, a state moves only forward, so a
 * repeated, reordered or late event changes nothing. An event for a payment the shop does not know is answered
 * (Stripe would retry it for days) and logged.
 */
export const takeStripeWebhook =
  ({ models, stores, stripe, config, logger }: PaymentsDeps) =>
  async (rawBody: Buffer | string | undefined, signature: string | undefined): Promise<WebhookOutcome> => {
    const event = verified(rawBody, signature, await stripe.client(), await stripe.webhookSecret());
    const found = await paymentOf(event);
    if (found === 'ignored') return { outcome: 'ignored-type' };
    if (!found) {
      logger.warn(
        { eventId: event.id, type: event.type },
        'Stripe event for a payment the shop does not know; ignored',
      );
      return { outcome: 'unknown-payment' };
    }
    let applied = false;
    // In the trace of the request that opened the payment (an order's placing), so the events it publishes carry it
    // on; linked to this delivery's own request.
    await inStoredTrace(
      `stripe ${event.type}`,
      { 'stripe.event.id': event.id, 'payment.id': found.id },
      found.traceparent,
      () =>
        stores.payments.update(
          { id: found.id },
          (current) => {
            applied = false;
            if (current.stripeEventIds.includes(event.id)) return null;
            const changes = changesOf(event, current);
            applied = changes !== null;
            return changes && { ...changes, stripeEventIds: [...current.stripeEventIds, event.id] };
          },
          paymentChanged,
          // Just read: a delivery racing this one moves the version on, and this one is re-read.
          { read: found },
        ),
    );
    return { outcome: applied ? 'applied' : 'unchanged', paymentId: found.id };

    function verified(
      body: Buffer | string | undefined,
      header: string | undefined,
      sdk: Stripe,
      secret: string,
    ): Stripe.Event {
      if (!header) throw new Invalid('Stripe-Signature: the header is missing', 'Stripe-Signature');
      try {
        return sdk.webhooks.constructEvent(body ?? '', header, secret, config.STRIPE_WEBHOOK_TOLERANCE_SECONDS);
      } catch (err) {
        const stale = /tolerance/i.test((err as Error).message);
        throw new Invalid(
          stale
            ? 'Stripe-Signature: the event was signed too long ago to be taken (a replayed delivery?)'
            : 'Stripe-Signature: the signature does not match the payload',
          'Stripe-Signature',
        );
      }
    }

    /**
     * The payment an event is about: by the metadata the shop gave Stripe (its payment's id, a unique key), else by its
     * session or its PaymentIntent.
     */
    async function paymentOf(e: Stripe.Event): Promise<Payment | null | 'ignored'> {
      switch (e.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired': {
          const session = e.data.object;
          return (
            (await byMetadata(session.metadata, session.id)) ??
            (await models.Payment.findOne({ sessionId: session.id }).lean<Payment>())
          );
        }
        case 'payment_intent.payment_failed': {
          const intent = e.data.object;
          const payment = await byMetadata(intent.metadata, null);
          // The metadata's payment is the intent's unless it has taken another intent (a new attempt's).
          return payment && (!payment.paymentIntentId || payment.paymentIntentId === intent.id)
            ? payment
            : await models.Payment.findOne({ paymentIntentId: intent.id }).lean<Payment>();
        }
        case 'charge.refunded': {
          const intent = e.data.object.payment_intent;
          const intentId = typeof intent === 'string' ? intent : intent?.id;
          return intentId ? await models.Payment.findOne({ paymentIntentId: intentId }).lean<Payment>() : null;
        }
        default:
          return 'ignored';
      }
    }

    /**
     * The payment named by the metadata the shop put on the session, found by its unique id (the local MongoDB-wire
     * server reads every payment for a lookup by session or intent): a session whose id the shop has not stored yet
     * (the service stopped between Stripe's answer and its own write) is found too.
     */
    async function byMetadata(metadata: Stripe.Metadata | null, sessionId: string | null): Promise<Payment | null> {
      const id = Number(metadata?.paymentId);
      if (!Number.isInteger(id) || id <= 0) return null;
      const payment = await models.Payment.findOne({ id }).lean<Payment>();
      // Another session of the same payment would be a different attempt's: not this one.
      if (!payment || (sessionId && payment.sessionId && payment.sessionId !== sessionId)) return null;
      return payment;
    }
  };

/** What an event changes on its payment, or null when it changes nothing (late, repeated, or not a move forward). */
function changesOf(event: Stripe.Event, current: Payment): Changes | null {
  const move = (to: Payment['state'], extra: Changes = {}): Changes | null =>
    canMove(current.state, to) ? { state: to, ...extra } : null;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const intentId = idOf(session.payment_intent);
      const sessionKnown = current.sessionId ? {} : { sessionId: session.id };
      // A delayed method (a bank debit) completes the session unpaid: its async_payment_* event decides.
      if (session.payment_status !== 'paid')
        return intentId && !current.paymentIntentId ? { paymentIntentId: intentId, ...sessionKnown } : null;
      return move('succeeded', {
        paymentIntentId: intentId,
        succeededAt: new Date(),
        failureReason: null,
        ...sessionKnown,
      });
    }
    case 'checkout.session.async_payment_failed':
      return move('failed', { failureReason: 'The payment did not go through' });
    case 'checkout.session.expired':
      return move('expired');
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return move('failed', {
        paymentIntentId: intent.id,
        failureReason: intent.last_payment_error?.message ?? 'The payment was declined',
      });
    }
    case 'charge.refunded': {
      const { refunds, confirmed } = applyRefundedTotal(current.refunds, event.data.object.amount_refunded, new Date());
      return confirmed.length ? { refunds } : null;
    }
    default:
      return null;
  }
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
