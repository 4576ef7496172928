import type { Model } from 'mongoose';
import type { Payment } from '../../models/payment';
import type { VatDocument } from '../models/vat-document';
import { invoiceKey, type IssueDocuments } from './issue-documents';

/** How far back the sweep looks: longer than a dead-lettered event waits for someone to notice it. */
export const MISSED_LOOK_BACK_MS = 7 * 24 * 3_600_000;

export interface InvoiceMissedDeps {
  Payment: Model<Payment>;
  VatDocument: Model<VatDocument>;
  issue: Pick<IssueDocuments, 'invoiceFor'>;
  clock: () => Date;
}

/**
 * Invoices the payments taken lately that have none (their PaymentSucceeded dead-lettered while orders or hire did not
 * answer, or lost): each as its event would have, under the same key, so one issued meanwhile is found and none is
 * issued twice. Answers the numbers issued, and the payments whose sale could not be read (tried again next time).
 * Credit notes are left to their events (and the dead letters' replay): a refund's key is the refunded total its
 * event carried, which the payment's record does not say for certain.
 */
export const invoiceMissedPayments =
  ({ Payment, VatDocument, issue, clock }: InvoiceMissedDeps) =>
  async (): Promise<{ issued: string[]; failed: Array<{ paymentId: number; reason: string }> }> => {
    // Created within the look-back (the index the reconciliation reads too): a payment is taken within a day of it.
    const since = new Date(clock().getTime() - MISSED_LOOK_BACK_MS);
    const taken = await Payment.find(
      { createdAt: { $gte: since }, state: 'succeeded', purpose: { $ne: 'hire-security-deposit' } },
      {
        id: 1,
        subjectType: 1,
        subjectId: 1,
        purpose: 1,
        amountPence: 1,
        sessionId: 1,
        paymentIntentId: 1,
        succeededAt: 1,
      },
    ).lean<Payment[]>();
    // The week's invoices already issued, in one read by their unique source key.
    const invoiced = new Set<string>(
      await VatDocument.distinct('sourceKey', { sourceKey: { $in: taken.map((p) => invoiceKey(p.id)) } }),
    );
    const issued: string[] = [];
    const failed: Array<{ paymentId: number; reason: string }> = [];
    for (const payment of taken) {
      if (invoiced.has(invoiceKey(payment.id))) continue;
      // One payment whose sale cannot be read now (its service still down) leaves the rest to go on.
      const invoice = await issue
        .invoiceFor(
          {
            paymentId: payment.id,
            subjectType: payment.subjectType,
            subjectId: payment.subjectId,
            purpose: payment.purpose,
            sessionId: payment.sessionId ?? '',
            amountPence: payment.amountPence,
            paymentIntentId: payment.paymentIntentId ?? '',
          },
          payment.succeededAt ?? clock(),
        )
        .catch((err: Error) => {
          failed.push({ paymentId: payment.id, reason: err.message });
          return null;
        });
      if (invoice) issued.push(invoice._id);
    }
    return { issued, failed };
  };
