import {
  openCheckoutSessionInputSchema,
  refundPaymentInputSchema,
  type OpenCheckoutSessionInput,
  type PaymentState,
  type RefundPaymentInput,
} from '@shop/contracts';
import { ServiceUnavailable, signGatewayRequest, type Logger } from '@shop/kit';

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

const UNAVAILABLE = 'Online payment is not available right now; please try again shortly';

/**
 * The payments service's internal API, signed with the internal secret as the gateway signs (payments answers nothing
 * else). Orders never calls Stripe itself.
 */
export function paymentsClient(baseUrl: string, internalSecret: string, logger: Logger): PaymentsClient {
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const raw = JSON.stringify(body);
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signGatewayRequest({ method: 'POST', url: path, body: raw, headers: {} }, internalSecret),
        },
        body: raw,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      logger.warn({ err, path }, 'payments did not answer');
      throw new ServiceUnavailable(UNAVAILABLE);
    }
    if (!res.ok) {
      const answer = (await res.json().catch(() => ({}))) as { message?: string };
      logger.warn({ status: res.status, message: answer.message, path }, 'payments refused a call');
      throw new ServiceUnavailable(UNAVAILABLE);
    }
    return (await res.json()) as T;
  };
  return {
    openCheckout: (input) => call('/internal/checkout-sessions', openCheckoutSessionInputSchema.parse(input)),
    refund: (paymentId, input) =>
      call(`/internal/payments/${paymentId}/refunds`, refundPaymentInputSchema.parse(input)),
  };
}
