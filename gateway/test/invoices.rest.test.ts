import request from 'supertest';
import { ukCalendarDay } from '@shop/contracts';
import { eventually, mintToken } from '@shop/kit/testing';
import { readPdf } from '@shop/quote-document/testing';
import { startStack, type Stack } from '@shop/stack';
import { address, adminToken, browser, shopperAddress, shopProducts, whenKnown } from './support/shop';
import { payOrder } from './support/pay-order';

/**
 * VAT invoices and credit notes through the gateway: a paid order's invoice, its PDF, a refund's credit note naming
 * it, and the month's list and CSV for the accountant; who may read each.
 */
let stack: Stack;
let mixer: { id: number };
let cable: { id: number };

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'orders', 'payments'], undefined, {
    TRUSTED_PROXY_HOPS: '1',
  });
  const shop = await shopProducts(stack.url);
  mixer = await shop.create({ name: 'DJ Mixer', price: 100, stock: 20 });
  cable = await shop.create({ name: 'Speaker Cable', price: 10, stock: 100 });
}, 120_000);
afterAll(() => stack.stop());

const month = ukCalendarDay(new Date()).slice(0, 7);
const asAdmin = () => browser(stack.url, adminToken);

/** A paid order of mixer £100 ×1 and cable £10 ×2 (net £120, VAT £24, free shipping): its id. */
async function paidOrder(token: string, customerName: string): Promise<number> {
  const placed = await whenKnown(() =>
    request(stack.url)
      .post('/api/orders')
      .set('authorization', token)
      .set('x-forwarded-for', shopperAddress())
      .send({
        ...address,
        customerName,
        total: 144,
        items: [
          { productId: mixer.id, quantity: 1, price: 100 },
          { productId: cable.id, quantity: 2, price: 10 },
        ],
      }),
  );
  expect(placed.body).toMatchObject({ id: expect.any(Number) });
  await payOrder(stack.url, stack.stripe!, token, placed.body.id);
  return placed.body.id as number;
}

const documentsOf = (id: number, token: string, count: number) =>
  eventually(async () => {
    const res = await browser(stack.url, token).get(`/api/orders/${id}/invoices`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(count);
    return res.body as Array<Record<string, unknown> & { number: string; pdfUrl: string }>;
  }, 30_000);

describe('VAT invoices and credit notes (/api/orders/{id}/invoices, /api/invoices/{number}.pdf)', () => {
  it('invoices a paid order once, to its customer, who alone (and an admin) reads it and its PDF', async () => {
    const token = `Bearer ${mintToken('user')}`;
    const id = await paidOrder(token, 'Grace Hopper');
    const [invoice] = await documentsOf(id, token, 1);
    expect(invoice.number).toMatch(new RegExp(`^INV-${month.slice(0, 4)}-\\d{6}$`));
    expect(invoice).toMatchObject({
      kind: 'invoice',
      reference: `Order #${id}`,
      subjectType: 'order',
      subjectId: id,
      supplyDate: ukCalendarDay(new Date()),
      customer: {
        name: 'Grace Hopper',
        address: ['12 High Street', 'Lewes', 'East Sussex', 'BN7 2AA', 'United Kingdom'],
      },
      seller: expect.objectContaining({ name: expect.any(String), address: expect.any(String) }),
      net: 120,
      vat: 24,
      gross: 144,
      creditedInvoice: null,
      pdfUrl: `/api/invoices/${invoice.number}.pdf`,
    });
    expect(invoice.lines).toEqual([
      { description: 'DJ Mixer', quantity: 1, vatRate: 20, unitNet: 100, net: 100, vat: 20, gross: 120 },
      { description: 'Speaker Cable', quantity: 2, vatRate: 20, unitNet: 10, net: 20, vat: 4, gross: 24 },
    ]);

    const pdf = await browser(stack.url, token).get(invoice.pdfUrl).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdf(pdf.body as Buffer);
    expect(text).toContain(`VAT invoice ${invoice.number}`);
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('£144.00');

    expect((await asAdmin().get(`/api/orders/${id}/invoices`)).body).toHaveLength(1);
    expect((await asAdmin().get(invoice.pdfUrl)).status).toBe(200);
    const stranger = browser(stack.url, `Bearer ${mintToken('user')}`);
    expect((await stranger.get(`/api/orders/${id}/invoices`)).status).toBe(404);
    expect((await stranger.get(invoice.pdfUrl)).status).toBe(404);
    expect((await request(stack.url).get(`/api/orders/${id}/invoices`)).status).toBe(401);
    expect((await request(stack.url).get(invoice.pdfUrl)).status).toBe(401);
    expect((await browser(stack.url, token).get('/api/invoices/INV-1999-000001.pdf')).status).toBe(404);
    expect((await browser(stack.url, token).get('/api/invoices/not-a-number')).status).toBe(404);
  }, 120_000);

  it("gives a refunded order a credit note naming its invoice, and lists both in the month's CSV", async () => {
    const token = `Bearer ${mintToken('user')}`;
    const id = await paidOrder(token, 'Alan Turing, Esq.');
    const [invoice] = await documentsOf(id, token, 1);
    const cancelled = await asAdmin().patch(`/api/admin/orders/${id}/status`).send({ status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    const [, creditNote] = await documentsOf(id, token, 2);
    expect(creditNote.number).toMatch(new RegExp(`^CN-${month.slice(0, 4)}-\\d{6}$`));
    expect(creditNote).toMatchObject({
      kind: 'credit-note',
      creditedInvoice: invoice.number,
      reference: `Order #${id}`,
      net: 120,
      vat: 24,
      gross: 144,
    });
    const pdf = await browser(stack.url, token).get(creditNote.pdfUrl).buffer(true);
    expect((await readPdf(pdf.body as Buffer)).text).toContain(`Credits invoice: ${invoice.number}`);

    const listed = await asAdmin().get('/api/admin/invoices').query({ month });
    expect(listed.status).toBe(200);
    expect(listed.body.map((d: { number: string }) => d.number)).toEqual(
      expect.arrayContaining([invoice.number, creditNote.number]),
    );
    const csv = await asAdmin().get('/api/admin/invoices.csv').query({ month });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="invoices-${month}.csv"`);
    const rows = csv.text.trimEnd().split('\r\n');
    expect(rows[0]).toBe('number,date,customer,net,vat,gross,kind,reference,credits');
    const today = ukCalendarDay(new Date());
    expect(rows).toContain(`${invoice.number},${today},"Alan Turing, Esq.",120.00,24.00,144.00,invoice,Order #${id},`);
    expect(rows).toContain(
      `${creditNote.number},${today},"Alan Turing, Esq.",-120.00,-24.00,-144.00,credit-note,Order #${id},${invoice.number}`,
    );
  }, 120_000);

  it("keeps the month's list and CSV to admins, and names a month that is not one", async () => {
    const customer = browser(stack.url, `Bearer ${mintToken('user')}`);
    for (const path of ['/api/admin/invoices', '/api/admin/invoices.csv']) {
      expect((await request(stack.url).get(path).query({ month })).status).toBe(401);
      expect((await customer.get(path).query({ month })).status).toBe(403);
      const wrong = await asAdmin().get(path).query({ month: '2026-13' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('month: month must be a month as YYYY-MM');
      expect((await asAdmin().get(path)).body.message).toMatch(/^month: /);
    }
    const empty = await asAdmin().get('/api/admin/invoices.csv').query({ month: '2001-01' });
    expect(empty.text).toBe('number,date,customer,net,vat,gross,kind,reference,credits\r\n');
  });
});
