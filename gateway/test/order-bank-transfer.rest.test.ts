import request from 'supertest';
import { eventually, mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { localSmtpSettings } from '@shop/test-support/email-settings';
import { startSmtp, type LocalSmtp } from '@shop/test-support/smtp';
import { address, adminToken, shopProducts, whenKnown } from './support/shop';

let stack: Stack;
let smtp: LocalSmtp;
let rig: { id: number };
let mixer: { id: number };

const customer = () => `Bearer ${mintToken('user')}`;
const asAdmin = () => request.agent(stack.url).set('authorization', adminToken);
const BANK = { bankAccountName: 'SoundHire Pro Ltd', bankSortCode: '12-34-56', bankAccountNumber: '12345678' };
const RETURNS = {
  returnWindowDays: 14,
  returnsAddress: 'Returns, SoundHire Pro\nUnit 4, Example Park\nEastbourne BN21 1AA',
  refundShippingOnWholeReturn: false,
  refundShippingWhenFaulty: true,
};
const SETTINGS = { bankTransferThreshold: 1000, bankTransferHoldDays: 7, ...BANK, ...RETURNS };

const place = (token: string, productId: number, total: number, email: string) =>
  whenKnown(() =>
    request(stack.url)
      .post('/api/orders')
      .set('authorization', token)
      .send({
        ...address,
        paymentMethod: 'bank-transfer',
        total,
        customerEmail: email,
        items: [{ productId, quantity: 1 }],
      }),
  );
const mailsTo = (email: string) => smtp.received.filter((m) => JSON.stringify(m.to).includes(email));

beforeAll(async () => {
  smtp = await startSmtp();
  stack = await startStack(['content', 'catalog', 'cart', 'orders', 'payments', 'notify']);
  expect((await asAdmin().post('/api/admin/email-settings').send(localSmtpSettings(smtp.port))).status).toBe(200);
  const shop = await shopProducts(stack.url);
  // £1,000.00 + VAT: £1,200.00; £100.00 + VAT: £120.00.
  rig = await shop.create({ name: 'Line Array Rig', price: 1000, stock: 3 });
  mixer = await shop.create({ name: 'Small Mixer', price: 100, stock: 3 });
});
afterAll(async () => {
  await stack.stop();
  await smtp.stop();
});

describe("the shop's order settings (/api/admin/order-settings) and the checkout's options", () => {
  it('offers bank transfer from £1,000.00 once the admin sets the bank details; admins only, 400 naming the field', async () => {
    expect((await request(stack.url).get('/api/checkout-options')).body).toMatchObject({ bankTransferThreshold: null });
    expect((await asAdmin().get('/api/admin/order-settings')).body).toEqual({
      bankTransferThreshold: 1000,
      bankTransferHoldDays: 7,
      bankAccountName: '',
      bankSortCode: '',
      bankAccountNumber: '',
      returnWindowDays: 30,
      returnsAddress: '',
      refundShippingOnWholeReturn: true,
      refundShippingWhenFaulty: true,
    });
    const refusedWith = async (fields: Record<string, unknown>) => {
      const refused = await asAdmin()
        .put('/api/admin/order-settings')
        .send({ ...SETTINGS, ...fields });
      expect(refused.status).toBe(400);
      return refused.body.message as string;
    };
    expect(await refusedWith({ bankAccountNumber: '123' })).toBe(
      'bankAccountNumber: Account number must be eight digits',
    );
    expect(await refusedWith({ returnWindowDays: 366 })).toBe(
      'returnWindowDays: Returns window must be a whole number of days from 1 to 365',
    );
    expect(await refusedWith({ returnsAddress: 'x'.repeat(501) })).toBe(
      'returnsAddress: Returns address must be at most 500 characters',
    );
    expect(await refusedWith({ refundShippingWhenFaulty: 'yes' })).toBe(
      'refundShippingWhenFaulty: must be true or false',
    );
    expect(await refusedWith({ refundShippingOnWholeReturn: null })).toBe(
      'refundShippingOnWholeReturn: Say whether shipping is refunded: true or false',
    );
    const stranger = await request(stack.url)
      .put('/api/admin/order-settings')
      .set('authorization', customer())
      .send(SETTINGS);
    expect(stranger.status).toBe(403);

    // The address's lines are kept, each trimmed, blank ones dropped.
    const saved = await asAdmin()
      .put('/api/admin/order-settings')
      .send({ ...SETTINGS, returnsAddress: ` ${RETURNS.returnsAddress.replaceAll('\n', ' \r\n\r\n')} ` });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(SETTINGS);
    expect((await asAdmin().get('/api/admin/order-settings')).body).toEqual(SETTINGS);
    expect((await request(stack.url).get('/api/checkout-options')).body).toMatchObject({ bankTransferThreshold: 1000 });
  });
});

describe('paying a large order by bank transfer (POST /api/orders with paymentMethod bank-transfer)', () => {
  it('refuses bank transfer below the threshold, 400 naming paymentMethod', async () => {
    const res = await place(customer(), mixer.id, 120, 'small@example.co.uk');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('paymentMethod: bank transfer is offered for orders of £1,000.00 or more');
  });

  it('waits pending with the bank details and reference, emailed; the admin marks it received, the order processing, the confirmation sent', async () => {
    const token = customer();
    const placed = await place(token, rig.id, 1200, 'big.buyer@example.co.uk');
    expect(placed.status).toBe(201);
    const id = placed.body.id as number;
    expect(placed.body).toMatchObject({
      status: 'pending',
      paymentMethod: 'bank-transfer',
      bankTransfer: { ...{ accountName: 'SoundHire Pro Ltd', sortCode: '12-34-56', accountNumber: '12345678' } },
    });
    expect(placed.body.bankTransfer.reference).toBe(`SHP-${id}`);
    const held = await eventually(async () => {
      const order = (await request(stack.url).get(`/api/orders/${id}`).set('authorization', token)).body;
      expect(order).toMatchObject({ status: 'pending', paymentState: 'awaiting-payment' });
      expect(order.bankTransfer.payBy).toEqual(expect.any(String));
      return order;
    }, 30_000);
    const [instructions] = await eventually(() => {
      const mails = mailsTo('big.buyer@example.co.uk');
      expect(mails).toHaveLength(1);
      return mails;
    }, 30_000);
    expect(instructions.subject).toBe(`Order #${id}: pay by bank transfer`);
    expect(instructions.text).toContain(`Reference: SHP-${id}`);
    expect(instructions.text).toContain('Sort code: 12-34-56');
    // Not paid on Stripe's page, and no confirmation before the money is in.
    expect((await request(stack.url).post(`/api/orders/${id}/pay`).set('authorization', token)).status).toBe(409);

    const stranger = await request(stack.url)
      .post(`/api/admin/orders/${id}/bank-transfer`)
      .set('authorization', token)
      .send({ amount: 1200, reference: 'BACS 1' });
    expect(stranger.status).toBe(403);
    const short = await asAdmin()
      .post(`/api/admin/orders/${id}/bank-transfer`)
      .send({ amount: 1000, reference: 'BACS 1' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('amount: £1,000.00 received does not match the order total of £1,200.00');
    const noReference = await asAdmin().post(`/api/admin/orders/${id}/bank-transfer`).send({ amount: 1200 });
    expect(noReference.status).toBe(400);
    expect(noReference.body.message).toMatch(/^reference: Reference is required/);

    const received = await asAdmin()
      .post(`/api/admin/orders/${id}/bank-transfer`)
      .send({ amount: 1200, reference: 'BACS 0042' });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({
      status: 'processing',
      paymentState: 'paid',
      paymentId: 'BACS 0042',
      bankTransfer: { received: 1200, receivedReference: 'BACS 0042', payBy: held.bankTransfer.payBy },
    });
    const again = await asAdmin()
      .post(`/api/admin/orders/${id}/bank-transfer`)
      .send({ amount: 1200, reference: 'BACS 0042' });
    expect(again.body.version).toBe(received.body.version);
    await eventually(() => {
      expect(mailsTo('big.buyer@example.co.uk').map((m) => m.subject)).toEqual([
        `Order #${id}: pay by bank transfer`,
        `Order #${id} confirmed`,
      ]);
    }, 30_000);
  });
});
