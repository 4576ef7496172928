import {
  ukCalendarDay,
  type BusinessLetterhead,
  type EventData,
  type PaymentPurpose,
  type PaymentSubjectType,
} from '@shop/contracts';
import type { Logger } from '@shop/kit';
import type { InvoiceSources, RefundSources } from '../adapters/invoice-sources';
import { settlementChargeLines } from '../domain/settlement-charges';
import { partLines, totalsOf, vatLinesFromNet, type VatLine } from '../domain/vat';
import type { InvoicingModels } from '../models';
import type { VatDocument } from '../models/vat-document';
import type { DocumentNumbering, UnnumberedDocument } from './number-documents';

export interface IssueDocumentsDeps {
  models: Pick<InvoicingModels, 'VatDocument'>;
  numbering: DocumentNumbering;
  sources: InvoiceSources;
  refunds: RefundSources;
  /** The seller a document is issued by; a document keeps the seller it was issued with. */
  letterhead: () => Promise<BusinessLetterhead>;
  clock: () => Date;
  logger: Logger;
}

/** The source key of a payment's invoice, and of a refund's credit note (the refunded total so far names it). */
export const invoiceKey = (paymentId: number) => `payment:${paymentId}`;
/** The source key of a bank-transfer order's invoice (no payment of payments' own). */
export const transferInvoiceKey = (orderId: number) => `bank-transfer:order:${orderId}`;
/** The source key of a hire booking's invoice for its charges at settlement. */
export const settlementInvoiceKey = (quoteId: number) => `hire-settlement:${quoteId}`;
export const creditNoteKey = (paymentId: number, refundedPence: number) => `refund:${paymentId}:${refundedPence}`;

/** Money taken for a sale, as an invoice is made for it. */
interface TakenMoney {
  sourceKey: string;
  /** Payments' payment; null for a bank transfer the shop recorded. */
  paymentId: number | null;
  subjectType: PaymentSubjectType;
  subjectId: number;
  purpose: PaymentPurpose;
  amountPence: number;
}

/** What an invoice for part of a sale says it is for. */
const PART_OF: Record<PaymentPurpose, string> = {
  'order-total': 'Payment towards',
  'hire-deposit': 'Deposit towards',
  'hire-balance': 'Balance of',
  'hire-security-deposit': 'Security deposit for',
};

/**
 * The VAT documents payments' own events call for: an invoice for each payment taken for an order or a booking
 * (a refundable security deposit is held, not a supply, so it has none) and for an order paid by bank transfer, and a
 * credit note for each refund, which names its invoice. Each is issued once, however often its event is delivered.
 */
export function issueDocuments({ models, numbering, sources, refunds, letterhead, clock, logger }: IssueDocumentsDeps) {
  const issued = (sourceKey: string) => models.VatDocument.findOne({ sourceKey }).lean<VatDocument>();

  /** Issues a document on its lines: its totals from them, dated now, on the current letterhead. */
  const issue = async (
    document: Omit<UnnumberedDocument, 'issuedAt' | 'month' | 'seller' | 'netPence' | 'vatPence' | 'grossPence'>,
  ) => {
    const issuedAt = clock();
    const day = ukCalendarDay(issuedAt);
    const full: UnnumberedDocument = {
      ...document,
      ...totalsOf(document.lines),
      issuedAt,
      month: day.slice(0, 7),
      seller: await letterhead(),
    };
    const saved = await numbering(Number(day.slice(0, 4)), full);
    logger.info({ number: saved._id, sourceKey: saved.sourceKey }, `${document.kind} issued`);
    return saved;
  };

  /** The invoice of money taken for a sale: its lines, or its part of them when it pays part of the sale. */
  const invoice = async (paid: TakenMoney, paidAt: Date): Promise<VatDocument> => {
    const already = await issued(paid.sourceKey);
    if (already) return already;
    const source = await sources(paid.subjectType, paid.subjectId);
    const sale = vatLinesFromNet(source.lines);
    const lines: VatLine[] =
      totalsOf(sale).grossPence === paid.amountPence
        ? sale
        : partLines(sale, paid.amountPence, `${PART_OF[paid.purpose]} ${source.reference}`);
    return issue({
      kind: 'invoice',
      sourceKey: paid.sourceKey,
      paymentId: paid.paymentId,
      subjectType: paid.subjectType,
      subjectId: paid.subjectId,
      reference: source.reference,
      supplyDate: ukCalendarDay(paidAt),
      customer: source.customer,
      lines,
      creditedInvoice: null,
      refundReference: null,
    });
  };

  /**
   * What a refund credits: the invoice's lines when it is the whole; a return's lines (and shipping) as orders says
   * it refunded them, when they add up to the refund; else the refund shared between the invoice's VAT rates.
   */
  const creditLines = async (invoice: VatDocument, data: EventData<'PaymentRefunded'>): Promise<VatLine[]> => {
    if (data.amountPence !== invoice.grossPence && data.subjectType === 'order' && data.reference) {
      const returned = await refunds(data.subjectId, data.reference);
      const lines = returned && vatLinesFromNet(returned);
      if (lines && totalsOf(lines).grossPence === data.amountPence) return lines;
    }
    return partLines(invoice.lines, data.amountPence, `Refund against invoice ${invoice._id}`);
  };

  return {
    /** PaymentSucceeded: the invoice of the payment, lines as the owning service priced the sale. */
    invoiceFor: async (data: EventData<'PaymentSucceeded'>, paidAt: Date): Promise<VatDocument | null> => {
      if (data.purpose === 'hire-security-deposit') return null;
      return invoice({ ...data, sourceKey: invoiceKey(data.paymentId) }, paidAt);
    },

    /**
     * OrderPaid for an order paid by bank transfer (an admin recorded the money arriving): its invoice, as a card
     * payment's. An order paid through Stripe is invoiced from payments' own PaymentSucceeded instead.
     */
    invoiceForTransfer: async (data: EventData<'OrderPaid'>, paidAt: Date): Promise<VatDocument | null> => {
      if (data.paymentMethod !== 'bank-transfer') return null;
      return invoice(
        {
          sourceKey: transferInvoiceKey(data.orderId),
          paymentId: null,
          subjectType: 'order',
          subjectId: data.orderId,
          purpose: 'order-total',
          amountPence: data.totalPence,
        },
        paidAt,
      );
    },

    /**
     * HireBookingSettled with charges (damage and loss, late return): an invoice for them, whether the security
     * deposit covered them or the customer still owes them. The booking's customer as hire names them.
     */
    invoiceForSettlement: async (
      data: EventData<'HireBookingSettled'>,
      settledAt: Date,
    ): Promise<VatDocument | null> => {
      const lines = settlementChargeLines(data);
      if (lines.length === 0) return null;
      const sourceKey = settlementInvoiceKey(data.quoteId);
      const already = await issued(sourceKey);
      if (already) return already;
      const source = await sources('hire-booking', data.quoteId);
      return issue({
        kind: 'invoice',
        sourceKey,
        paymentId: null,
        subjectType: 'hire-booking',
        subjectId: data.quoteId,
        reference: source.reference,
        supplyDate: ukCalendarDay(settledAt),
        customer: source.customer,
        lines,
        creditedInvoice: null,
        refundReference: null,
      });
    },

    /**
     * PaymentRefunded: a credit note against the payment's invoice. A refund of a payment with no invoice (a security
     * deposit) has none; the invoice not issued yet (its event still being retried) makes this one retried too.
     */
    creditNoteFor: async (data: EventData<'PaymentRefunded'>, refundedAt: Date): Promise<VatDocument | null> => {
      if (data.purpose === 'hire-security-deposit' || data.amountPence <= 0) return null;
      const sourceKey = creditNoteKey(data.paymentId, data.refundedPence);
      const already = await issued(sourceKey);
      if (already) return already;
      const invoice = await issued(invoiceKey(data.paymentId));
      if (!invoice) throw new Error(`payment ${data.paymentId} has no invoice yet for its refund's credit note`);
      const lines = await creditLines(invoice, data);
      return issue({
        kind: 'credit-note',
        sourceKey,
        paymentId: data.paymentId,
        subjectType: data.subjectType,
        subjectId: data.subjectId,
        reference: invoice.reference,
        supplyDate: ukCalendarDay(refundedAt),
        customer: invoice.customer,
        lines,
        creditedInvoice: invoice._id,
        refundReference: data.reference,
      });
    },
  };
}

export type IssueDocuments = ReturnType<typeof issueDocuments>;
