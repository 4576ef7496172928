import { DEFAULT_EMAIL_SETTINGS, emailSettingsSchema } from '@shop/contracts';
import type { OrderInvoicePdf } from '../../src/adapters/invoices';
import { deliverEmail } from '../../src/application/deliver-email';
import { orderConfirmationEmails } from '../../src/domain/emails';
import { outgoingEmailStore } from '../../src/models/outgoing-email-store';
import { openDatabase } from './fixtures';

let db: Awaited<ReturnType<typeof openDatabase>>;
let emails: ReturnType<typeof outgoingEmailStore>;
let serial = 0;
beforeAll(async () => {
  db = await openDatabase();
  emails = outgoingEmailStore(db.models.OutgoingEmail, db.connection);
});
afterAll(() => db.close());

const smtpSettings = { ...DEFAULT_EMAIL_SETTINGS, pass: 'mail-secret' };
const INVOICE = {
  filename: 'INV-2026-000007.pdf',
  content: Buffer.from('%PDF-1.3 invoice'),
  contentType: 'application/pdf',
};

/** A paid order's confirmation, recorded as its event records it. */
async function confirmation(orderId: number) {
  const [planned] = orderConfirmationEmails(emailSettingsSchema.parse(DEFAULT_EMAIL_SETTINGS), {
    orderId,
    userId: 1,
    lines: [{ productId: 1, quantity: 1 }],
    totalPence: 14_400,
    customerEmail: 'buyer@example.co.uk',
    paymentMethod: 'credit-card',
  });
  expect(planned.attachments).toEqual([{ kind: 'order-invoice', orderId }]);
  return (await emails.record(`paid-${++serial}:customer`, 'OrderPaid', planned))!;
}

describe("a paid order's confirmation carries its VAT invoice", () => {
  it('waits for payments to issue the invoice, then attaches it', async () => {
    const smtp = { send: jest.fn(async () => undefined) };
    let issued = false;
    const orderInvoice: OrderInvoicePdf = async () => (issued ? INVOICE : null);
    const deliver = deliverEmail({
      settings: { smtp: async () => smtpSettings },
      emails,
      smtp,
      leaseMs: 60_000,
      orderInvoice,
    });
    const email = await confirmation(7);
    await expect(deliver(email.id, false)).rejects.toThrow("Order 7's invoice is not issued yet");
    expect(smtp.send).not.toHaveBeenCalled();
    expect(await emails.byId(email.id)).toMatchObject({ state: 'queued' });

    issued = true;
    await deliver(email.id, false);
    expect(smtp.send).toHaveBeenCalledWith(smtpSettings, expect.objectContaining({ attachments: [INVOICE] }));
    expect(await emails.byId(email.id)).toMatchObject({ state: 'sent' });
  });

  it('goes without it on its last try rather than not at all, and in a shop without payments', async () => {
    const smtp = { send: jest.fn(async () => undefined) };
    const down: OrderInvoicePdf = async () => {
      throw new Error('payments did not answer');
    };
    const deliver = deliverEmail({
      settings: { smtp: async () => smtpSettings },
      emails,
      smtp,
      leaseMs: 60_000,
      orderInvoice: down,
    });
    const email = await confirmation(8);
    await expect(deliver(email.id, false)).rejects.toThrow('payments did not answer');
    await deliver(email.id, true);
    expect(smtp.send).toHaveBeenCalledTimes(1);
    expect(smtp.send.mock.calls[0]).not.toContainEqual(expect.objectContaining({ attachments: expect.anything() }));

    const noPayments = deliverEmail({ settings: { smtp: async () => smtpSettings }, emails, smtp, leaseMs: 60_000 });
    await noPayments((await confirmation(9)).id, false);
    expect(smtp.send).toHaveBeenCalledTimes(2);
    expect(await emails.byId(email.id)).toMatchObject({ state: 'sent' });
  });
});
