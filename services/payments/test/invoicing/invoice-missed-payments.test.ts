import { createLogger } from '@shop/kit';
import { openTestDatabase } from '@shop/kit/testing';
import { invoiceMissedPayments } from '../../src/invoicing/application/invoice-missed-payments';
import { issueDocuments } from '../../src/invoicing/application/issue-documents';
import { documentNumbering } from '../../src/invoicing/application/number-documents';
import { createInvoicingModels } from '../../src/invoicing/models';
import { createModels } from '../../src/models';

/** The sweep that invoices payments whose PaymentSucceeded never made an invoice, on the real engine. */
const both = (connection: Parameters<typeof createModels>[0]) => ({
  ...createModels(connection),
  ...createInvoicingModels(connection),
});
let db: Awaited<ReturnType<typeof openTestDatabase<ReturnType<typeof both>>>>;
beforeAll(async () => {
  db = await openTestDatabase('payments', both);
});
afterAll(() => db.close());

const NOW = new Date('2026-11-29T12:00:00Z');
let nextId = 1;
const payment = (overrides: Record<string, unknown> = {}) => {
  const id = nextId++;
  return {
    id,
    key: `order:${id}:order-total:1`,
    subjectType: 'order',
    subjectId: id,
    purpose: 'order-total',
    attempt: 1,
    amountPence: 12_000,
    description: `Order #${id}`,
    state: 'succeeded',
    sessionId: `cs_${id}`,
    paymentIntentId: `pi_${id}`,
    succeededAt: new Date('2026-11-28T15:00:00Z'),
    createdAt: new Date('2026-11-28T14:50:00Z'),
    ...overrides,
  };
};

it('invoices the payments taken lately that have no invoice, once, and goes on past one it cannot invoice yet', async () => {
  const down = 99;
  const issue = issueDocuments({
    models: db.models,
    numbering: documentNumbering(db.models.VatDocument),
    sources: async (_type, id) => {
      if (id === down) throw new Error('orders did not answer');
      return {
        reference: `Order #${id}`,
        customer: { userId: 1, name: 'Ada', address: ['1 Row'], email: null },
        lines: [{ description: 'Speaker', quantity: 1, unitNetPence: 10_000, vatRate: 20 }],
      };
    },
    refunds: async () => null,
    letterhead: async () => ({ name: 'SoundHire Pro', address: 'Eastbourne', email: 'shop@example.com' }),
    clock: () => NOW,
    logger: createLogger('payments-test', 'silent'),
  });
  const missed = payment();
  const unreachable = payment({ subjectId: down });
  await db.models.Payment.insertMany([
    unreachable,
    missed,
    payment({ state: 'expired', succeededAt: null }),
    payment({ purpose: 'hire-security-deposit', subjectType: 'hire-booking' }),
    payment({ createdAt: new Date('2026-10-01T10:00:00Z'), succeededAt: new Date('2026-10-01T10:05:00Z') }),
  ]);
  const sweep = invoiceMissedPayments({
    Payment: db.models.Payment,
    VatDocument: db.models.VatDocument,
    issue,
    clock: () => NOW,
  });

  const first = await sweep();
  expect(first.issued).toHaveLength(1);
  expect(first.failed).toEqual([{ paymentId: unreachable.id, reason: 'orders did not answer' }]);
  const invoice = (await db.models.VatDocument.findOne({ _id: first.issued[0] }).lean())!;
  expect(invoice).toMatchObject({ sourceKey: `payment:${missed.id}`, supplyDate: '2026-11-28', grossPence: 12_000 });

  const again = await sweep();
  expect(again.issued).toEqual([]);
  expect(await db.models.VatDocument.countDocuments({ paymentId: missed.id })).toBe(1);
});
