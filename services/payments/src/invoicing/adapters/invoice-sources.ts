import { invoiceSourceSchema, type InvoiceSource, type PaymentSubjectType } from '@shop/contracts';
import { internalCalls, type Logger } from '@shop/kit';

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
