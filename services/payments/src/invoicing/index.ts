import type { Model } from 'mongoose';
import { currentLetterhead, letterheadConsumer, mirrorLetterhead, type ServiceRuntime } from '@shop/kit';
import type { Payment } from '../models/payment';
import { invoiceSources, refundSources } from './adapters/invoice-sources';
import { documentQueries } from './application/document-queries';
import { issueDocuments } from './application/issue-documents';
import { invoiceMissedPayments } from './application/invoice-missed-payments';
import { documentNumbering } from './application/number-documents';
import { invoicingConsumer } from './events/payments';
import { mountInvoiceRoutes } from './http/routes';
import { createInvoicingModels } from './models';

export interface InvoicingSettings {
  ORDERS_URL: string;
  HIRE_URL: string;
  INTERNAL_SECRET: string;
  /** How often payments taken without an invoice are looked for. */
  MISSED_INVOICES_EVERY_MS: number;
}

/**
 * VAT invoices and credit notes: issued from payments' own PaymentSucceeded and PaymentRefunded, and from the money
 * orders and hire record by hand (bank transfers, the hire desk's payments and refunds), on the letterhead
 * notify publishes, with the lines the owning service (orders, hire) gives; read through the internal API. Its models
 * and routes are made at once (with the service's other models, before their indexes are built); `start` joins the
 * consumer groups.
 */
export function invoicing(runtime: ServiceRuntime, Payment: Model<Payment>, settings: InvoicingSettings) {
  const models = createInvoicingModels(runtime.connection);
  const clock = () => new Date();
  const issue = issueDocuments({
    models,
    numbering: documentNumbering(models.VatDocument),
    sources: invoiceSources(
      { orders: settings.ORDERS_URL, hire: settings.HIRE_URL },
      settings.INTERNAL_SECRET,
      runtime.logger,
    ),
    refunds: refundSources(settings.ORDERS_URL, settings.INTERNAL_SECRET, runtime.logger),
    letterhead: currentLetterhead(models),
    clock,
    logger: runtime.logger,
  });
  mountInvoiceRoutes(runtime.app, documentQueries(models));
  return {
    start: async (): Promise<void> => {
      const letterhead = letterheadConsumer(mirrorLetterhead(models));
      await runtime.consume('letterhead', letterhead.handlers, {
        batchHandlers: letterhead.batchHandlers,
        isEmpty: async () => (await models.LetterheadView.estimatedDocumentCount()) === 0,
      });
      await runtime.consume('invoicing', invoicingConsumer(issue));
      // A payment whose event was dead-lettered is invoiced all the same, once across the replicas.
      const invoiceMissed = invoiceMissedPayments({ Payment, VatDocument: models.VatDocument, issue, clock });
      await runtime.schedule('missed-invoices', settings.MISSED_INVOICES_EVERY_MS, async () => {
        const { issued, failed } = await invoiceMissed();
        if (issued.length > 0) runtime.logger.warn({ issued }, 'invoiced payments their events had not');
        if (failed.length > 0) runtime.logger.warn({ failed }, 'payments still without an invoice');
      });
    },
  };
}
