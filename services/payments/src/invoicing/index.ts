import type { ServiceRuntime } from '@shop/kit';
import { invoiceSources, refundSources } from './adapters/invoice-sources';
import { documentQueries } from './application/document-queries';
import { issueDocuments } from './application/issue-documents';
import { currentLetterhead, mirrorLetterhead } from './application/letterhead';
import { documentNumbering } from './application/number-documents';
import { letterheadConsumer } from './events/letterhead';
import { invoicingConsumer } from './events/payments';
import { mountInvoiceRoutes } from './http/routes';
import { createInvoicingModels } from './models';

export interface InvoicingSettings {
  ORDERS_URL: string;
  HIRE_URL: string;
  INTERNAL_SECRET: string;
}

/**
 * VAT invoices and credit notes: issued from payments' own PaymentSucceeded and PaymentRefunded, on the letterhead
 * notify publishes, with the lines the owning service (orders, hire) gives; read through the internal API. Its models
 * and routes are made at once (with the service's other models, before their indexes are built); `start` joins the
 * consumer groups.
 */
export function invoicing(runtime: ServiceRuntime, settings: InvoicingSettings) {
  const models = createInvoicingModels(runtime.connection);
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
    clock: () => new Date(),
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
    },
  };
}
