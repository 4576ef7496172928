import request from 'supertest';
import { eventually } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { localSmtpSettings } from '@shop/test-support/email-settings';
import { startSmtp, type LocalSmtp } from '@shop/test-support/smtp';
import type { StripeStandIn } from '@shop/test-support/stripe';
import { adminToken, browser, shopProducts } from './support/shop';

/**
 * A hire request the desk confirms itself (its status set to approved, no quote sent, the customer a guest): the
 * customer's email carries a "Pay deposit" link to the booking's page, and that link, with no sign-in, reads the
 * booking with its deposit due and opens Stripe's page for it, as an accepted quote's confirmation does. Confirmed
 * again once the deposit is paid, its email asks for the balance instead.
 */
let stack: Stack;
let smtp: LocalSmtp;
let stripe: StripeStandIn;
let speaker: { id: number };

const DAY = 24 * 60 * 60 * 1000;
const ukDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const start = ukDay(Date.now() + 40 * DAY);
const end = ukDay(Date.now() + 42 * DAY);

beforeAll(async () => {
  smtp = await startSmtp();
  stack = await startStack(['content', 'catalog', 'hire', 'notify', 'payments']);
  stripe = stack.stripe!;
  expect(
    (await browser(stack.url, adminToken).post('/api/admin/email-settings').send(localSmtpSettings(smtp.port))).status,
  ).toBe(200);
  const shop = await shopProducts(stack.url);
  speaker = await shop.createHireItem({ name: 'Desk Speaker', stock: 3, hirePriceDaily: 80, securityDeposit: 0 });
}, 120_000);

afterAll(async () => {
  await stack.stop();
  await smtp.stop();
});

describe('a booking the desk confirms (PATCH /api/hire/quotes/{id}/status approved)', () => {
  it('emails the customer a "Pay deposit" link that opens the booking and its payment page', async () => {
    const guest = browser(stack.url);
    const created = await guest.post('/api/hire/quotes').send({
      customerName: 'Dee Desk',
      customerEmail: 'dee@example.co.uk',
      startDate: `${start}T10:00:00.000Z`,
      endDate: `${end}T10:00:00.000Z`,
    });
    const id = created.body.id as number;
    expect((await guest.post(`/api/hire/quotes/${id}/items`).send({ productId: speaker.id, quantity: 1 })).status).toBe(
      201,
    );
    expect((await guest.post(`/api/hire/quotes/${id}/submit`)).status).toBe(200);
    const confirmed = await browser(stack.url, adminToken)
      .patch(`/api/hire/quotes/${id}/status`)
      .send({ status: 'approved' });
    expect(confirmed.body).toMatchObject({ id, status: 'approved' });

    const email = await eventually(() => {
      const mail = smtp.received.find((m) => m.subject === `Hire quote #${id}: approved`);
      expect(mail).toBeDefined();
      return mail!;
    }, 60_000);
    const link = new URL(email.text!.match(/Pay deposit: (\S+)/)![1]);
    expect(link.pathname).toBe(`/hire/quotes/${id}`);
    expect(link.searchParams.get('pay')).toBe('deposit');
    const token = link.searchParams.get('token')!;
    // The desk can pass the same link on by hand: the booking's own, though no quote was ever sent.
    const desk = browser(stack.url, adminToken);
    const asked = await desk
      .post('/graphql')
      .send({ query: 'query ($id: Int!) { hireQuote(id: $id) { acceptPath } }', variables: { id } });
    expect(asked.body.data.hireQuote.acceptPath).toBe(`/hire/quotes/${id}?token=${encodeURIComponent(token)}`);

    // The link's page: the booking, its deposit due (what the pay card offers), for anyone holding the link.
    const view = await request(stack.url).get(`/api/hire/quotes/${id}`).query({ token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id, stage: 'confirmed' });
    const depositDue = view.body.booking.depositDue as number;
    expect(depositDue).toBeGreaterThan(0);
    expect((await request(stack.url).get(`/api/hire/quotes/${id}`)).status).toBe(401);

    // The pay card's "Pay deposit": Stripe's page for the booking's deposit.
    const paid = await request(stack.url)
      .post(`/api/hire/quotes/${id}/pay`)
      .query({ token })
      .send({ purpose: 'deposit' });
    expect(paid.status).toBe(200);
    const session = stripe.sessions.get(new URL(paid.body.checkoutUrl).pathname.split('/').at(-1)!)!;
    expect(session.amountTotal).toBe(Math.round(depositDue * 100));
    expect(session.metadata).toMatchObject({ subjectType: 'hire-booking', subjectId: String(id) });

    // Paid, set back to pending and confirmed again: the new email asks for the balance, not the deposit paid.
    await stripe.pay(session.id);
    const paidView = await eventually(async () => {
      const booking = (await request(stack.url).get(`/api/hire/quotes/${id}`).query({ token })).body.booking;
      expect(booking.depositDue).toBe(0);
      return booking;
    }, 60_000);
    expect((await desk.patch(`/api/hire/quotes/${id}/status`).send({ status: 'pending' })).status).toBe(200);
    expect((await desk.patch(`/api/hire/quotes/${id}/status`).send({ status: 'approved' })).status).toBe(200);
    const again = await eventually(() => {
      const mails = smtp.received.filter((m) => m.subject === `Hire quote #${id}: approved`);
      expect(mails).toHaveLength(2);
      return mails[1];
    }, 60_000);
    expect(again.text).not.toContain('Pay deposit');
    const balanceLink = new URL(again.text!.match(/Pay balance: (\S+)/)![1]);
    expect(balanceLink.searchParams.get('pay')).toBe('balance');
    const balanceView = await request(stack.url)
      .get(`/api/hire/quotes/${id}`)
      .query({ token: balanceLink.searchParams.get('token')! });
    expect(balanceView.status).toBe(200);
    expect(balanceView.body.booking.balance).toBeGreaterThan(0);
    expect(balanceView.body.booking.balance).toBe(paidView.balance);
  });
});
