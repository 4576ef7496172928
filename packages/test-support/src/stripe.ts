import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * A local Stripe for the shop: what stripe-mock (Stripe's own API mock, started by `scripts/infra.sh`) cannot do.
 * stripe-mock checks every request against Stripe's API spec and answers with its fixtures, but keeps nothing and
 * sends nothing. The stand-in sits in front of it (the payments service's STRIPE_API_BASE):
 *
 * - Checkout Sessions (create, retrieve, expire) and refunds are checked by stripe-mock first (its 4xx answers are
 *   passed back as they are), then kept here, so a session read back is the one created, with its amount, metadata
 *   and state; Stripe's idempotency keys are honoured (the same key answers the first result).
 * - Listing Checkout Sessions and refunds answers the ones kept here, newest first, in Stripe's list shape, with its
 *   `created[gte]`/`created[lt]` bounds and `limit`/`starting_after` pages (stripe-mock, keeping nothing, cannot).
 * - Every other call is passed through to stripe-mock.
 * - Each session has a payment page at `/pay/<id>` with "Pay", "Decline" and "Abandon", and "Pay with PayPal" when the
 *   session's `payment_method_types` name `paypal` (or name nothing: Stripe then offers the dashboard's methods,
 *   `activatedMethods`); it plays the customer and then sends the webhook Stripe would (checkout.session.completed, payment_intent.payment_failed,
 *   checkout.session.expired; a refund sends charge.refunded), signed with the webhook secret as Stripe signs:
 *   `Stripe-Signature: t=<unix seconds>,v1=<HMAC-SHA256(secret, "<t>.<payload>")>`. A delivery answered with an
 *   error, or not answered, is tried again in the background, as Stripe does (for three days): after 1 s, 2 s, 4 s…
 *   (at most 30 s apart) until it is answered with a 2xx or ten minutes have passed (`redeliverForMs`).
 */
export interface StripeStandIn {
  /** The API's address for the SDK (STRIPE_API_BASE); its payment pages are under it too. */
  apiBase: string;
  webhookSecret: string;
  /** Where webhooks go (the payments service's webhook route); set once the service is listening. */
  webhookUrl: string | null;
  /**
   * The payment methods turned on in the account's dashboard (card and PayPal unless a test changes it): a session
   * naming another is refused, as Stripe refuses one not activated, and its idempotency key is not kept.
   */
  activatedMethods: Set<string>;
  sessions: Map<string, StandInSession>;
  /**
   * Every event sent, in order, with its latest delivery's answer (its status, or 0 when none came) and how many
   * deliveries it took; a redelivery updates its entry.
   */
  sent: Array<{ event: StripeEventShape; status: number; deliveries: number }>;
  /** Webhook requests sent and not yet answered, each with when it was sent (performance.now()). */
  deliveriesUnderWay: ReadonlySet<{ sentAt: number }>;
  /** The payment page of a session. */
  pageUrl: (sessionId: string) => string;
  /**
   * The customer pays (by card unless told): the session completes and checkout.session.completed is sent. A method
   * the session does not offer is refused, as Stripe's page never shows it.
   */
  pay: (sessionId: string, method?: StandInPaymentMethod) => Promise<StripeEventShape>;
  /** The customer's card is declined: payment_intent.payment_failed is sent; the page still takes another card. */
  decline: (sessionId: string) => Promise<StripeEventShape>;
  /** The customer goes back without paying and the session expires: checkout.session.expired is sent. */
  abandon: (sessionId: string) => Promise<StripeEventShape>;
  /** Sends an event (again), signed now or at `timestamp` (unix seconds); resolves with the webhook's answer. */
  deliver: (
    event: StripeEventShape,
    options?: { timestamp?: number; secret?: string },
  ) => Promise<{ status: number; body: string }>;
  /** The Stripe-Signature header for a payload. */
  sign: (payload: string, timestamp?: number, secret?: string) => string;
  stop: () => Promise<void>;
}

export type StandInPaymentMethod = 'card' | 'paypal';

export interface StandInSession {
  id: string;
  /** The methods its page offers: the session's `payment_method_types`, or card and PayPal when it named none. */
  paymentMethodTypes: string[];
  /** How the customer paid, once they have. */
  paidWith: StandInPaymentMethod | null;
  /** What the customer pays for: the first line's name. */
  description: string;
  /** The session as the API answers it. */
  object: Record<string, unknown>;
  amountTotal: number;
  currency: string;
  metadata: Record<string, string>;
  /** The metadata its PaymentIntent carries (payment_intent_data[metadata]). */
  intentMetadata: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  paymentIntentId: string | null;
  chargeId: string | null;
  amountRefunded: number;
  successUrl: string;
  cancelUrl: string | null;
  expiresAt: number;
}

export interface StripeEventShape {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: Record<string, unknown> };
}

export interface StripeStandInOptions {
  webhookSecret: string;
  webhookUrl?: string;
  /** stripe-mock's address (the engines' 127.0.0.1:STRIPE_MOCK_PORT, 12111 unless set). */
  stripeMockUrl?: string;
  /** 0 (any free port) unless set; `npm start` uses a fixed one so the pages' addresses stay the same. */
  port?: number;
  /** How long a failed delivery is tried again from the event (Stripe's go on for three days); 10 minutes unless set. */
  redeliverForMs?: number;
}

/** The API version the events say they were rendered with (the SDK's pinned one). */
const API_VERSION = '2026-10-28.endive';

/** The first wait before a failed delivery is tried again, doubling each time up to the longest. */
const FIRST_REDELIVERY_MS = 1_000;
const LONGEST_REDELIVERY_MS = 30_000;

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Stripe's form-encoded body as flat keys (`metadata[orderId]`, `line_items[0][quantity]`). */
const formOf = (raw: string) => new Map(new URLSearchParams(raw));

/** The entries under one prefix of a form (`metadata[` gives the metadata). */
function mapUnder(form: Map<string, string>, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = key.startsWith(prefix) ? /^([^\]]+)\]$/.exec(key.slice(prefix.length)) : null;
    if (match) found[match[1]] = value;
  }
  return found;
}

/** An API call's answer; `kept: false` for a request refused before it ran, whose idempotency key Stripe does not keep. */
interface Answer {
  status: number;
  body: string;
  kept?: false;
}

/** A form's list (`payment_method_types[0]`, `[1]`…) in order; empty when it has none. */
function listUnder(form: Map<string, string>, name: string): string[] {
  const found: string[] = [];
  for (const [key, value] of form) {
    const match = /^(\w+)\[(\d+)\]$/.exec(key);
    if (match?.[1] === name) found[Number(match[2])] = value;
  }
  return found.filter((value) => value !== undefined);
}

/** The methods the stand-in's dashboard has on unless a test changes them: what a session naming none offers. */
const DASHBOARD_METHODS = ['card', 'paypal'];

/** A Checkout Session's total: each line's unit amount times its quantity. */
function totalOf(form: Map<string, string>): number {
  let total = 0;
  for (const [key, value] of form) {
    const line = /^line_items\[(\d+)\]\[price_data\]\[unit_amount\]$/.exec(key);
    if (line) total += Number(value) * Number(form.get(`line_items[${line[1]}][quantity]`) ?? 1);
  }
  return total;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const stripeMockUrl = options.stripeMockUrl ?? `http://127.0.0.1:${process.env.STRIPE_MOCK_PORT ?? 12111}`;
  const redeliverForMs = options.redeliverForMs ?? 600_000;
  const sessions = new Map<string, StandInSession>();
  const sessionsByIntent = new Map<string, StandInSession>();
  /** Every refund made, as the API answered it, oldest first: the refunds list answers them. */
  const refunds: Array<Record<string, unknown>> = [];
  /** Idempotency key -> the request's body and the first answer, as Stripe keeps them. */
  const idempotent = new Map<string, { request: string; status: number; body: string }>();
  const inFlight = new Set<string>();
  const sent: StripeStandIn['sent'] = [];
  const deliveriesUnderWay = new Set<{ sentAt: number }>();
  const redeliveries = new Set<NodeJS.Timeout>();
  let stopped = false;
  let apiBase = '';

  const sign = (payload: string, timestamp = now(), secret = options.webhookSecret) =>
    `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;

  const post = async (event: StripeEventShape, timestamp?: number, secret?: string) => {
    if (!standIn.webhookUrl) throw new Error('The Stripe stand-in has no webhook address');
    const payload = JSON.stringify(event, null, 2);
    const delivery = { sentAt: performance.now() };
    deliveriesUnderWay.add(delivery);
    try {
      const res = await fetch(standIn.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': sign(payload, timestamp, secret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      return { status: res.status, body: await res.text() };
    } catch {
      return { status: 0, body: '' };
    } finally {
      deliveriesUnderWay.delete(delivery);
    }
  };

  const delivered = (status: number) => status >= 200 && status < 300;

  /** Tries a failed delivery again after `waitMs`, then twice as long (at most the longest wait), until the bound. */
  const redeliver = (entry: StripeStandIn['sent'][number], waitMs: number, until: number) => {
    if (stopped || Date.now() + waitMs > until) return;
    const timer = setTimeout(async () => {
      redeliveries.delete(timer);
      const answer = await post(entry.event);
      entry.status = answer.status;
      entry.deliveries += 1;
      if (!delivered(answer.status)) redeliver(entry, Math.min(waitMs * 2, LONGEST_REDELIVERY_MS), until);
    }, waitMs);
    redeliveries.add(timer);
  };

  /**
   * Sends an event as Stripe does: resolves once its first delivery is answered (the customer's page does not wait
   * for more), and a failed one is tried again in the background, waiting longer each time.
   */
  const send = async (type: string, object: Record<string, unknown>): Promise<StripeEventShape> => {
    const event: StripeEventShape = {
      id: newId('evt'),
      object: 'event',
      type,
      created: now(),
      livemode: false,
      api_version: API_VERSION,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    const until = Date.now() + redeliverForMs;
    const { status } = await post(event);
    const entry = { event, status, deliveries: 1 };
    sent.push(entry);
    if (!delivered(status)) redeliver(entry, FIRST_REDELIVERY_MS, until);
    return event;
  };

  const sessionObject = (s: StandInSession) => ({
    ...s.object,
    status: s.status,
    payment_status: s.status === 'complete' ? 'paid' : 'unpaid',
    payment_intent: s.paymentIntentId,
    url: s.status === 'open' ? `${apiBase}/pay/${s.id}` : null,
  });

  const intentFor = (s: StandInSession) => {
    if (!s.paymentIntentId) {
      s.paymentIntentId = newId('pi');
      sessionsByIntent.set(s.paymentIntentId, s);
    }
    return s.paymentIntentId;
  };

  const openSession = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw Object.assign(new Error(`No such checkout.session: '${id}'`), { status: 404 });
    if (s.status !== 'open')
      throw Object.assign(new Error('This Checkout Session is no longer open.'), { status: 400 });
    return s;
  };

  const pay = async (id: string, method: StandInPaymentMethod = 'card') => {
    const s = openSession(id);
    if (!s.paymentMethodTypes.includes(method)) {
      throw Object.assign(new Error(`This Checkout Session does not offer ${method}.`), { status: 400 });
    }
    s.paidWith = method;
    intentFor(s);
    s.chargeId = newId('ch');
    s.status = 'complete';
    return send('checkout.session.completed', sessionObject(s));
  };

  const decline = async (id: string) => {
    const s = openSession(id);
    return send('payment_intent.payment_failed', {
      id: intentFor(s),
      object: 'payment_intent',
      amount: s.amountTotal,
      currency: s.currency,
      status: 'requires_payment_method',
      metadata: s.intentMetadata,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
  };

  const expire = async (s: StandInSession) => {
    s.status = 'expired';
    return send('checkout.session.expired', sessionObject(s));
  };
  const abandon = async (id: string) => expire(openSession(id));

  /** Checks a request with stripe-mock: its answer, or null when it took the request. */
  const checkedByStripeMock = async (req: IncomingMessage, raw: string) => {
    const res = await fetch(`${stripeMockUrl}${req.url}`, {
      method: req.method,
      headers: {
        authorization: req.headers.authorization ?? '',
        'content-type': req.headers['content-type'] ?? 'application/x-www-form-urlencoded',
        ...(req.headers['stripe-version'] && { 'stripe-version': String(req.headers['stripe-version']) }),
      },
      body: req.method === 'GET' || req.method === 'DELETE' ? undefined : raw,
    });
    return { status: res.status, body: await res.text() };
  };

  const createSession = async (req: IncomingMessage, raw: string): Promise<Answer> => {
    const checked = await checkedByStripeMock(req, raw);
    if (checked.status >= 400) return checked;
    const form = formOf(raw);
    const inactive = listUnder(form, 'payment_method_types').find((type) => !standIn.activatedMethods.has(type));
    if (inactive) {
      return {
        ...stripeError(
          400,
          `The payment method type provided: ${inactive} is invalid. Please ensure the provided type is activated in your dashboard.`,
          'payment_method_types',
        ),
        // Refused before it ran: Stripe keeps no answer for its key.
        kept: false,
      };
    }
    const id = newId('cs_test');
    const expiresAt = Number(form.get('expires_at') ?? now() + 24 * 3600);
    const named = listUnder(form, 'payment_method_types');
    const session: StandInSession = {
      id,
      paymentMethodTypes: named.length > 0 ? named : [...standIn.activatedMethods],
      paidWith: null,
      description: form.get('line_items[0][price_data][product_data][name]') ?? id,
      object: {},
      amountTotal: totalOf(form),
      currency: form.get('line_items[0][price_data][currency]') ?? 'gbp',
      metadata: mapUnder(form, 'metadata['),
      intentMetadata: mapUnder(form, 'payment_intent_data[metadata]['),
      status: 'open',
      paymentIntentId: null,
      chargeId: null,
      amountRefunded: 0,
      successUrl: form.get('success_url') ?? '',
      cancelUrl: form.get('cancel_url') ?? null,
      expiresAt,
    };
    session.object = {
      ...(JSON.parse(checked.body) as Record<string, unknown>),
      id,
      object: 'checkout.session',
      mode: form.get('mode'),
      amount_subtotal: session.amountTotal,
      amount_total: session.amountTotal,
      currency: session.currency,
      metadata: session.metadata,
      client_reference_id: form.get('client_reference_id') ?? null,
      customer_email: form.get('customer_email') ?? null,
      payment_method_types: session.paymentMethodTypes,
      success_url: session.successUrl,
      cancel_url: session.cancelUrl,
      expires_at: expiresAt,
      created: now(),
      livemode: false,
    };
    sessions.set(id, session);
    return { status: 200, body: JSON.stringify(sessionObject(session)) };
  };

  const createRefund = async (req: IncomingMessage, raw: string) => {
    const checked = await checkedByStripeMock(req, raw);
    if (checked.status >= 400) return checked;
    const form = formOf(raw);
    const s = sessionsByIntent.get(form.get('payment_intent') ?? '');
    if (!s || s.status !== 'complete') {
      return stripeError(400, `No such payment_intent: '${form.get('payment_intent') ?? ''}'`, 'payment_intent');
    }
    const amount = Number(form.get('amount') ?? s.amountTotal - s.amountRefunded);
    if (amount <= 0 || s.amountRefunded + amount > s.amountTotal) {
      return stripeError(
        400,
        `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge`,
        'amount',
      );
    }
    s.amountRefunded += amount;
    const refund: Record<string, unknown> = {
      ...(JSON.parse(checked.body) as Record<string, unknown>),
      id: newId('re'),
      object: 'refund',
      amount,
      currency: s.currency,
      charge: s.chargeId,
      payment_intent: s.paymentIntentId,
      metadata: mapUnder(form, 'metadata['),
      reason: form.get('reason') ?? null,
      status: 'succeeded',
      created: now(),
    };
    refunds.push(refund);
    // Stripe confirms a refund by webhook a moment after answering the call.
    setImmediate(() => {
      void send('charge.refunded', {
        id: s.chargeId,
        object: 'charge',
        amount: s.amountTotal,
        amount_captured: s.amountTotal,
        amount_refunded: s.amountRefunded,
        currency: s.currency,
        payment_intent: s.paymentIntentId,
        metadata: s.intentMetadata,
        paid: true,
        refunded: s.amountRefunded === s.amountTotal,
        status: 'succeeded',
      });
    });
    return { status: 200, body: JSON.stringify(refund) };
  };

  const stripeError = (status: number, message: string, param?: string): Answer => ({
    status,
    body: JSON.stringify({ error: { type: 'invalid_request_error', message, ...(param && { param }) } }),
  });

  /**
   * A list call answered from what is kept here, as Stripe answers it: newest first, within `created[gte]` and
   * `created[lt]` (or `gt`/`lte`), `limit` (10 unless set, 100 at most) objects after `starting_after`.
   */
  const list = async (req: IncomingMessage, path: string, objects: Array<Record<string, unknown>>) => {
    const checked = await checkedByStripeMock(req, '');
    if (checked.status >= 400) return checked;
    const query = new URL(req.url ?? '/', 'http://stand-in').searchParams;
    const bound = (name: string) => (query.has(`created[${name}]`) ? Number(query.get(`created[${name}]`)) : null);
    const [gte, gt, lt, lte] = [bound('gte'), bound('gt'), bound('lt'), bound('lte')];
    const inRange = objects
      .filter(({ created }) => {
        const at = created as number;
        return (
          (gte === null || at >= gte) &&
          (gt === null || at > gt) &&
          (lt === null || at < lt) &&
          (lte === null || at <= lte)
        );
      })
      .reverse();
    const after = query.get('starting_after');
    const start = after ? inRange.findIndex((o) => o.id === after) + 1 : 0;
    if (after && start === 0) return stripeError(400, `No such object: '${after}'`, 'starting_after');
    const limit = Math.min(Number(query.get('limit') ?? 10), 100);
    const data = inRange.slice(start, start + limit);
    return {
      status: 200,
      body: JSON.stringify({ object: 'list', data, has_more: start + limit < inRange.length, url: path }),
    };
  };

  /** The answer to one API call, before idempotency. */
  const answer = async (req: IncomingMessage, raw: string): Promise<Answer> => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    try {
      if (req.method === 'POST' && path === '/v1/checkout/sessions') return await createSession(req, raw);
      if (req.method === 'GET' && path === '/v1/checkout/sessions')
        return await list(req, path, [...sessions.values()].map(sessionObject));
      if (req.method === 'GET' && path === '/v1/refunds') return await list(req, path, refunds);
      const one = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      if (one && req.method === 'GET' && !one[2]) {
        const s = sessions.get(one[1]);
        return s
          ? { status: 200, body: JSON.stringify(sessionObject(s)) }
          : stripeError(404, `No such checkout.session: '${one[1]}'`, 'session');
      }
      if (one && req.method === 'POST' && one[2]) {
        const s = openSession(one[1]);
        await expire(s);
        return { status: 200, body: JSON.stringify(sessionObject(s)) };
      }
      if (req.method === 'POST' && path === '/v1/refunds') return await createRefund(req, raw);
      return await checkedByStripeMock(req, raw);
    } catch (err) {
      const status = (err as { status?: number }).status ?? 500;
      return stripeError(status, (err as Error).message);
    }
  };

  const page = (res: ServerResponse, s: StandInSession, note = '') => {
    const amount = `£${(s.amountTotal / 100).toFixed(2)}`;
    const title = escapeHtml(s.description);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay ${amount}</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto">
<h1>Pay ${amount}</h1><p>${title}</p><p>Local Stripe stand-in: no card is taken.</p>
${note ? `<p role="alert">${escapeHtml(note)}</p>` : ''}
<form method="post" action="/pay/${s.id}/pay"><button type="submit">Pay</button></form>
${s.paymentMethodTypes.includes('paypal') ? `<form method="post" action="/pay/${s.id}/paypal"><button type="submit">Pay with PayPal</button></form>` : ''}
<form method="post" action="/pay/${s.id}/decline"><button type="submit">Decline</button></form>
<form method="post" action="/pay/${s.id}/abandon"><button type="submit">Abandon</button></form>
</body></html>`);
  };

  const redirect = (res: ServerResponse, to: string) => {
    res.writeHead(303, { location: to });
    res.end();
  };

  /** The payment page and its buttons. */
  const servePage = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const [, , id, action] = path.split('/');
    const s = sessions.get(id);
    if (!s) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('No such payment page');
    }
    if (s.status !== 'open') {
      res.writeHead(410, { 'content-type': 'text/plain' });
      return res.end(`This payment page is ${s.status === 'complete' ? 'paid' : 'expired'}`);
    }
    if (req.method === 'GET' && !action) return page(res, s);
    if (req.method !== 'POST') return page(res, s);
    if (action === 'pay' || action === 'paypal') {
      const method = action === 'pay' ? 'card' : 'paypal';
      if (!s.paymentMethodTypes.includes(method)) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        return res.end(`This page does not offer ${method}`);
      }
      await pay(id, method);
      return redirect(res, s.successUrl.replace('{CHECKOUT_SESSION_ID}', id));
    }
    if (action === 'decline') {
      await decline(id);
      return page(res, s, 'Your card was declined. Try another card.');
    }
    if (action === 'abandon') {
      await abandon(id);
      return redirect(res, s.cancelUrl ?? s.successUrl.replace('{CHECKOUT_SESSION_ID}', id));
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('No such action');
  };

  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (path.startsWith('/pay/')) return servePage(req, res, path);
    if (!/^Bearer (sk|rk)_/.test(req.headers.authorization ?? '')) {
      const refused = stripeError(401, 'Invalid API Key provided');
      res.writeHead(refused.status, { 'content-type': 'application/json' });
      return res.end(refused.body);
    }
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const scoped = key ? `${req.headers.authorization}:${String(key)}` : null;
    const earlier = scoped ? idempotent.get(scoped) : undefined;
    let result: Answer;
    if (scoped && inFlight.has(scoped)) {
      // As Stripe answers a second request while the first with its key is still running (the SDK retries it).
      result = {
        status: 409,
        body: JSON.stringify({
          error: {
            type: 'idempotency_error',
            message:
              'There is currently another in-progress request using this Idempotency Key. Please try again later.',
          },
        }),
      };
    } else if (earlier && earlier.request !== `${path}?${raw}`) {
      result = stripeError(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
      );
    } else if (earlier) {
      result = earlier;
    } else {
      if (scoped) inFlight.add(scoped);
      result = await answer(req, raw).finally(() => scoped && inFlight.delete(scoped));
      // Stripe keeps an answer for its key unless the request failed before it ran (a 5xx may be retried).
      if (scoped && result.status < 500 && result.kept !== false) {
        idempotent.set(scoped, { request: `${path}?${raw}`, status: result.status, body: result.body });
      }
    }
    res.writeHead(result.status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...(earlier && { 'idempotent-replayed': 'true' }),
      ...(result.status === 409 && { 'stripe-should-retry': 'true' }),
    });
    res.end(result.body);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Stripe expires an unpaid session at its expires_at.
  const expiry = setInterval(() => {
    for (const s of sessions.values()) if (s.status === 'open' && s.expiresAt <= now()) void expire(s);
  }, 5_000);
  expiry.unref();

  const standIn: StripeStandIn = {
    apiBase,
    webhookSecret: options.webhookSecret,
    webhookUrl: options.webhookUrl ?? null,
    activatedMethods: new Set(DASHBOARD_METHODS),
    sessions,
    sent,
    deliveriesUnderWay,
    pageUrl: (id) => `${apiBase}/pay/${id}`,
    pay,
    decline,
    abandon,
    deliver: (event, { timestamp, secret } = {}) => post(event, timestamp, secret),
    sign,
    stop: () => {
      stopped = true;
      clearInterval(expiry);
      for (const timer of redeliveries) clearTimeout(timer);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return standIn;
}
