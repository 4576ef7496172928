import {
  invoiceSourceSchema,
  refundSourceSchema,
  type InvoiceSource,
  type InvoiceSourceLine,
  type PaymentSubjectType,
} from '@shop/contracts';
import { ServiceUnavailable, internalCalls, signedInternalFetch, type Logger } from '@shop/kit';

/** What is invoiced, asked of the service that owns the sale: an order's of orders, a booking's of hire. */
export type InvoiceSources = (subjectType: PaymentSubjectType, subjectId: number) => Promise<InvoiceSource>;

const UNAVAILABLE = 'The invoice cannot be made right now; it is made again shortly';

/** Orders' and hire's internal APIs (signed, as every internal call is); a failure is retried by the consumer. */
export function invoiceSources(
  urls: { orders: string; hire: string },
  internalSecret: string,
  logger: Logger,
): InvoiceSources {
  const orders = internalCalls(urls.orders, internalSecret, logger, { service: 'orders', unavailable: UNAVAILABLE });
  const hire = internalCalls(urls.hire, internalSecret, logger, { service: 'hire', unavailable: UNAVAILABLE });
  return async (subjectType, subjectId) =>
    invoiceSourceSchema.parse(
      subjectType === 'order'
        ? await orders('GET', `/internal/orders/${subjectId}/invoice-source`)
        : await hire('GET', `/internal/hire/bookings/${subjectId}/invoice-source`),
    );
}

/** What a return's refund of an order gives back, by the refund's reference; null when it is not a return's. */
export type RefundSources = (orderId: number, reference: string) => Promise<InvoiceSourceLine[] | null>;

/** Orders' internal API: a return's lines (and shipping) as refunded; 404 for a refund that is not a return's. */
export function refundSources(ordersUrl: string, internalSecret: string, logger: Logger): RefundSources {
  return async (orderId, reference) => {
    const path = `/internal/orders/${orderId}/refund-source?reference=${encodeURIComponent(reference)}`;
    const res = await signedInternalFetch(ordersUrl, internalSecret, { method: 'GET', path, timeoutMs: 15_000 }).catch(
      (err: unknown) => {
        logger.warn({ err, path }, 'orders did not answer');
        throw new ServiceUnavailable(UNAVAILABLE);
      },
    );
    if (res.status === 404) return null;
    if (!res.ok) {
      logger.warn({ status: res.status, path }, 'orders refused a call');
      throw new ServiceUnavailable(UNAVAILABLE);
    }
    return refundSourceSchema.parse(await res.json()).lines;
  };
}
