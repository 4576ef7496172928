import request from 'supertest';
import { eventually, type EventRecorder } from '@shop/kit/testing';
import { adminToken, browser } from './shop';

export interface QuoteFor {
  productId: number;
  quantity: number;
  /** The hire's first and last days (YYYY-MM-DD). */
  start: string;
  end: string;
  customer: { name: string; email: string };
}

/**
 * A quote for one product as the shop sends it, priced and sent by the desk, with the token its emailed link carries
 * (read from the desk's HireQuoteSent event, which `sent` records); accepted through that link, as a confirmed
 * booking, unless `accept` is false.
 */
export async function sentQuote(
  url: string,
  sent: EventRecorder,
  { productId, quantity, start, end, customer }: QuoteFor,
  { accept = true } = {},
): Promise<{ id: number; token: string }> {
  const agent = browser(url);
  const created = await agent.post('/api/hire/quotes').send({
    customerName: customer.name,
    customerEmail: customer.email,
    startDate: `${start}T10:00:00.000Z`,
    endDate: `${end}T10:00:00.000Z`,
  });
  const id = created.body.id as number;
  expect((await agent.post(`/api/hire/quotes/${id}/items`).send({ productId, quantity })).status).toBe(201);
  expect((await agent.post(`/api/hire/quotes/${id}/submit`)).status).toBe(200);
  expect((await browser(url, adminToken).post(`/api/admin/hire/quotes/${id}/send`)).status).toBe(200);
  const path = await eventually(() => {
    const event = sent.events.find((e) => e.type === 'HireQuoteSent' && e.data.quoteId === id);
    expect(event).toBeDefined();
    return event!.data.acceptPath as string;
  }, 30_000);
  const token = new URL(path, url).searchParams.get('token')!;
  if (accept) {
    const accepted = await request(url)
      .post(`/api/hire/quotes/${id}/accept`)
      .query({ token })
      .send({ fullName: customer.name, acceptTerms: true });
    expect(accepted.body).toMatchObject({ stage: 'confirmed' });
  }
  return { id, token };
}
