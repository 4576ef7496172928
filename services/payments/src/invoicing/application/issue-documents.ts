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
/** The source key of a bank-transfer order's refund sent back by transfer: a return's, or the order's whole. */
export const transferCreditNoteKey = (orderId: number, returnId: string | null) =>
  `bank-transfer:refund:${orderId}:${returnId ?? 'order'}`;
/** The source keys of a payment and a refund the hire desk recorded by hand (hire's payment record's id). */
export const deskInvoiceKey = (hirePaymentId: number) => `hire-desk:payment:${hirePaymentId}`;
export const deskCreditNoteKey = (hirePaymentId: number) => `hire-desk:refund:${hirePaymentId}`;

/** Money taken for a sale, as an invoice is made for it. */
interface TakenMoney {
  sourceKey: string;
  /** Payments' payment; null for money the shop recorded by hand (a bank transfer, the hire desk's). */
  paymentId: number | null;
  subjectType: PaymentSubjectType;
  subjectId: number;
  /** What the payment was for; `desk` for one the hire desk recorded, which says only that it was paid. */
  purpose: PaymentPurpose | 'desk';
  amountPence: number;
}

/** What an invoice for part of a sale says it is for. */
const PART_OF: Record<TakenMoney['purpose'], string> = {
  'order-total': 'Payment towards',
  'hire-deposit': 'Deposit towards',
  'hire-balance': 'Balance of',
  'hire-security-deposit': 'Security deposit for',
  desk: 'Payment towards',
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
  const creditLines = async (
    invoice: VatDocument,
    refund: { amountPence: number; orderId: number | null; reference: string | null },
  ): Promise<VatLine[]> => {
    if (refund.amountPence !== invoice.grossPence && refund.orderId !== null && refund.reference) {
      const returned = await refunds(refund.orderId, refund.reference);
      const lines = returned && vatLinesFromNet(returned);
      if (lines && totalsOf(lines).grossPence === refund.amountPence) return lines;
    }
    return partLines(invoice.lines, refund.amountPence, `Refund against invoice ${invoice._id}`);
  };

  /**
   * A refund's credit note against the invoice it credits, issued once for its source key. The invoice not issued yet
   * (its event still being retried) throws `missing`, so the refund's event is retried too.
   */
  const creditNote = async (
    refund: { sourceKey: string; paymentId: number | null; refundReference: string | null; refundedAt: Date },
    invoiceOf: () => Promise<VatDocument | null>,
    missing: string,
    linesOf: (invoice: VatDocument) => Promise<VatLine[]> | VatLine[],
  ): Promise<VatDocument> => {
    const already = await issued(refund.sourceKey);
    if (already) return already;
    const invoice = await invoiceOf();
    if (!invoice) throw new Error(missing);
    return issue({
      kind: 'credit-note',
      sourceKey: refund.sourceKey,
      paymentId: refund.paymentId,
      subjectType: invoice.subjectType,
      subjectId: invoice.subjectId,
      reference: invoice.reference,
      supplyDate: ukCalendarDay(refund.refundedAt),
      customer: invoice.customer,
      lines: await linesOf(invoice),
      creditedInvoice: invoice._id,
      refundReference: refund.refundReference,
    });
  };

  /** The booking's hire invoice a refund of `amountPence` credits (see deskCreditNoteFor); null before any. */
  const invoiceToCredit = async (quoteId: number, amountPence: number): Promise<VatDocument | null> => {
    const documents = await models.VatDocument.find({ subjectType: 'hire-booking', subjectId: quoteId })
      .sort({ issuedAt: 1, _id: 1 })
      .lean<VatDocument[]>();
    const leftOf = (invoice: VatDocument) =>
      documents
        .filter((d) => d.kind === 'credit-note' && d.creditedInvoice === invoice._id)
        .reduce((left, note) => left - note.grossPence, invoice.grossPence);
    const invoices = documents
      .filter((d) => d.kind === 'invoice' && d.sourceKey !== settlementInvoiceKey(quoteId))
      .map((invoice) => ({ invoice, left: leftOf(invoice) }))
      .reverse();
    const chosen =
      invoices.find(({ left }) => left >= amountPence) ??
      invoices.reduce<(typeof invoices)[number] | null>(
        (most, next) => (most && most.left >= next.left ? most : next),
        null,
      );
    return chosen?.invoice ?? null;
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
     * OrderRefundSent (an admin sent a bank-transfer order's refund back by transfer): a credit note against the
     * order's bank-transfer invoice, with a return's lines when they add up to the refund, as a card refund's is.
     */
    creditNoteForTransfer: async (
      data: EventData<'OrderRefundSent'>,
      refundedAt: Date,
    ): Promise<VatDocument | null> => {
      return creditNote(
        {
          sourceKey: transferCreditNoteKey(data.orderId, data.returnId),
          paymentId: null,
          refundReference: data.returnId ?? data.reference,
          refundedAt,
        },
        () => issued(transferInvoiceKey(data.orderId)),
        `order ${data.orderId} has no bank-transfer invoice yet for its refund`,
        (invoice) =>
          creditLines(invoice, { amountPence: data.amountPence, orderId: data.orderId, reference: data.returnId }),
      );
    },

    /**
     * HirePaymentRecorded by the desk (cash, the card terminal, a bank transfer, PayPal): a payment's invoice for what
     * of it paid the booked hire, as a Stripe payment's is; a refund's credit note for what of it gave the hire back
     * (deskCreditNoteFor). One taken online is invoiced from payments' own events, and the security deposit and the
     * charges after the hire (invoiced at settlement) are left out, so nothing is invoiced twice.
     */
    invoiceForDeskPayment: async (
      data: EventData<'HirePaymentRecorded'>,
      paidAt: Date,
    ): Promise<VatDocument | null> => {
      if (data.source !== 'desk' || data.kind !== 'payment' || data.paymentId === null || !data.towardsHirePence) {
        return null;
      }
      return invoice(
        {
          sourceKey: deskInvoiceKey(data.paymentId),
          paymentId: null,
          subjectType: 'hire-booking',
          subjectId: data.quoteId,
          purpose: 'desk',
          amountPence: data.towardsHirePence,
        },
        paidAt,
      );
    },

    /**
     * A desk refund's credit note, against the booking's latest invoice for its hire (not its settlement charges) with
     * enough left uncredited to take it whole, else the one with the most left; none issued yet (its event still on
     * its way) makes this one retried.
     */
    deskCreditNoteFor: async (
      data: EventData<'HirePaymentRecorded'>,
      refundedAt: Date,
    ): Promise<VatDocument | null> => {
      if (data.source !== 'desk' || data.kind !== 'refund' || data.paymentId === null || !data.towardsHirePence) {
        return null;
      }
      const amountPence = data.towardsHirePence;
      return creditNote(
        { sourceKey: deskCreditNoteKey(data.paymentId), paymentId: null, refundReference: data.reference, refundedAt },
        () => invoiceToCredit(data.quoteId, amountPence),
        `hire booking ${data.quoteId} has no invoice yet for its refund's credit note`,
        (invoice) => partLines(invoice.lines, amountPence, `Refund against invoice ${invoice._id}`),
      );
    },

    /**
     * PaymentRefunded: a credit note against the payment's invoice. A refund of a payment with no invoice (a security
     * deposit) has none; the invoice not issued yet (its event still being retried) makes this one retried too.
     */
    creditNoteFor: async (data: EventData<'PaymentRefunded'>, refundedAt: Date): Promise<VatDocument | null> => {
      if (data.purpose === 'hire-security-deposit' || data.amountPence <= 0) return null;
      return creditNote(
        {
          sourceKey: creditNoteKey(data.paymentId, data.refundedPence),
          paymentId: data.paymentId,
          refundReference: data.reference,
          refundedAt,
        },
        () => issued(invoiceKey(data.paymentId)),
        `payment ${data.paymentId} has no invoice yet for its refund's credit note`,
        (invoice) =>
          creditLines(invoice, {
            amountPence: data.amountPence,
            orderId: data.subjectType === 'order' ? data.subjectId : null,
            reference: data.reference,
          }),
      );
    },
  };
}

export type IssueDocuments = ReturnType<typeof issueDocuments>;
