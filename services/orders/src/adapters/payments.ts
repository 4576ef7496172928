import {
  PAYMENTS_UNAVAILABLE,
  openCheckoutSessionInputSchema,
  refundPaymentInputSchema,
  type OpenCheckoutSessionInput,
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
