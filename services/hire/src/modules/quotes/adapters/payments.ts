import {
  PAYMENTS_UNAVAILABLE,
  openCheckoutSessionInputSchema,
  refundPaymentInputSchema,
  type OpenCheckoutSessionInput,
  type PaymentPurpose,
  type RefundPaymentInput,
} from '@shop/contracts';
import { internalCalls, type Logger } from '@shop/kit';

/** A payment as payments' internal API answers it (the fields hire reads). */
export interface OnlinePayment {
  id: number;
  purpose: PaymentPurpose;
  attempt: number;
  amountPence: number;
  state: 'open' | 'failed' | 'succeeded' | 'expired';
  checkoutUrl: string | null;
  sessionExpiresAt: string | null;
}

export interface PaymentsClient {
  /** A booking's payments, every purpose and attempt. */
  paymentsOf: (quoteId: number) => Promise<OnlinePayment[]>;
  /** Opens (or, asked again for the same attempt, answers) a Stripe payment page. */
  openCheckout: (input: OpenCheckoutSessionInput) => Promise<OnlinePayment>;
  /** Refunds part of a taken payment; asked again with the same reference, it refunds once. */
  refund: (paymentId: number, input: RefundPaymentInput) => Promise<OnlinePayment>;
}

/** payments' internal API (hire never calls Stripe itself). */
export function paymentsClient(baseUrl: string, internalSecret: string, logger: Logger): PaymentsClient {
  const call = internalCalls(baseUrl, internalSecret, logger, {
    service: 'payments',
    unavailable: PAYMENTS_UNAVAILABLE,
  });
  return {
    paymentsOf: (quoteId) =>
      call(
        'GET',
        `/internal/payments?${new URLSearchParams({ subjectType: 'hire-booking', subjectId: String(quoteId) })}`,
      ),
    openCheckout: (input) => call('POST', '/internal/checkout-sessions', openCheckoutSessionInputSchema.parse(input)),
    refund: (paymentId, input) =>
      call('POST', `/internal/payments/${paymentId}/refunds`, refundPaymentInputSchema.parse(input)),
  };
}
