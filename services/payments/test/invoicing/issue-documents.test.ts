import type { EventData, InvoiceSource } from '@shop/contracts';
import { createLogger } from '@shop/kit';
import { openTestDatabase } from '@shop/kit/testing';
import { issueDocuments } from '../../src/invoicing/application/issue-documents';
import { documentNumbering } from '../../src/invoicing/application/number-documents';
import { createInvoicingModels, type InvoicingModels } from '../../src/invoicing/models';
import type { VatDocument } from '../../src/invoicing/models/vat-document';

/**
 * Issuing VAT documents on the real MongoDB-wire engine (no transactions; unique keys hold): numbers gap-free and
 * once only under concurrency, a redelivered event issuing nothing new, a refund's credit note naming its invoice.
 */
let db: Awaited<ReturnType<typeof openTestDatabase<InvoicingModels>>>;
beforeAll(async () => {
  db = await openTestDatabase('payments', createInvoicingModels);
});
afterAll(async () => {
  await db.close();
});

const SELLER = {
  name: 'SoundHire Pro',
  address: '1 High Street, Eastbourne',
  email: 'shop@example.com',
  vatNumber: 'GB123456789',
};
const ORDER_SOURCE: InvoiceSource = {
  reference: 'Order #7',
  customer: {
    userId: 42,
    name: 'Ada Lovelace',
    address: ['1 Analytical Row', 'London', 'N1 1AA'],
    email: 'ada@example.com',
  },
  lines: [
    { description: 'Speaker', quantity: 2, unitNetPence: 10_000, vatRate: 20 },
    { description: 'Shipping', quantity: 1, unitNetPence: 1_500, vatRate: 0 },
  ],
};
const YEAR = 2026;
const logger = createLogger('payments-test', 'silent');

let nextPayment = 1;
const paid = (overrides: Partial<EventData<'PaymentSucceeded'>> = {}): EventData<'PaymentSucceeded'> => ({
  paymentId: nextPayment++,
  subjectType: 'order',
  subjectId: 7,
  purpose: 'order-total',
  sessionId: 'cs_test',
  amountPence: 25_500,
  paymentIntentId: 'pi_test',
  ...overrides,
});

/** The issuer a replica of payments has, asking a stand-in for the owning service that counts its calls. */
function issuer(clock = () => new Date(`${YEAR}-11-29T10:00:00Z`)) {
  const asked: number[] = [];
  const issue = issueDocuments({
    models: db.models,
    numbering: documentNumbering(db.models.VatDocument),
    sources: async (_type, id) => {
      asked.push(id);
      return ORDER_SOURCE;
    },
    // A return's refund of order 7 under RMA-7-1: one speaker back (£100 + £20 VAT), no shipping.
    refunds: async (_orderId, reference) =>
      reference === 'RMA-7-1'
        ? [{ description: 'Speaker (return RMA-7-1)', quantity: 1, unitNetPence: 10_000, vatRate: 20 }]
        : null,
    letterhead: async () => SELLER,
    clock,
    logger,
  });
  return { issue, asked };
}

describe('numbering VAT documents', () => {
  it('gives 200 documents issued at once, by four replicas, the numbers 1 to 200 with no gap and none twice', async () => {
    const replicas = Array.from({ length: 4 }, () => documentNumbering(db.models.VatDocument));
    const year = 2031;
    const issued = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        replicas[i % 4](year, {
          kind: 'invoice',
          sourceKey: `concurrency:${i}`,
          paymentId: 100_000 + i,
          subjectType: 'order',
          subjectId: i + 1,
          reference: `Order #${i + 1}`,
          issuedAt: new Date(),
          supplyDate: `${year}-01-02`,
          month: `${year}-01`,
          seller: SELLER,
          customer: ORDER_SOURCE.customer,
          lines: [],
          netPence: 0,
          vatPence: 0,
          grossPence: 0,
          creditedInvoice: null,
          refundReference: null,
        }),
      ),
    );
    const numbers = issued.map((d) => d._id);
    expect(new Set(numbers).size).toBe(200);
    const stored = await db.models.VatDocument.find({ series: `INV-${year}` }).lean<VatDocument[]>();
    expect(stored.map((d) => d.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(stored.map((d) => d._id).sort()).toEqual(
      Array.from({ length: 200 }, (_, i) => `INV-${year}-${String(i + 1).padStart(6, '0')}`),
    );
    // Each source has its own document, under the number it was answered with.
    for (const [i, document] of issued.entries()) {
      expect(stored.find((d) => d._id === document._id)?.sourceKey).toBe(`concurrency:${i}`);
    }
  }, 120_000);

  it('issues one invoice for a payment however often, and on however many replicas, its event is delivered', async () => {
    const event = paid();
    const replicas = [issuer(), issuer(), issuer()];
    const answers = await Promise.all(
      replicas.flatMap(({ issue }) => [1, 2].map(() => issue.invoiceFor(event, new Date(`${YEAR}-11-28T18:00:00Z`)))),
    );
    expect(new Set(answers.map((d) => d!._id)).size).toBe(1);
    expect(await db.models.VatDocument.countDocuments({ paymentId: event.paymentId })).toBe(1);
    const again = await issuer().issue.invoiceFor(event, new Date());
    expect(again!._id).toBe(answers[0]!._id);
    expect(answers[0]).toMatchObject({
      kind: 'invoice',
      series: `INV-${YEAR}`,
      supplyDate: `${YEAR}-11-28`,
      month: `${YEAR}-11`,
      reference: 'Order #7',
      seller: SELLER,
      customer: ORDER_SOURCE.customer,
      netPence: 21_500,
      vatPence: 4_000,
      grossPence: 25_500,
      creditedInvoice: null,
    });
    expect(answers[0]!._id).toMatch(new RegExp(`^INV-${YEAR}-\\d{6}$`));
  });

  it('gives a refund a credit note of its own sequence that names its invoice, once however often it is delivered', async () => {
    const { issue, asked } = issuer();
    const payment = paid();
    const invoice = (await issue.invoiceFor(payment, new Date()))!;
    expect(asked).toEqual([7]);
    const refund = (amountPence: number, refundedPence: number): EventData<'PaymentRefunded'> => ({
      paymentId: payment.paymentId,
      subjectType: 'order',
      subjectId: 7,
      purpose: 'order-total',
      sessionId: 'cs_test',
      refundId: `re_${refundedPence}`,
      amountPence,
      refundedPence,
      reference: `return:${refundedPence}`,
    });
    const [first, again] = await Promise.all([
      issue.creditNoteFor(refund(6_000, 6_000), new Date()),
      issue.creditNoteFor(refund(6_000, 6_000), new Date()),
    ]);
    expect(again!._id).toBe(first!._id);
    expect(first).toMatchObject({
      kind: 'credit-note',
      series: `CN-${YEAR}`,
      creditedInvoice: invoice._id,
      reference: 'Order #7',
      customer: ORDER_SOURCE.customer,
      grossPence: 6_000,
      refundReference: 'return:6000',
    });
    // £60 of £255: shared between 20 % (£240 of it) and 0 % as the invoice is.
    expect(first!.lines).toEqual([
      expect.objectContaining({ description: `Refund against invoice ${invoice._id}`, vatRate: 20, grossPence: 5_647 }),
      expect.objectContaining({ vatRate: 0, grossPence: 353 }),
    ]);
    expect(first!.netPence + first!.vatPence).toBe(6_000);
    // The rest refunded: the next credit note, its own number.
    const second = (await issue.creditNoteFor(refund(19_500, 25_500), new Date()))!;
    expect(second._id).not.toBe(first!._id);
    expect(second.sequence).toBe(first!.sequence + 1);
    expect(second.grossPence).toBe(19_500);
    // No second invoice was asked for.
    expect(asked).toEqual([7]);
  });

  it("credits a return's refund with the lines orders says it gave back", async () => {
    const { issue } = issuer();
    const payment = paid();
    const invoice = (await issue.invoiceFor(payment, new Date()))!;
    const note = (await issue.creditNoteFor(
      {
        paymentId: payment.paymentId,
        subjectType: 'order',
        subjectId: 7,
        purpose: 'order-total',
        sessionId: 'cs_test',
        refundId: 're_return',
        amountPence: 12_000,
        refundedPence: 12_000,
        reference: 'RMA-7-1',
      },
      new Date(),
    ))!;
    expect(note).toMatchObject({ creditedInvoice: invoice._id, netPence: 10_000, vatPence: 2_000, grossPence: 12_000 });
    expect(note.lines).toEqual([
      {
        description: 'Speaker (return RMA-7-1)',
        quantity: 1,
        unitNetPence: 10_000,
        vatRate: 20,
        netPence: 10_000,
        vatPence: 2_000,
        grossPence: 12_000,
      },
    ]);
  });

  it('invoices a deposit as its part of the booking, and gives a security deposit none', async () => {
    const { issue } = issuer();
    const deposit = await issue.invoiceFor(
      paid({ subjectType: 'hire-booking', purpose: 'hire-deposit', amountPence: 6_000 }),
      new Date(),
    );
    expect(deposit!.lines).toEqual([
      expect.objectContaining({
        description: 'Deposit towards Order #7',
        vatRate: 20,
        grossPence: 5_647,
        vatPence: 941,
      }),
      expect.objectContaining({ vatRate: 0, grossPence: 353, vatPence: 0 }),
    ]);
    expect(
      await issue.invoiceFor(paid({ subjectType: 'hire-booking', purpose: 'hire-security-deposit' }), new Date()),
    ).toBeNull();
  });

  it('invoices an order paid by bank transfer once, and leaves an order paid by card to its payment', async () => {
    const { issue } = issuer();
    const transfer: EventData<'OrderPaid'> = {
      orderId: 7,
      userId: 42,
      lines: [],
      totalPence: 25_500,
      customerEmail: 'ada@example.com',
      paymentMethod: 'bank-transfer',
    };
    const [first, again] = await Promise.all([
      issue.invoiceForTransfer(transfer, new Date()),
      issue.invoiceForTransfer(transfer, new Date()),
    ]);
    expect(again!._id).toBe(first!._id);
    expect(first).toMatchObject({
      kind: 'invoice',
      sourceKey: 'bank-transfer:order:7',
      paymentId: null,
      subjectType: 'order',
      subjectId: 7,
      grossPence: 25_500,
      vatPence: 4_000,
    });
    expect(first!.lines.map((line) => line.description)).toEqual(['Speaker', 'Shipping']);
    expect(await issue.invoiceForTransfer({ ...transfer, paymentMethod: 'credit-card' }, new Date())).toBeNull();
  });

  it("invoices a hire booking's charges at settlement once: damage outside the scope of VAT, the late charge standard-rated", async () => {
    const { issue } = issuer();
    const settled = (damagePence: number, latePence: number) =>
      ({
        quoteId: 57,
        number: 'Q-2026-0042',
        userId: 9,
        customerName: 'Jo Bloggs',
        customerEmail: 'jo@example.com',
        returned: [],
        damagePence,
        waivedPence: 0,
        latePence,
        chargesPence: damagePence + latePence,
        depositHeldPence: 5_000,
        depositUsedPence: Math.min(5_000, damagePence + latePence),
        refundPence: 0,
        owedPence: 0,
        totalPence: 80_000,
      }) as EventData<'HireBookingSettled'>;
    const [first, again] = await Promise.all([
      issue.invoiceForSettlement(settled(3_000, 1_200), new Date()),
      issue.invoiceForSettlement(settled(3_000, 1_200), new Date()),
    ]);
    expect(again!._id).toBe(first!._id);
    expect(first).toMatchObject({
      kind: 'invoice',
      sourceKey: 'hire-settlement:57',
      subjectType: 'hire-booking',
      subjectId: 57,
      paymentId: null,
      netPence: 4_000,
      vatPence: 200,
      grossPence: 4_200,
    });
    expect(first!.lines).toEqual([
      expect.objectContaining({ vatRate: 0, grossPence: 3_000, vatPence: 0 }),
      expect.objectContaining({ vatRate: 20, grossPence: 1_200, vatPence: 200, netPence: 1_000 }),
    ]);
    expect(await issue.invoiceForSettlement({ ...settled(0, 0), quoteId: 58 }, new Date())).toBeNull();
  });

  it('waits for the invoice before crediting a refund (its event retried)', async () => {
    const { issue } = issuer();
    await expect(
      issue.creditNoteFor(
        {
          paymentId: 999_999,
          subjectType: 'order',
          subjectId: 7,
          purpose: 'order-total',
          sessionId: 'cs_test',
          refundId: 're_x',
          amountPence: 100,
          refundedPence: 100,
          reference: 'r',
        },
        new Date(),
      ),
    ).rejects.toThrow('has no invoice yet');
  });
});
