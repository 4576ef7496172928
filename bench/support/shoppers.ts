/**
 * The chaos bench's shoppers: checkouts and hire quote requests through the gateway's REST API as the apps send them,
 * retrying a request that met a network error, a timeout or a 5xx, as the apps do (a checkout, a quote and its line
 * with the same Idempotency-Key, a quote's submit as it is: submitting twice changes nothing). A buyer then pays as
 * the shop's order page has them pay: asks for the payment page (again while the stock is still being reserved) and
 * presses Pay on Stripe's page, or has a card declined there first, or goes back without paying.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { mintToken } from '@shop/kit/testing';
import { deliveryAddress } from '@shop/test-support/checkout';

/** How long one request may take before the shopper gives up on it and tries again. */
const REQUEST_TIMEOUT_MS = 15_000;
const RETRY_PAUSE_MS = 500;
/** How often the order page asks again for the payment page while the stock is still being reserved. */
const PAY_RETRY_MS = 200;
const STILL_RESERVING = /still being reserved/;

/** What a buyer does on Stripe's page: pays, pays with another card after a decline, or goes back without paying. */
export type PayChoice = 'pay' | 'decline' | 'abandon';

/**
 * What came of paying: paid on Stripe's page, abandoned there, refused (the order was cancelled for want of stock
 * before its page opened), or not yet (still under way, or given up on at the deadline).
 */
export type PaidOutcome = 'paid' | 'abandoned' | 'refused' | 'not paid';

export interface PlacedOrder {
  id: number;
  userId: number;
  productId: number;
  email: string;
  /** When the shopper got the order's id (performance.now()), to find the saga's busiest second. */
  placedAt: number;
  choice: PayChoice;
  paid: PaidOutcome;
}

export interface RequestedQuote {
  id: number;
  email: string;
  name: string;
}

/** A booking the floor crew took from request to its last unit back (see chaos-floor.ts). */
export interface CompletedHire {
  id: number;
  email: string;
  tags: string[];
}

export interface Tally {
  orders: PlacedOrder[];
  quotes: RequestedQuote[];
  bookings: CompletedHire[];
  /** Attempts given up on (the deadline passed with no answer) or refused with a 4xx, by what was asked. */
  abandoned: string[];
  /** Requests retried after a network error, a timeout or a 5xx. */
  retries: number;
  /** Requests a limit refused (429): the bench lifts the limits it trips, so any is a fault of the bench's. */
  throttled: string[];
}

export class Refused extends Error {}

/**
 * Sends one request until it gets an answer that is not a 5xx, or `deadline` passes. `attempt`, when given, is told of
 * each try as it is sent and is called back when its answer (or its failure) comes.
 */
export async function send(
  tally: Tally,
  deadline: number,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
  attempt?: () => () => void,
): Promise<Record<string, unknown>> {
  for (;;) {
    const answered = attempt?.();
    try {
      const res = await fetch(url, {
        method: init.method,
        headers: { 'content-type': 'application/json', ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (res.ok) return json;
      if (res.status === 429) tally.throttled.push(`${init.method} ${url}: ${JSON.stringify(json)}`);
      if (res.status < 500) throw new Refused(`${init.method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    } catch (err) {
      if (err instanceof Refused) throw err;
    } finally {
      answered?.();
    }
    if (Date.now() > deadline) throw new Error(`${init.method} ${url}: no answer before the deadline`);
    tally.retries += 1;
    await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
  }
}

/**
 * Presses a button on Stripe's payment page, on a connection of its own as a browser opens one to Stripe (the
 * stand-in closes idle kept-alive ones); resolves with the page's status.
 */
function press(checkoutUrl: string, action: PayChoice): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${checkoutUrl}/${action}`, { method: 'POST', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`${checkoutUrl}/${action}: no answer`)));
    req.end();
  });
}

/** The order's payment page, asked again while the catalog is still reserving its stock; null once it never will. */
async function paymentPage(
  base: string,
  tally: Tally,
  id: number,
  headers: Record<string, string>,
  deadline: number,
): Promise<string | null> {
  for (;;) {
    try {
      const page = await send(tally, deadline, `${base}/api/orders/${id}/pay`, { method: 'POST', headers });
      return String(page.checkoutUrl);
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      // Cancelled for want of stock: no longer waiting for payment.
      if (!STILL_RESERVING.test(err.message)) return null;
    }
    if (Date.now() > deadline)
      throw new Error(`POST ${base}/api/orders/${id}/pay: still being reserved at the deadline`);
    await new Promise((r) => setTimeout(r, PAY_RETRY_MS));
  }
}

/** The buyer on Stripe's page: what they chose, each press answered as Stripe's page answers it. */
export async function payOnPage(checkoutUrl: string, choice: PayChoice): Promise<PaidOutcome> {
  const expect = async (action: PayChoice, status: number) => {
    const answered = await press(checkoutUrl, action);
    if (answered !== status) throw new Error(`${checkoutUrl}/${action}: ${answered}`);
  };
  if (choice === 'abandon') {
    await expect('abandon', 303);
    return 'abandoned';
  }
  // A declined card leaves the page open for another.
  if (choice === 'decline') await expect('decline', 200);
  await expect('pay', 303);
  return 'paid';
}

/**
 * One shopper's checkout of one unit at £100 (£120 with VAT, shipping free) as a new customer, and its payment as
 * `choice` has it.
 */
export async function checkout(
  base: string,
  tally: Tally,
  productId: number,
  deadline: number,
  choice: PayChoice,
): Promise<void> {
  const userId = Number(randomUUID().replace(/\D/g, '').slice(0, 9)) + 1_000_000;
  const email = `buyer-${userId}@chaos.test`;
  const headers = { authorization: `Bearer ${mintToken('user', userId)}`, 'idempotency-key': randomUUID() };
  const body = { ...deliveryAddress, customerEmail: email, total: 120, items: [{ productId, quantity: 1 }] };
  let placed: PlacedOrder;
  try {
    const order = await send(tally, deadline, `${base}/api/orders`, { method: 'POST', headers, body });
    placed = { id: Number(order.id), userId, productId, email, placedAt: performance.now(), choice, paid: 'not paid' };
    tally.orders.push(placed);
  } catch (err) {
    tally.abandoned.push(`checkout by user ${userId}: ${(err as Error).message}`);
    return;
  }
  try {
    const page = await paymentPage(base, tally, placed.id, { authorization: headers.authorization }, deadline);
    placed.paid = page ? await payOnPage(page, choice) : 'refused';
  } catch (err) {
    tally.abandoned.push(`payment of order ${placed.id}: ${(err as Error).message}`);
  }
}

/** One shopper's hire quote request: the quote, one line, sent to the desk; null when it was given up on. */
export async function requestQuote(
  base: string,
  tally: Tally,
  productId: number,
  dates: { startDate: string; endDate: string },
  deadline: number,
  quantity = 1,
): Promise<RequestedQuote | null> {
  const name = `Chaos Hirer ${randomUUID().slice(0, 8)}`;
  const email = `${name.toLowerCase().replace(/ /g, '-')}@chaos.test`;
  const key = randomUUID();
  try {
    const quote = await send(tally, deadline, `${base}/api/hire/quotes`, {
      method: 'POST',
      headers: { 'idempotency-key': key },
      body: { customerName: name, customerEmail: email, ...dates },
    });
    const headers = { 'x-quote-token': String(quote.token) };
    await send(tally, deadline, `${base}/api/hire/quotes/${quote.id}/items`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `${key}:line-0` },
      body: { productId, quantity },
    });
    await send(tally, deadline, `${base}/api/hire/quotes/${quote.id}/submit`, { method: 'POST', headers });
    const requested = { id: Number(quote.id), email, name };
    tally.quotes.push(requested);
    return requested;
  } catch (err) {
    tally.abandoned.push(`quote by ${name}: ${(err as Error).message}`);
    return null;
  }
}
