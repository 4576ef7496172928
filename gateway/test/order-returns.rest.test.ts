import request from 'supertest';
import { addUkDays } from '@shop/contracts';
import { mintToken, eventually } from '@shop/kit/testing';
import { localSmtpSettings } from '@shop/test-support/email-settings';
import { startSmtp, type LocalSmtp } from '@shop/test-support/smtp';
import { startStack, type Stack } from '@shop/stack';
import { address, adminToken, shopProducts, whenKnown } from './support/shop';
import { payOrder } from './support/pay-order';

let stack: Stack;
let smtp: LocalSmtp;
let speaker: { id: number; slug: string };
let stand: { id: number; slug: string };

const customer = () => `Bearer ${mintToken('user')}`;
const asAdmin = () => request.agent(stack.url).set('authorization', adminToken);
const as = (token: string) => request.agent(stack.url).set('authorization', token);
const stockOf = async (slug: string) => (await request(stack.url).get(`/api/products/${slug}`)).body.stock as number;
const orderOf = async (token: string, id: number) => (await as(token).get(`/api/orders/${id}`)).body;
const mailTo = (subject: string) => smtp.received.find((m) => m.subject === subject);
const RETURNS_ADDRESS = 'Returns, SoundHire Pro\nUnit 4, Example Park\nEastbourne BN21 1AA';
/** The admin changes some order settings, the others sent back as they were. */
const changeSettings = async (changes: Record<string, unknown>) => {
  const current = (await asAdmin().get('/api/admin/order-settings')).body;
  const saved = await asAdmin()
    .put('/api/admin/order-settings')
    .send({ ...current, ...changes });
  expect(saved.status).toBe(200);
};

interface OrderLine {
  id: number;
  productId: number;
  quantity: number;
}

/**
 * A speaker at £100 and two stands on sale at £40 (was £50): £180, free shipping, VAT £36, £216. Paid on Stripe's
 * page, shipped and delivered today.
 */
async function deliveredOrder(token: string) {
  const placed = await whenKnown(() =>
    as(token)
      .post('/api/orders')
      .send({
        ...address,
        total: 216,
        customerEmail: `returns-${Date.now()}@example.co.uk`,
        items: [
          { productId: speaker.id, quantity: 1 },
          { productId: stand.id, quantity: 2 },
        ],
      }),
  );
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  const id = placed.body.id as number;
  await payOrder(stack.url, stack.stripe!, token, id);
  const status = (body: Record<string, unknown>) => asAdmin().patch(`/api/admin/orders/${id}/status`).send(body);
  expect((await status({ status: 'shipped', carrier: 'dpd', trackingNumber: '1550 1234' })).status).toBe(200);
  const delivered = await status({ status: 'delivered' });
  expect(delivered.status).toBe(200);
  const lines = delivered.body.items as OrderLine[];
  return {
    id,
    email: placed.body.customerEmail as string,
    speakerLine: lines.find((l) => l.productId === speaker.id)!,
    standLine: lines.find((l) => l.productId === stand.id)!,
  };
}

beforeAll(async () => {
  smtp = await startSmtp();
  stack = await startStack(['content', 'catalog', 'cart', 'orders', 'payments', 'notify']);
  expect((await asAdmin().post('/api/admin/email-settings').send(localSmtpSettings(smtp.port))).status).toBe(200);
  const shop = await shopProducts(stack.url);
  speaker = await shop.create({ name: 'Return Speaker', price: 100, stock: 5 });
  stand = await shop.create({ name: 'Return Stand', price: 40, compareAtPrice: 50, isOnSale: true, stock: 8 });
  await changeSettings({ returnsAddress: RETURNS_ADDRESS });
}, 120_000);
afterAll(async () => {
  await stack.stop();
  await smtp.stop();
});

describe('returns (POST /api/orders/{id}/returns, /api/admin/returns)', () => {
  it('takes back part of an order, the sale item into stock as before the sale, and refunds it through Stripe', async () => {
    const before = await stockOf(stand.slug);
    const token = customer();
    const order = await deliveredOrder(token);
    expect(await stockOf(stand.slug)).toBe(before - 2);

    const asked = await as(token)
      .post(`/api/orders/${order.id}/returns`)
      .send({ lines: [{ lineId: order.standLine.id, quantity: 2 }], reason: 'changed-mind', note: 'Too tall' });
    expect(asked.status).toBe(201);
    const reference = `RMA-${order.id}-1`;
    expect(asked.body).toMatchObject({
      id: reference,
      orderId: order.id,
      status: 'requested',
      lines: [{ lineId: order.standLine.id, productId: stand.id, name: 'Return Stand', quantity: 2, price: 40 }],
    });
    const listed = await asAdmin().get('/api/admin/returns').query({ status: 'requested' });
    expect(listed.body.map((r: { id: string }) => r.id)).toContain(reference);

    expect((await as(token).post(`/api/admin/returns/${reference}/approve`)).status).toBe(403);
    const approved = await asAdmin().post(`/api/admin/returns/${reference}/approve`);
    expect(approved.body).toMatchObject({ status: 'approved', returnsAddress: RETURNS_ADDRESS });
    const received = await asAdmin()
      .post(`/api/admin/returns/${reference}/receive`)
      .send({ lines: [{ lineId: order.standLine.id, outcome: 'restock' }] });
    // Two stands at £40 with their VAT; the order's shipping was free.
    expect(received.body).toMatchObject({ status: 'received', refund: 96 });

    await eventually(async () => expect(await stockOf(stand.slug)).toBe(before), 30_000);
    await eventually(
      async () =>
        expect(await orderOf(token, order.id)).toMatchObject({
          refunded: 96,
          paymentState: 'paid',
          returns: [{ id: reference, status: 'refunded', refund: 96 }],
          items: expect.arrayContaining([expect.objectContaining({ id: order.standLine.id, returnable: 0 })]),
        }),
      30_000,
    );
    expect((await orderOf(token, order.id)).history.map((h: { text: string }) => h.text)).toEqual([
      `Return ${reference} requested (No longer needed): 2 × Return Stand`,
      `Return ${reference} approved`,
      `Return ${reference} received: back to stock 2 × Return Stand; refund of £96.00 asked`,
      `Return ${reference} refunded: £96.00`,
    ]);
    const refunds = stack.stripe!.sent.filter((e) => e.event.type === 'charge.refunded');
    expect(refunds.filter((e) => e.event.data.object.amount_refunded === 9_600)).toHaveLength(1);

    await eventually(() => {
      expect(mailTo(`Your return request for order #${order.id}`)?.to).toMatchObject({ text: order.email });
      expect(mailTo(`Return ${reference} approved`)?.text).toContain(`Send to:\n${RETURNS_ADDRESS}`);
      expect(mailTo(`Return ${reference} received`)?.text).toContain('Refund: £96.00');
      expect(mailTo(`Refund for return ${reference}`)?.text).toContain('Refunded: £96.00');
    }, 30_000);
  });

  it('keeps a written-off line off the stock, and a second return takes what is left', async () => {
    const token = customer();
    const order = await deliveredOrder(token);
    const afterSale = await stockOf(speaker.slug);
    const ask = (lines: unknown[], reason = 'faulty') =>
      as(token).post(`/api/orders/${order.id}/returns`).send({ lines, reason });
    const first = await ask([{ lineId: order.speakerLine.id, quantity: 1 }]);
    await asAdmin().post(`/api/admin/returns/${first.body.id}/approve`);
    const received = await asAdmin()
      .post(`/api/admin/returns/${first.body.id}/receive`)
      .send({ lines: [{ lineId: order.speakerLine.id, outcome: 'write-off' }] });
    expect(received.body).toMatchObject({ status: 'received', refund: 120, lines: [{ outcome: 'write-off' }] });

    const second = await ask([{ lineId: order.standLine.id, quantity: 1 }], 'changed-mind');
    expect(second.body.id).toBe(`RMA-${order.id}-2`);
    await eventually(
      async () =>
        expect(await orderOf(token, order.id)).toMatchObject({
          returns: [{ status: 'refunded' }, { status: 'requested' }],
        }),
      30_000,
    );
    expect(await stockOf(speaker.slug)).toBe(afterSale);
  });

  it('declines with the reason emailed, and refuses bad requests naming the field, writing nothing', async () => {
    const token = customer();
    const order = await deliveredOrder(token);
    const ask = (body: Record<string, unknown>, who = token) =>
      as(who).post(`/api/orders/${order.id}/returns`).send(body);
    const line = { lineId: order.standLine.id, quantity: 1 };

    const refused: Array<[Record<string, unknown>, string]> = [
      [{ lines: [line] }, 'reason: Reason must be one of: changed-mind, faulty, not-as-described, wrong-item, other'],
      [{ lines: [], reason: 'faulty' }, 'lines: Choose at least one item to return'],
      [
        { lines: [{ ...line, quantity: 3 }], reason: 'faulty' },
        'lines.0.quantity: At most 2 of Return Stand can still be returned',
      ],
      [
        { lines: [{ ...line, quantity: 0 }], reason: 'faulty' },
        'lines.0.quantity: Quantity must be a whole number of at least 1',
      ],
      [{ lines: [{ lineId: 999_999, quantity: 1 }], reason: 'faulty' }, 'lines.0.lineId: Choose an item of this order'],
    ];
    for (const [body, message] of refused) {
      const res = await ask(body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    expect((await ask({ lines: [line], reason: 'faulty' }, customer())).status).toBe(404);
    expect(
      (
        await request(stack.url)
          .post(`/api/orders/${order.id}/returns`)
          .send({ lines: [line], reason: 'faulty' })
      ).status,
    ).toBe(401);
    expect((await orderOf(token, order.id)).returns).toEqual([]);

    const asked = await ask({ lines: [line], reason: 'not-as-described' });
    const decline = (body: Record<string, unknown>) =>
      asAdmin().post(`/api/admin/returns/${asked.body.id}/decline`).send(body);
    const blank = await decline({ reason: ' ' });
    expect({ status: blank.status, message: blank.body.message }).toEqual({
      status: 400,
      message: 'reason: Say why the return is declined',
    });
    const declined = await decline({ reason: 'Opened and used' });
    expect(declined.body).toMatchObject({ status: 'declined', declineReason: 'Opened and used' });
    expect((await asAdmin().post(`/api/admin/returns/${asked.body.id}/approve`)).status).toBe(409);
    expect((await asAdmin().post(`/api/admin/returns/RMA-${order.id}-7/approve`)).status).toBe(404);
    expect((await asAdmin().post('/api/admin/returns/nonsense/approve')).body.message).toMatch(/^id: /);
    await eventually(
      () => expect(mailTo(`About your return ${asked.body.id}`)?.text).toContain('Reason: Opened and used'),
      30_000,
    );
  });

  it('follows the order settings: the closing day moves with the window, and approving waits for a returns address', async () => {
    const token = customer();
    const order = await deliveredOrder(token);
    const { deliveredOn } = await orderOf(token, order.id);
    expect((await orderOf(token, order.id)).returnsCloseOn).toBe(addUkDays(deliveredOn, 30));
    await changeSettings({ returnWindowDays: 7, returnsAddress: '' });
    try {
      expect((await orderOf(token, order.id)).returnsCloseOn).toBe(addUkDays(deliveredOn, 7));
      const asked = await as(token)
        .post(`/api/orders/${order.id}/returns`)
        .send({ lines: [{ lineId: order.standLine.id, quantity: 1 }], reason: 'other' });
      expect(asked.status).toBe(201);
      const approving = await asAdmin().post(`/api/admin/returns/${asked.body.id}/approve`);
      expect({ status: approving.status, message: approving.body.message }).toEqual({
        status: 409,
        message: 'returnsAddress: set the returns address in the order settings before approving a return',
      });
    } finally {
      await changeSettings({ returnWindowDays: 30, returnsAddress: RETURNS_ADDRESS });
    }
  });

  it('opens once the order has been delivered', async () => {
    const token = customer();
    const placed = await whenKnown(() =>
      as(token)
        .post('/api/orders')
        .send({ ...address, total: 120, items: [{ productId: speaker.id, quantity: 1 }] }),
    );
    const paid = await payOrder(stack.url, stack.stripe!, token, placed.body.id);
    const lineId = (await orderOf(token, paid.id)).items[0].id;
    const res = await as(token)
      .post(`/api/orders/${paid.id}/returns`)
      .send({ lines: [{ lineId, quantity: 1 }], reason: 'faulty' });
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 409,
      message: 'Returns open once the order has been delivered',
    });
  });
});
