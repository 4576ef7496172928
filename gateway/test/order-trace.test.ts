import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { DEVELOPMENT_PAGES_SECRET, TRACE_GRANT_HEADER, traceGrantFor } from '@shop/kit';
import { deleteTopicsWithPrefix, dropDatabase, eventually, mintToken } from '@shop/kit/testing';
import { localSmtpSettings } from '@shop/test-support/email-settings';
import { SERVICES, startStack, type RunningStack } from '@shop/stack/process-stack';
import { startSmtp, type LocalSmtp } from '@shop/test-support/smtp';
import { orderPage } from './support/pay-order';
import { address, adminToken, shopProducts, whenKnown } from './support/shop';

/**
 * One order, one trace: the stack runs as processes (as `npm start` runs it, each process's main.ts starting
 * OpenTelemetry first) exporting every span to the local Jaeger (`bash scripts/infra.sh start`), all kept. The order
 * is placed in a trace of the test's own, named as the page service names its trace to the gateway (a traceparent
 * under a grant signed with the secret they share; the gateway ignores any other caller's), paid on the Stripe
 * stand-in's page, and its trace is then read back from Jaeger's query API.
 */
const JAEGER_OTLP_URL = process.env.JAEGER_OTLP_URL ?? 'http://127.0.0.1:4318';
const JAEGER_UI_URL = process.env.JAEGER_UI_URL ?? 'http://127.0.0.1:16686';
/** Ports of their own (services 4851..., the gateway 4840), beside `npm start`'s and the browser tests'. */
const PORT_OFFSET = 750;
const GATEWAY_PORT = 4840;
const run = randomUUID().slice(0, 8);
const namespace = `test.trace-${run}.`;
const dbSuffix = `_trace_${run}`;

interface JaegerSpan {
  operationName: string;
  processID: string;
  tags: Array<{ key: string; value: unknown }>;
}
interface JaegerTrace {
  spans: JaegerSpan[];
  processes: Record<string, { serviceName: string }>;
}

/** A new trace of the test's own, and the headers that make the gateway continue it. */
function testTrace() {
  const traceId = randomBytes(16).toString('hex');
  return {
    traceId,
    headers: {
      traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
      [TRACE_GRANT_HEADER]: traceGrantFor(traceId, DEVELOPMENT_PAGES_SECRET),
    },
  };
}

/** The trace as Jaeger holds it: each span as its process's name, its own name and its tags. */
async function traceOf(traceId: string) {
  const res = await fetch(`${JAEGER_UI_URL}/api/traces/${traceId}`);
  if (!res.ok) throw new Error(`Jaeger answered ${res.status} for trace ${traceId}`);
  const [found] = ((await res.json()) as { data: JaegerTrace[] }).data;
  return found.spans.map((span) => ({
    service: found.processes[span.processID].serviceName,
    name: span.operationName,
    tag: (key: string) => span.tags.find((t) => t.key === key)?.value,
  }));
}

let stack: RunningStack;
let smtp: LocalSmtp;
let mixer: { id: number; slug: string };

beforeAll(async () => {
  const viewer = await fetch(`${JAEGER_UI_URL}/api/services`).catch(() => null);
  if (!viewer?.ok) throw new Error(`No Jaeger at ${JAEGER_UI_URL}: start it with bash scripts/infra.sh start`);
  smtp = await startSmtp();
  stack = await startStack({
    gatewayPort: GATEWAY_PORT,
    portOffset: PORT_OFFSET,
    dbSuffix,
    env: {
      KAFKA_NAMESPACE: namespace,
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: JAEGER_OTLP_URL,
      OTEL_TRACES_SAMPLER_ARG: '1',
    },
    output: (name, line) => process.stderr.write(`[${name}] ${line}\n`),
    readyTimeoutMs: 240_000,
  });
}, 300_000);

afterAll(async () => {
  await stack?.stop();
  await smtp?.stop();
  await Promise.all(SERVICES.map((s) => dropDatabase(`shop_${s.name}${dbSuffix}`)));
  await deleteTopicsWithPrefix(namespace);
}, 120_000);

it("holds an order's whole way in one trace, its payment too: the gateway, orders, the catalog's reservation, the saga's reply, Stripe's webhook, notify and the SMTP send", async () => {
  const settings = await request(stack.url)
    .post('/api/admin/email-settings')
    .set('authorization', adminToken)
    .send(localSmtpSettings(smtp.port));
  expect(settings.status).toBe(200);
  const shop = await shopProducts(stack.url);
  mixer = await shop.create({ name: 'Traced Mixer', price: 100, stock: 5 });

  const token = `Bearer ${mintToken('user')}`;
  const { traceId, headers } = testTrace();
  const placed = await whenKnown(() =>
    request(stack.url)
      .post('/api/orders')
      .set('authorization', token)
      .set(headers)
      .send({
        ...address,
        total: 120,
        customerEmail: 'traced@soundhire.test',
        items: [{ productId: mixer.id, quantity: 1, price: 100 }],
      }),
  );
  expect(placed.status).toBe(201);
  const orderId = placed.body.id as number;
  // Paid later, as a customer pays: Stripe's page asked for in a request of its own (no traceparent), Pay pressed on
  // the Stripe stand-in's page, and its webhook's own request. The confirmation still joins the placing's trace.
  const checkoutUrl = await orderPage(stack.url, token, orderId);
  const pressed = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(pressed.status).toBe(303);
  await eventually(
    () => expect(smtp.received.some((m) => m.subject === `Order #${orderId} confirmed`)).toBe(true),
    60_000,
  );

  const consumed = (spans: Awaited<ReturnType<typeof traceOf>>, service: string, type: string) =>
    spans.some((s) => s.service === service && s.tag('event.type') === type && s.tag('span.kind') === 'consumer');
  await eventually(async () => {
    const spans = await traceOf(traceId);
    expect(spans.some((s) => s.service === 'gateway' && s.tag('span.kind') === 'server')).toBe(true);
    expect(spans.some((s) => s.service === 'orders' && s.tag('span.kind') === 'server')).toBe(true);
    // The catalog reserves the order's stock (OrderPlaced) and orders takes its answer (StockReserved).
    expect(consumed(spans, 'catalog', 'OrderPlaced')).toBe(true);
    expect(consumed(spans, 'orders', 'StockReserved')).toBe(true);
    // Stripe's webhook for the order's page, its PaymentSucceeded taken by orders, and the OrderPaid that follows.
    expect(spans.some((s) => s.service === 'payments' && s.name === 'stripe checkout.session.completed')).toBe(true);
    expect(consumed(spans, 'orders', 'PaymentSucceeded')).toBe(true);
    expect(consumed(spans, 'notify', 'OrderPaid')).toBe(true);
    // notify's email job, queued while it handled OrderPaid, sends in the same trace.
    expect(spans.some((s) => s.service === 'notify' && s.tag('messaging.system') === 'bullmq')).toBe(true);
    expect(spans.some((s) => s.service === 'notify' && s.name === 'smtp send')).toBe(true);
  }, 90_000);
}, 240_000);

it("holds a page's server render and its API calls in the browser's request's trace", async () => {
  // A render slower than production's deadline sends the plain shell, as it should, and is not kept: on a loaded
  // machine the page is asked for again, each time in a trace of its own, until it comes rendered on the server.
  let traceId = '';
  await eventually(async () => {
    const trace = testTrace();
    traceId = trace.traceId;
    const page = await request(stack.url).get(`/product/${mixer.slug}`).set(trace.headers);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Traced Mixer');
  }, 60_000);
  await eventually(async () => {
    const spans = await traceOf(traceId);
    expect(spans.some((s) => s.service === 'storefront' && s.name === 'render page')).toBe(true);
    // The browser's request and the render's API call, both through the gateway.
    expect(spans.filter((s) => s.service === 'gateway' && s.tag('span.kind') === 'server').length).toBeGreaterThan(1);
    expect(spans.some((s) => s.service === 'catalog' && s.tag('span.kind') === 'server')).toBe(true);
  }, 90_000);
}, 120_000);
