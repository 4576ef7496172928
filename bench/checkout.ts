/**
 * Checkout benchmark (not a test): starts every service and the gateway as child processes with
 * fresh databases, then measures, for 1, 10 and 50 concurrent buyers, the time from
 * `POST /api/orders` to the order reaching `processing` (OrderPlaced through Kafka, the catalog's
 * reservation, StockReserved back to orders). Goal: p95 under 500 ms at 10 concurrent buyers.
 * Run: npm run bench:checkout (needs the local infrastructure running).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { deleteTopicsWithPrefix, dropDatabase, eventually, mintToken } from '@shop/kit/testing';
import { SERVICES, startStack } from '../scripts/lib/stack';

const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 4710);
const ORDERS_PER_LEVEL = Number(process.env.BENCH_ORDERS ?? 100);
const LEVELS = [1, 10, 50];
const GOAL_P95_MS = 500;
// Buyers look every 100 ms; the time taken is read from the order itself (its updatedAt when it
// became processing), so the polling neither loads the machine nor rounds the figures.
const POLL_MS = 100;

const runId = randomUUID().slice(0, 8);
const namespace = `bench.${runId}.`;
const admin = `Bearer ${mintToken('admin')}`;
const address = {
  shippingAddress: '12 High Street',
  shippingCity: 'Lewes',
  shippingState: 'East Sussex',
  shippingPostalCode: 'BN7 2AA',
  paymentMethod: 'credit-card',
};

async function call(url: string, method: string, body: unknown, token: string) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** One buyer's checkout, timed until the order is processing. */
async function timedCheckout(base: string, productId: number): Promise<number> {
  const token = `Bearer ${mintToken('user')}`;
  const started = performance.timeOrigin + performance.now();
  // £100 + free shipping + £20 VAT
  const order = await call(
    `${base}/api/orders`,
    'POST',
    { ...address, total: 120, items: [{ productId, quantity: 1 }] },
    token,
  );
  for (;;) {
    const current = await call(`${base}/api/orders/${order.id}`, 'GET', undefined, token);
    if (current.status === 'processing') return Date.parse(String(current.updatedAt)) - started;
    if (current.status !== 'pending') throw new Error(`order ${order.id} became ${current.status}`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function level(base: string, productId: number, concurrent: number) {
  const durations: number[] = [];
  let next = 0;
  const buyer = async () => {
    while (next < ORDERS_PER_LEVEL) {
      next += 1;
      durations.push(await timedCheckout(base, productId));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrent }, buyer));
  const seconds = (performance.now() - started) / 1000;
  const sorted = durations.sort((a, b) => a - b);
  return {
    concurrent,
    orders: sorted.length,
    'orders/s': Math.round((sorted.length / seconds) * 10) / 10,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    p99: Math.round(percentile(sorted, 99)),
  };
}

async function main() {
  console.log(`starting ${SERVICES.length} services and the gateway...`);
  const stack = await startStack({
    gatewayPort: GATEWAY_PORT,
    portOffset: 600,
    dbSuffix: `_bench_${runId}`,
    env: {
      LOG_LEVEL: 'warn',
      KAFKA_NAMESPACE: namespace,
      NODE_ENV: 'development',
      // One address plays every shopper here; the per-address limits would measure themselves.
      RATE_LIMITS: 'basket=1000000/60,checkout=1000000/60',
    },
    output: (name, line) => process.stderr.write(`[${name}] ${line}\n`),
  });
  try {
    const base = stack.url;
    const category = await call(`${base}/api/categories`, 'POST', { name: 'Bench', slug: `bench-${runId}` }, admin);
    const product = {
      name: 'Bench Mixer',
      slug: `bench-mixer-${runId}`,
      price: 100,
      imageUrl: '/images/products/pa-speaker.svg',
      categoryId: category.id,
      stock: 100_000,
    };
    let productId = 0;
    // The catalog learns the category, then orders the product, from each other's events.
    await eventually(async () => {
      productId = Number((await call(`${base}/api/admin/products`, 'POST', product, admin)).id);
    }, 60_000);
    await eventually(async () => {
      await timedCheckout(base, productId);
    }, 60_000);

    const rows = [];
    for (const concurrent of LEVELS) rows.push(await level(base, productId, concurrent));
    console.log(`\nPOST /api/orders until processing, ${ORDERS_PER_LEVEL} orders per level, times in ms`);
    console.table(rows);
    const atTen = rows.find((r) => r.concurrent === 10)!;
    console.log(
      `goal p95 < ${GOAL_P95_MS} ms at 10 concurrent: ${atTen.p95 < GOAL_P95_MS ? 'met' : 'NOT met'} (${atTen.p95} ms)`,
    );
  } finally {
    await stack.stop();
    await Promise.all(SERVICES.map((s) => dropDatabase(`shop_${s.name}_bench_${runId}`)));
    await deleteTopicsWithPrefix(namespace);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
