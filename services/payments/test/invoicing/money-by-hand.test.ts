import type { EventData, EventInput, EventType, InvoiceSource } from '@shop/contracts';
import { createEnvelope, createLogger, dispatch, type EventHandlers } from '@shop/kit';
import { openTestDatabase } from '@shop/kit/testing';
import { issueDocuments } from '../../src/invoicing/application/issue-documents';
import { documentNumbering } from '../../src/invoicing/application/number-documents';
import { invoicingConsumer } from '../../src/invoicing/events/payments';
import { createInvoicingModels, type InvoicingModels } from '../../src/invoicing/models';
import type { VatDocument } from '../../src/invoicing/models/vat-document';

/**
 * The VAT documents of money the shop moved by hand, on the real MongoDB-wire engine through the invoicing consumer's
 * handlers (each event checked against the catalogue as Kafka delivers it): the hire desk's payments and refunds, and
 * a bank-transfer order's refunds sent back by transfer.
 */
let db: Awaited<ReturnType<typeof openTestDatabase<InvoicingModels>>>;
beforeAll(async () => {
  db = await openTestDatabase('payments', createInvoicingModels);
});
afterAll(async () => {
  await db.close();
});

const SELLER = { name: 'SoundHire Pro', address: '1 High Street, Eastbourne', email: 'shop@example.com' };
const customer = {
  userId: 42,
  name: 'Ada Lovelace',
  address: ['1 Analytical Row', 'London'],
  email: 'ada@example.com',
};
/** A booking of 90.00 without VAT: 108.00 with it. */
const bookingSource = (id: number): InvoiceSource => ({
  reference: `Hire booking Q-2026-${id}`,
  customer,
  lines: [{ description: 'Equipment hire, 10 to 12 June', quantity: 1, unitNetPence: 9_000, vatRate: 20 }],
});
/** Two speakers at 100.00 and 15.00 shipping: 255.00. */
const orderSource = (id: number): InvoiceSource => ({
  reference: `Order #${id}`,
  customer,
  lines: [
    { description: 'Speaker', quantity: 2, unitNetPence: 10_000, vatRate: 20 },
    { description: 'Shipping', quantity: 1, unitNetPence: 1_500, vatRate: 0 },
  ],
});

let handlers: EventHandlers;
beforeAll(() => {
  handlers = invoicingConsumer(
    issueDocuments({
      models: db.models,
      numbering: documentNumbering(db.models.VatDocument),
      sources: async (type, id) => (type === 'order' ? orderSource(id) : bookingSource(id)),
      // A return's refund, RMA-<order>-1: one speaker back (100.00 + 20.00 VAT), no shipping.
      refunds: async (orderId, reference) =>
        reference === `RMA-${orderId}-1`
          ? [{ description: `Speaker (return ${reference})`, quantity: 1, unitNetPence: 10_000, vatRate: 20 }]
          : null,
      letterhead: async () => SELLER,
      clock: () => new Date(),
      logger: createLogger('payments-test', 'silent'),
    }),
  );
});

/** Delivers an event as the consumer takes it off Kafka: as JSON, checked against the event catalogue. */
async function deliver<T extends EventType>(type: T, data: EventInput<T>, aggregateId: number): Promise<void> {
  const message = createEnvelope(type, aggregateId, 1, data);
  await dispatch(JSON.stringify(message), handlers)!.handle({ key: `payments.invoicing:${message.id}` });
}
const documentsOf = (subjectType: 'order' | 'hire-booking', subjectId: number) =>
  db.models.VatDocument.find({ subjectType, subjectId }).sort({ issuedAt: 1, _id: 1 }).lean<VatDocument[]>();

let nextId = 90_000;
const recorded = (
  quoteId: number,
  fields: Partial<EventInput<'HirePaymentRecorded'>>,
): EventInput<'HirePaymentRecorded'> => ({
  quoteId,
  kind: 'payment',
  method: 'bank-transfer',
  amountPence: 10_800,
  reference: 'BACS 1',
  paidPence: 10_800,
  balancePence: 0,
  source: 'desk',
  paymentId: nextId++,
  towardsHirePence: 10_800,
  ...fields,
});

describe('the hire desk’s payments and refunds', () => {
  it('invoices a desk payment once however often its event is delivered, for what of it paid the hire', async () => {
    const quoteId = 7001;
    // 50.00 at the desk, of which 32.40 paid the booking deposit and the rest the security deposit.
    const payment = recorded(quoteId, { method: 'paypal', amountPence: 5_000, towardsHirePence: 3_240 });
    await Promise.all([
      deliver('HirePaymentRecorded', payment, quoteId),
      deliver('HirePaymentRecorded', payment, quoteId),
    ]);
    await deliver('HirePaymentRecorded', payment, quoteId);
    const [invoice, ...others] = await documentsOf('hire-booking', quoteId);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      sourceKey: `hire-desk:payment:${payment.paymentId}`,
      paymentId: null,
      reference: `Hire booking Q-2026-${quoteId}`,
      grossPence: 3_240,
      vatPence: 540,
      netPence: 2_700,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({ description: `Payment towards Hire booking Q-2026-${quoteId}`, vatRate: 20 }),
    ]);
    // Only the security deposit: nothing of the hire, no invoice.
    await deliver('HirePaymentRecorded', recorded(quoteId, { amountPence: 1_800, towardsHirePence: 0 }), quoteId);
    expect(await documentsOf('hire-booking', quoteId)).toHaveLength(1);
  });

  it('leaves a payment taken online to its own PaymentSucceeded, which still invoices it once', async () => {
    const quoteId = 7002;
    const paymentId = nextId++;
    await deliver('HirePaymentRecorded', recorded(quoteId, { method: 'card', source: 'online', paymentId }), quoteId);
    expect(await documentsOf('hire-booking', quoteId)).toEqual([]);
    const succeeded: EventData<'PaymentSucceeded'> = {
      paymentId,
      subjectType: 'hire-booking',
      subjectId: quoteId,
      purpose: 'hire-balance',
      sessionId: 'cs_test',
      amountPence: 10_800,
      paymentIntentId: 'pi_test',
    };
    await deliver('PaymentSucceeded', succeeded, paymentId);
    await deliver('PaymentSucceeded', succeeded, paymentId);
    const documents = await documentsOf('hire-booking', quoteId);
    expect(documents.map((d) => [d.sourceKey, d.grossPence])).toEqual([[`payment:${paymentId}`, 10_800]]);
  });

  it('invoices nothing from an event recorded before it said who took the money', async () => {
    const quoteId = 7003;
    const { source: _source, paymentId: _paymentId, towardsHirePence: _towards, ...older } = recorded(quoteId, {});
    await deliver('HirePaymentRecorded', older, quoteId);
    expect(await documentsOf('hire-booking', quoteId)).toEqual([]);
  });

  it('credits a desk refund against the latest invoice of the booking with enough left to credit', async () => {
    const quoteId = 7004;
    // The deposit online (32.40), the balance at the desk (75.60); then 40.00 back at the desk.
    const depositId = nextId++;
    await deliver(
      'PaymentSucceeded',
      {
        paymentId: depositId,
        subjectType: 'hire-booking',
        subjectId: quoteId,
        purpose: 'hire-deposit',
        sessionId: 'cs_test',
        amountPence: 3_240,
        paymentIntentId: 'pi_test',
      },
      depositId,
    );
    await deliver('HirePaymentRecorded', recorded(quoteId, { amountPence: 7_560, towardsHirePence: 7_560 }), quoteId);
    const refund = recorded(quoteId, {
      kind: 'refund',
      method: 'bank-transfer',
      amountPence: 4_000,
      towardsHirePence: 4_000,
      reference: 'Refund BACS',
    });
    await deliver('HirePaymentRecorded', refund, quoteId);
    await deliver('HirePaymentRecorded', refund, quoteId);
    const [deposit, balance, note, ...others] = await documentsOf('hire-booking', quoteId);
    expect(others).toEqual([]);
    expect(deposit.grossPence).toBe(3_240);
    expect(note).toMatchObject({
      kind: 'credit-note',
      sourceKey: `hire-desk:refund:${refund.paymentId}`,
      creditedInvoice: balance._id,
      refundReference: 'Refund BACS',
      grossPence: 4_000,
      vatPence: 667,
      netPence: 3_333,
    });
    expect(note.lines).toEqual([
      expect.objectContaining({ description: `Refund against invoice ${balance._id}`, grossPence: 4_000 }),
    ]);
    // 34.00 more still fits the balance's invoice (35.60 left); 32.40 then fits only the deposit's.
    const more = (pence: number) =>
      deliver(
        'HirePaymentRecorded',
        recorded(quoteId, { kind: 'refund', amountPence: pence, towardsHirePence: pence }),
        quoteId,
      );
    await more(3_400);
    await more(3_240);
    const credited = (await documentsOf('hire-booking', quoteId)).slice(3);
    expect(credited.map((d) => [d.creditedInvoice, d.grossPence])).toEqual([
      [balance._id, 3_400],
      [deposit._id, 3_240],
    ]);
  });
});

describe('a bank-transfer order’s refunds sent back by transfer', () => {
  const paid = (orderId: number): EventInput<'OrderPaid'> => ({
    orderId,
    userId: 42,
    lines: [{ productId: 1, quantity: 2 }],
    totalPence: 25_500,
    customerEmail: 'ada@example.com',
    paymentMethod: 'bank-transfer',
  });

  it('credits a return’s refund with the lines it gave back, once, and the figures read back', async () => {
    const orderId = 8001;
    await deliver('OrderPaid', paid(orderId), orderId);
    const sent: EventInput<'OrderRefundSent'> = {
      orderId,
      returnId: `RMA-${orderId}-1`,
      method: 'bank-transfer',
      amountPence: 12_000,
      reference: 'FPS 991',
    };
    await Promise.all([deliver('OrderRefundSent', sent, orderId), deliver('OrderRefundSent', sent, orderId)]);
    const [invoice, note, ...others] = await documentsOf('order', orderId);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ sourceKey: `bank-transfer:order:${orderId}`, grossPence: 25_500 });
    expect(note).toMatchObject({
      kind: 'credit-note',
      sourceKey: `bank-transfer:refund:${orderId}:RMA-${orderId}-1`,
      creditedInvoice: invoice._id,
      refundReference: `RMA-${orderId}-1`,
      customer,
      netPence: 10_000,
      vatPence: 2_000,
      grossPence: 12_000,
    });
    expect(note.lines).toEqual([
      {
        description: `Speaker (return RMA-${orderId}-1)`,
        quantity: 1,
        unitNetPence: 10_000,
        vatRate: 20,
        netPence: 10_000,
        vatPence: 2_000,
        grossPence: 12_000,
      },
    ]);
  });

  it('credits a cancelled order’s whole transfer with its invoice’s lines', async () => {
    const orderId = 8002;
    await deliver('OrderPaid', paid(orderId), orderId);
    await deliver(
      'OrderRefundSent',
      { orderId, returnId: null, method: 'bank-transfer', amountPence: 25_500, reference: 'FPS 992' },
      orderId,
    );
    const [invoice, note] = await documentsOf('order', orderId);
    expect(note).toMatchObject({ creditedInvoice: invoice._id, refundReference: 'FPS 992', grossPence: 25_500 });
    expect(note.lines).toEqual(invoice.lines);
  });

  it('waits for the order’s invoice before crediting its refund (the event retried)', async () => {
    await expect(
      deliver(
        'OrderRefundSent',
        { orderId: 8003, returnId: null, method: 'bank-transfer', amountPence: 100, reference: 'x' },
        8003,
      ),
    ).rejects.toThrow('has no bank-transfer invoice yet');
  });
});
