import request from 'supertest';
import { eventually } from '@shop/kit/testing';
import type { StripeStandIn } from '@shop/test-support/stripe';

/** The Checkout Session of a payment page's address (`…/pay/cs_…`). */
export const sessionOf = (checkoutUrl: string): string => new URL(checkoutUrl).pathname.split('/').at(-1)!;

/**
 * Stripe's page for an order, asked as the shop asks it (`POST /api/orders/{id}/pay`) once the catalog has reserved
 * its stock (409 until then).
 */
export const orderPage = (url: string, token: string, id: number): Promise<string> =>
  eventually(async () => {
    const res = await request(url).post(`/api/orders/${id}/pay`).set('authorization', token);
    expect(res.status).toBe(200);
    return res.body.checkoutUrl as string;
  }, 30_000);

/**
 * The customer pays their order on the Stripe stand-in's page, and the webhook moves it on to processing: answers the
 * order as it is then.
 */
export async function payOrder(url: string, stripe: StripeStandIn, token: string, id: number) {
  await stripe.pay(sessionOf(await orderPage(url, token, id)));
  return eventually(async () => {
    const order = (await request(url).get(`/api/orders/${id}`).set('authorization', token)).body;
    expect(order).toMatchObject({ status: 'processing', paymentState: 'paid' });
    return order as { id: number; status: string; version: number; paymentId: string };
  }, 30_000);
}
