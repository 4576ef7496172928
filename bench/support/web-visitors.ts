/**
 * The visitors bench:web measures the private pages as: a guest with a basket, a signed-in customer with an order
 * placed and a basket filled again, and a quote the hire desk has sent, opened by the link its email carries. Each
 * is made through the gateway's REST API (the desk's send through GraphQL, which answers the link) as the apps make
 * them, and handed to Lighthouse as the cookies its requests carry.
 */
import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@shop/contracts';
import { eventually } from '@shop/kit';
import { deliveryAddress } from '@shop/test-support/checkout';
import { hireProducts, saleProducts } from '@shop/test-support/catalog-data';

/** One visitor's cookies, as a Cookie header, gathered from the answers they were sent. */
class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(this.cookies.size ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    if (!res.ok)
      throw Object.assign(new Error(`${method} ${path}: ${res.status} ${text}`), { status: res.status, text });
    return (text ? JSON.parse(text) : null) as T;
  }
}

const productId = async (base: string, slug: string, hire = false) =>
  (await new Visitor(base).send<{ id: number }>('GET', `/api/${hire ? 'hire/' : ''}products/${slug}`)).id;

/** Adds the first two demo products to the visitor's basket (once the cart service has them from the catalog). */
async function fillBasket(visitor: Visitor, base: string) {
  const { sessionId } = await visitor.send<{ sessionId: string }>('GET', '/api/cart/session');
  const lines = [
    { productId: await productId(base, saleProducts[0].slug), quantity: 1 },
    { productId: await productId(base, saleProducts[3].slug), quantity: 2 },
  ];
  for (const line of lines)
    await eventually(() => visitor.send('POST', '/api/cart', { sessionId, ...line }), 30_000, 500);
  return { sessionId, lines };
}

/** A guest's Cookie header, their basket holding two products. */
export async function guestWithBasket(base: string): Promise<string> {
  const guest = new Visitor(base);
  await fillBasket(guest, base);
  return guest.cookie;
}

/**
 * A new customer's Cookie header, signed in: one order placed (their account lists it) and the basket filled again
 * (checkout shows it).
 */
export async function customerWithOrderAndBasket(base: string): Promise<string> {
  const customer = new Visitor(base);
  const name = `bench${randomUUID().slice(0, 8)}`;
  await customer.send('POST', '/api/register', {
    username: name,
    email: `${name}@example.co.uk`,
    fullName: 'Bench Customer',
    password: 'bench-password-1',
  });
  const { sessionId, lines: items } = await fillBasket(customer, base);
  const order = { ...deliveryAddress, customerEmail: `${name}@example.co.uk`, items };
  // Every line is priced on the server; a total that differs is refused with the shop's total, which then goes.
  const total = await customer.send('POST', '/api/orders', { ...order, total: 0 }).then(
    () => null,
    (err: { status?: number; text?: string }) => {
      const shops = /£([\d,]+\.\d\d)/.exec(err.text ?? '');
      if (err.status !== 409 || !shops) throw err;
      return Number(shops[1].replace(/,/g, ''));
    },
  );
  if (total !== null) await customer.send('POST', '/api/orders', { ...order, total });
  // The cart service takes the ordered lines out when it hears of the order: the basket is filled again after that.
  await eventually(
    async () => {
      const lines = await customer.send<unknown[]>('GET', `/api/cart/${sessionId}`);
      if (lines.length > 0) throw new Error('the ordered lines are still in the basket');
    },
    30_000,
    250,
  );
  await fillBasket(customer, base);
  return customer.cookie;
}

/**
 * A quote request from a guest for a hire item, sent by the hire desk (signed in as `admin`): the path of the page
 * its email links to, /hire/quotes/{id}?token=….
 */
export async function sentQuotePath(base: string, admin: { username: string; password: string }): Promise<string> {
  const item = hireProducts.find((p) => p.hirePriceDaily !== null)!;
  const requester = new Visitor(base);
  const start = new Date(Date.now() + 30 * DAY_MS);
  const quote = await requester.send<{ id: number; token: string }>('POST', '/api/hire/quotes', {
    customerName: 'Jo Events',
    customerEmail: 'jo@example.co.uk',
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 3 * DAY_MS).toISOString(),
    deliveryRequired: false,
    installationRequired: false,
  });
  const id = await productId(base, item.slug, true);
  // The hire service learns the product from the catalog's events.
  await eventually(
    () => requester.send('POST', `/api/hire/quotes/${quote.id}/items`, { productId: id, quantity: 2 }),
    30_000,
    500,
  );
  await requester.send('POST', `/api/hire/quotes/${quote.id}/submit`);

  const desk = new Visitor(base);
  await desk.send('POST', '/api/login', admin);
  const sent = await desk.send<{ data?: { sendHireQuote: { acceptPath: string } }; errors?: unknown }>(
    'POST',
    '/graphql',
    { query: 'mutation Send($id: Int!) { sendHireQuote(id: $id) { acceptPath } }', variables: { id: quote.id } },
  );
  if (!sent.data) throw new Error(`sendHireQuote: ${JSON.stringify(sent.errors)}`);
  return sent.data.sendHireQuote.acceptPath;
}
