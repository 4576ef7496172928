import type { EventHandlers } from '@shop/kit';
import type { IssueDocuments } from '../application/issue-documents';

/**
 * The events that call for a VAT document: a payment taken and a refund confirmed (payments' own), an order paid by
 * bank transfer and a refund of one sent back by transfer (orders'), and a hire booking's charges at settlement and
 * the payments and refunds its desk records by hand (hire's).
 */
export const invoicingConsumer = (issue: IssueDocuments): EventHandlers => ({
  PaymentSucceeded: async (data, event) => {
    await issue.invoiceFor(data, new Date(event.occurredAt));
  },
  OrderPaid: async (data, event) => {
    await issue.invoiceForTransfer(data, new Date(event.occurredAt));
  },
  OrderRefundSent: async (data, event) => {
    await issue.creditNoteForTransfer(data, new Date(event.occurredAt));
  },
  HireBookingSettled: async (data, event) => {
    await issue.invoiceForSettlement(data, new Date(event.occurredAt));
  },
  HirePaymentRecorded: async (data, event) => {
    const at = new Date(event.occurredAt);
    await (data.kind === 'payment' ? issue.invoiceForDeskPayment(data, at) : issue.deskCreditNoteFor(data, at));
  },
  PaymentRefunded: async (data, event) => {
    await issue.creditNoteFor(data, new Date(event.occurredAt));
  },
});
