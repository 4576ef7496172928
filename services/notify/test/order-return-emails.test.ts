import { DEFAULT_EMAIL_SETTINGS } from '@shop/contracts';
import {
  returnApprovedEmails,
  returnDeclinedEmails,
  returnReceivedEmails,
  returnRefundedEmails,
  returnRequestedEmails,
} from '../src/domain/order-return-emails';

const settings = DEFAULT_EMAIL_SETTINGS;
const of = { orderId: 77, returnId: 'RMA-77-1', customerEmail: 'jo@example.co.uk' };
const lines = [{ lineId: 3, productId: 9, name: 'Mic <Stand>', quantity: 2 }];

describe("a return's emails", () => {
  it('tells the customer and the shop of a request, with the lines and the reason', () => {
    const [toCustomer, toShop] = returnRequestedEmails(settings, {
      ...of,
      userId: 7,
      lines,
      reason: 'faulty',
      note: 'Crackles',
    });
    expect(toCustomer).toMatchObject({ to: 'jo@example.co.uk', subject: 'Your return request for order #77' });
    expect(toCustomer.text).toContain('Item: 2 × Mic <Stand>');
    expect(toCustomer.html).toContain('Mic &lt;Stand&gt;');
    expect(toShop).toMatchObject({ recipient: 'business', subject: 'Return RMA-77-1 requested for order #77' });
    expect(toShop.text).toContain('Reason: Faulty');
    expect(toShop.text).toContain('Crackles');
  });

  it('gives the returns address and reference on approval, and the reason on decline', () => {
    const returnsAddress = 'Returns\nUnit 4, Example Park\nEastbourne BN21 1AA';
    const [approved] = returnApprovedEmails(settings, { ...of, lines, returnsAddress });
    expect(approved.subject).toBe('Return RMA-77-1 approved');
    expect(approved.text).toContain(`Send to:\n${returnsAddress}`);
    expect(approved.html).toContain('<p style="white-space:pre-wrap">Returns\nUnit 4, Example Park');
    expect(approved.text).toContain('Return reference: RMA-77-1');
    const [declined] = returnDeclinedEmails(settings, { ...of, reason: 'Used' });
    expect(declined.text).toContain('Reason: Used');
  });

  it('says what came back and what is refunded, then that it was refunded', () => {
    const [received] = returnReceivedEmails(settings, {
      ...of,
      restock: [],
      lines: [{ ...lines[0], outcome: 'write-off' }],
      refundPence: 9_600,
      refundByTransfer: false,
    });
    expect(received.text).toContain('Item: 2 × Mic <Stand>: received, damaged');
    expect(received.text).toContain('Refund: £96.00');
    expect(received.text).toContain('on its way to the card you paid with');
    const [refunded] = returnRefundedEmails(settings, { ...of, refundPence: 9_600, refundByTransfer: false });
    expect(refunded).toMatchObject({ subject: 'Refund for return RMA-77-1' });
    expect(refunded.text).toContain('Refunded: £96.00');
    expect(refunded.text).toContain('made to the card you paid with');
  });

  it('says a bank-transfer order is refunded by transfer, not to a card', () => {
    const [received] = returnReceivedEmails(settings, {
      ...of,
      restock: [],
      lines: [{ ...lines[0], outcome: 'restock' }],
      refundPence: 9_600,
      refundByTransfer: true,
    });
    expect(received.text).toContain('on its way by bank transfer to the account you paid from');
    const [refunded] = returnRefundedEmails(settings, { ...of, refundPence: 9_600, refundByTransfer: true });
    expect(refunded.text).toContain('made by bank transfer to the account you paid from');
    expect(refunded.text).not.toContain('card');
  });

  it('sends the customer nothing when order updates are off, but still tells the shop of a request', () => {
    const quiet = { ...settings, sendCustomerOrderStatusUpdates: false };
    expect(returnApprovedEmails(quiet, { ...of, lines, returnsAddress: 'x' })).toEqual([]);
    const requested = returnRequestedEmails(quiet, { ...of, userId: 7, lines, reason: 'other', note: null });
    expect(requested.map((m) => m.recipient)).toEqual(['business']);
  });
});
