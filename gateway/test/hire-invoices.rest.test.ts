import request from 'supertest';
import { eventually, mintToken, recordEvents, type EventRecorder } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { sentQuote } from './support/hire-quote';
import { adminToken, browser, shopProducts } from './support/shop';

/**
 * A hire booking's VAT invoices through the gateway (GET /api/hire/quotes/{id}/invoices): one for each payment taken
 * online, each its part of the booking with the VAT fraction of what was paid, adding up to the booking's total.
 */
let stack: Stack;
let quoteRecorder: EventRecorder;
let speaker: { id: number };

const DAY = 24 * 60 * 60 * 1000;
const ukDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'hire', 'payments']);
  const shop = await shopProducts(stack.url);
  speaker = await shop.createHireItem({ name: 'Invoice Speaker', stock: 5, hirePriceDaily: 60, securityDeposit: 0 });
  quoteRecorder = await recordEvents('hire.quote');
}, 120_000);
afterAll(async () => {
  await quoteRecorder.stop();
  await stack.stop();
});

const payOnline = async (id: number, token: string, purpose: 'deposit' | 'balance') => {
  const opened = await request(stack.url).post(`/api/hire/quotes/${id}/pay`).query({ token }).send({ purpose });
  expect(opened.status).toBe(200);
  await stack.stripe!.pay(new URL(opened.body.checkoutUrl as string).pathname.split('/').at(-1)!);
};

describe("a hire booking's VAT invoices (/api/hire/quotes/{id}/invoices)", () => {
  it('invoices the deposit and the balance as their parts of the booking, to an admin and no stranger', async () => {
    const { id, token } = await sentQuote(stack.url, quoteRecorder, {
      productId: speaker.id,
      quantity: 1,
      start: ukDay(Date.now() + 30 * DAY),
      end: ukDay(Date.now() + 32 * DAY),
      customer: { name: 'Sam Stage', email: 'sam@example.co.uk' },
    });
    const booking = (await request(stack.url).get(`/api/hire/quotes/${id}`).query({ token })).body;
    await payOnline(id, token, 'deposit');
    await eventually(async () => {
      const listed = await browser(stack.url, adminToken).get(`/api/hire/quotes/${id}/invoices`);
      expect(listed.body).toHaveLength(1);
    }, 30_000);
    await payOnline(id, token, 'balance');
    const documents = await eventually(async () => {
      const listed = await browser(stack.url, adminToken).get(`/api/hire/quotes/${id}/invoices`);
      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(2);
      return listed.body as Array<{
        number: string;
        reference: string;
        lines: Array<{ description: string; vatRate: number; net: number; vat: number; gross: number }>;
        net: number;
        vat: number;
        gross: number;
      }>;
    }, 30_000);
    const [deposit, balance] = documents;
    expect(deposit.reference).toMatch(/^Hire booking Q-\d{4}-\d{4}$/);
    expect(deposit.lines).toEqual([
      expect.objectContaining({ description: `Deposit towards ${deposit.reference}`, vatRate: 20 }),
    ]);
    expect(balance.lines).toEqual([
      expect.objectContaining({ description: `Balance of ${deposit.reference}`, vatRate: 20 }),
    ]);
    for (const document of documents) {
      // The VAT fraction of what was paid: a sixth at 20 %, to the penny.
      expect(document.vat).toBeCloseTo(Math.round((document.gross * 100) / 6) / 100, 2);
      expect(document.net + document.vat).toBeCloseTo(document.gross, 2);
    }
    expect(deposit.gross + balance.gross).toBeCloseTo(booking.booking.total, 2);

    expect((await request(stack.url).get(`/api/hire/quotes/${id}/invoices`)).status).toBe(401);
    const stranger = await browser(stack.url, `Bearer ${mintToken('user')}`).get(`/api/hire/quotes/${id}/invoices`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Quote not found');
  }, 120_000);
});
