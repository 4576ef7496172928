import type { EventHandlers } from '@shop/kit';
import type { IssueDocuments } from '../application/issue-documents';

/** payments' own events that call for a VAT document: a payment taken, a refund confirmed. */
export const invoicingConsumer = (issue: IssueDocuments): EventHandlers => ({
  PaymentSucceeded: async (data, event) => {
    await issue.invoiceFor(data, new Date(event.occurredAt));
  },
  PaymentRefunded: async (data, event) => {
    await issue.creditNoteFor(data, new Date(event.occurredAt));
  },
});
