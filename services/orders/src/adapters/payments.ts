import {
  PAYMENTS_UNAVAILABLE,
  openCheckoutSessionInputSchema,
  paymentOptionsSchema,
  refundPaymentInputSchema,
  type OpenCheckoutSessionInput,
  type PaymentOptions,
  type PaymentState,
  type RefundPaymentInput,
} from '@shop/contracts';
import { internalCalls, type Logger } from '@shop/kit';

/** A payment as payments' internal API answers it (the fields orders reads). */
export interface OnlinePayment {
  id: number;
  attempt: number;
  amountPence: number;
  state: PaymentState;
  checkoutUrl: string | null;
  sessionExpiresAt: string | null;
}

export interface PaymentsClient {
  /** Opens (or, asked again for the same attempt, answers) a Stripe payment page. */
  openCheckout: (input: OpenCheckoutSessionInput) => Promise<OnlinePayment>;
  /** Refunds a taken payment (the whole of it unless an amount is given), once per reference. */
  refund: (paymentId: number, input: RefundPaymentInput) => Promise<OnlinePayment>;
}

/** payments' internal API (orders never calls Stripe itself). */
export function paymentsClient(baseUrl: string, internalSecret: string, logger: Logger): PaymentsClient {
  const call = internalCalls(baseUrl, internalSecret, logger, {
    service: 'payments',
    unavailable: PAYMENTS_UNAVAILABLE,
  });
  return {
    openCheckout: (input) => call('POST', '/internal/checkout-sessions', openCheckoutSessionInputSchema.parse(input)),
    refund: (paymentId, input) =>
      call('POST', `/internal/payments/${paymentId}/refunds`, refundPaymentInputSchema.parse(input)),
  };
}

/**
 * What payments lets the checkout offer and placing take (PayPal once the admin turned it on). Payments not answering
 * offers no PayPal rather than failing the checkout's page, and a PayPal order is refused as the page would have shown
 * it: card still works.
 */
export function paymentOptionsClient(baseUrl: string, internalSecret: string, logger: Logger) {
  const call = internalCalls(baseUrl, internalSecret, logger, {
    service: 'payments',
    unavailable: PAYMENTS_UNAVAILABLE,
    // The checkout's page waits on it: a short wait, then no PayPal.
    timeoutMs: 3_000,
  });
  return async (): Promise<PaymentOptions> => {
    try {
      return paymentOptionsSchema.parse(await call('GET', '/internal/payment-options'));
    } catch (err) {
      logger.warn({ err }, 'payments did not say what the checkout may offer; PayPal left out');
      return { paypal: false };
    }
  };
}
