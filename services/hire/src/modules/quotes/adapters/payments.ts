import { openCheckoutSessionInputSchema, type OpenCheckoutSessionInput, type PaymentPurpose } from '@shop/contracts';
import { ServiceUnavailable, signGatewayRequest, type Logger } from '@shop/kit';

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
}

const UNAVAILABLE = 'Online payment is not available right now; please try again shortly';

/**
 * The payments service's internal API, signed with the internal secret as the gateway signs (payments answers nothing
 * else). Hire never calls Stripe itself.
 */
export function paymentsClient(baseUrl: string, internalSecret: string, logger: Logger): PaymentsClient {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const raw = body === undefined ? '' : JSON.stringify(body);
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(raw && { 'content-type': 'application/json' }),
          ...signGatewayRequest({ method, url: path, body: raw, headers: {} }, internalSecret),
        },
        body: raw || undefined,
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
    paymentsOf: (quoteId) =>
      call(
        'GET',
        `/internal/payments?${new URLSearchParams({ subjectType: 'hire-booking', subjectId: String(quoteId) })}`,
      ),
    openCheckout: (input) => call('POST', '/internal/checkout-sessions', openCheckoutSessionInputSchema.parse(input)),
  };
}
