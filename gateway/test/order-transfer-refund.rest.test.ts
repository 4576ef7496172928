import request from 'supertest';
import { eventually, mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { address, adminToken, shopProducts, whenKnown } from './support/shop';

/**
 * A bank-transfer order's refund sent back by bank transfer (POST /api/admin/orders/{id}/transfer-refund): recorded by
 * an admin, and credited by payments against the order's invoice, read back through GET /api/orders/{id}/invoices.
 */
let stack: Stack;
let rig: { id: number };

const asAdmin = () => request.agent(stack.url).set('authorization', adminToken);
const BANK = { bankAccountName: 'SoundHire Pro Ltd', bankSortCode: '12-34-56', bankAccountNumber: '12345678' };

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'cart', 'orders', 'payments']);
  const settings = (await asAdmin().get('/api/admin/order-settings')).body;
  expect(
    (
      await asAdmin()
        .put('/api/admin/order-settings')
        .send({ ...settings, ...BANK, bankTransferThreshold: 1000 })
    ).status,
  ).toBe(200);
  // £1,000.00 + VAT: £1,200.00.
  rig = await (await shopProducts(stack.url)).create({ name: 'Line Array Rig', price: 1000, stock: 3 });
});
afterAll(async () => {
  await stack.stop();
});

it('records a cancelled order’s transfer sent back, admins only, and payments credits its invoice with it', async () => {
  const token = `Bearer ${mintToken('user')}`;
  const placed = await whenKnown(() =>
    request(stack.url)
      .post('/api/orders')
      .set('authorization', token)
      .send({
        ...address,
        paymentMethod: 'bank-transfer',
        total: 1200,
        customerEmail: 'big.buyer@example.co.uk',
        items: [{ productId: rig.id, quantity: 1 }],
      }),
  );
  expect(placed.status).toBe(201);
  const id = placed.body.id as number;
  await eventually(async () => {
    const order = (await request(stack.url).get(`/api/orders/${id}`).set('authorization', token)).body;
    expect(order.paymentState).toBe('awaiting-payment');
  }, 30_000);
  const path = `/api/admin/orders/${id}/transfer-refund`;
  // Nothing to refund before the transfer is in.
  expect((await asAdmin().post(path).send({ reference: 'FPS 1' })).status).toBe(409);
  expect(
    (await asAdmin().post(`/api/admin/orders/${id}/bank-transfer`).send({ amount: 1200, reference: 'BACS 1' })).status,
  ).toBe(200);
  const invoices = () => request(stack.url).get(`/api/orders/${id}/invoices`).set('authorization', token);
  const [invoice] = await eventually(async () => {
    const documents = (await invoices()).body;
    expect(documents).toHaveLength(1);
    return documents;
  }, 30_000);
  expect((await asAdmin().patch(`/api/admin/orders/${id}/status`).send({ status: 'cancelled' })).status).toBe(200);

  const stranger = await request(stack.url).post(path).set('authorization', token).send({ reference: 'FPS 1' });
  expect(stranger.status).toBe(403);
  const tooMuch = await asAdmin().post(path).send({ amount: 1300, reference: 'FPS 1' });
  expect(tooMuch.status).toBe(400);
  expect(tooMuch.body.message).toBe('amount: £1,300.00 is more than the £1,200.00 due to the customer');
  const noReference = await asAdmin().post(path).send({});
  expect(noReference.status).toBe(400);
  expect(noReference.body.message).toMatch(/^reference: Reference is required/);

  const sent = await asAdmin().post(path).send({ reference: 'FPS 0042' });
  expect(sent.status).toBe(200);
  expect(sent.body).toMatchObject({ id, status: 'cancelled' });
  const again = await asAdmin().post(path).send({ reference: 'FPS 0042' });
  expect(again.body.version).toBe(sent.body.version);

  const note = await eventually(async () => {
    const documents = (await invoices()).body;
    expect(documents).toHaveLength(2);
    return documents[1];
  }, 30_000);
  expect(note).toMatchObject({
    kind: 'credit-note',
    creditedInvoice: invoice.number,
    reference: `Order #${id}`,
    net: 1000,
    vat: 200,
    gross: 1200,
  });
  expect(note.lines).toEqual(invoice.lines);
});
