/**
 * Costly-queries benchmark (not a test): seeds 500 products, starts the catalog subgraph and a
 * gateway (catalogue cache off, budget out of the way) as child processes, then times a product
 * page (GET /api/products/{slug}) alone and while 8 clients each keep running a costly nested
 * query the limits allow, every one with a fresh alias so nothing is cached. Heavy operations
 * take turns (GRAPHQL_HEAVY_AT_ONCE); the gateway's defaults are used for the rest. Then, on a second gateway at
 * every production default, one client loops the costliest query the limits allow until the budget refuses it,
 * and the time its answers took is printed.
 * Run: npm run bench:limits (needs the local infrastructure running).
 */
import { randomUUID } from 'node:crypto';
import { dropDatabase } from '@shop/kit/testing';
import { opsUrlOf, seedProducts, startChild, stopChildren, waitFor } from './stack';
import { requireEngines } from './support/require-engines';
import { liftedLimits } from './support/lifted-limits';

const PRODUCTS = 500;
const HEAVY_CLIENTS = 8;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const CATALOG_PORT = Number(process.env.BENCH_CATALOG_PORT ?? 4623);
const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 4620);
const DEFAULTS_GATEWAY_PORT = GATEWAY_PORT + 1;
const runId = randomUUID().slice(0, 8);
const dbName = `shop_catalog_bench_${runId}`;

/** Ten products, five levels of related under each: about 13,700 fields, a cost of 23,891 (limit 100,000). */
const costly = (alias: string) =>
  `{ ${alias}: products(limit: 10) { related { related { related { related { related { id name } } } } } } }`;

/**
 * The costliest query the limits allow, on a catalogue of 500: sixteen listings of 200 products with their related,
 * costed 99,216 (limit 100,000), every list full, so the answer holds what the cost counted.
 */
const costliest = (alias: string) =>
  `{ ${Array.from({ length: 16 }, (_, i) => `${alias}_${i}: products(limit: 200) { id name slug price sku description related { id name slug price sku description } }`).join(' ')} }`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

interface Timings {
  p50: number;
  p95: number;
  max: number;
  failed: number;
}

async function timeProductPage(url: string): Promise<Timings> {
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) failed++;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1], failed };
}

async function main() {
  await requireEngines();
  console.log(`Seeding ${PRODUCTS} products into ${dbName}...`);
  const { slug } = await seedProducts(dbName, PRODUCTS);
  const catalogUrl = `http://127.0.0.1:${CATALOG_PORT}`;
  const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
  const KAFKA_NAMESPACE = `bench.${runId}.`;
  const children = [
    startChild('catalog', 'services/catalog/src/main.ts', {
      PORT: String(CATALOG_PORT),
      MONGODB_DB: dbName,
      KAFKA_NAMESPACE,
    }),
    startChild('gateway', 'gateway/src/main.ts', {
      KAFKA_NAMESPACE,
      SUBGRAPHS: `catalog=${catalogUrl}/graphql`,
      PORT: String(GATEWAY_PORT),
      CATALOG_CACHE_TTL_MS: '0',
      // The budget would soon answer these clients 429; this measures what the time limit leaves.
      ...liftedLimits({ GRAPHQL_COST_PER_MINUTE: '1000000000' }),
    }),
    // The same at the production defaults, for the loop that the budget must stop.
    startChild('gateway-defaults', 'gateway/src/main.ts', {
      KAFKA_NAMESPACE: `${KAFKA_NAMESPACE}defaults.`,
      SUBGRAPHS: `catalog=${catalogUrl}/graphql`,
      PORT: String(DEFAULTS_GATEWAY_PORT),
    }),
  ];
  try {
    await waitFor(`${opsUrlOf(CATALOG_PORT)}/readyz`);
    await waitFor(`${gatewayUrl}/api/products?limit=1`);
    const page = `${gatewayUrl}/api/products/${slug}`;
    await timeProductPage(page);
    const quiet = await timeProductPage(page);

    let running = true;
    const answers = { ok: 0, busy: 0, timedOut: 0, other: 0 };
    const heavy = async (client: number) => {
      for (let n = 0; running; n++) {
        const start = performance.now();
        const res = await fetch(`${gatewayUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: costly(`c${client}_${n}_${runId}`) }),
        });
        await res.arrayBuffer();
        if (res.status === 200) answers.ok++;
        else if (res.status === 503) answers.busy++;
        else if (res.status === 504) answers.timedOut++;
        else answers.other++;
        heavyTimes.push(performance.now() - start);
      }
    };
    const heavyTimes: number[] = [];
    const load = Array.from({ length: HEAVY_CLIENTS }, (_, i) => heavy(i));
    const busy = await timeProductPage(page);
    running = false;
    await Promise.all(load);
    heavyTimes.sort((a, b) => a - b);

    const row = (name: string, r: Timings) =>
      console.log(
        `${name.padEnd(36)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   max ${r.max.toFixed(1).padStart(6)} ms${r.failed ? `   failed ${r.failed}` : ''}`,
      );
    console.log(`\nGET /api/products/{slug}, ${SAMPLES} times one after another (cache off):`);
    row('alone', quiet);
    row(`with ${HEAVY_CLIENTS} costly queries running`, busy);
    console.log(
      `\nCostly queries meanwhile: ${answers.ok} answered, ${answers.busy} refused busy (503), ` +
        `${answers.timedOut} timed out (504), ${answers.other} other; ` +
        `p50 ${percentile(heavyTimes, 0.5).toFixed(0)} ms, max ${heavyTimes[heavyTimes.length - 1].toFixed(0)} ms.`,
    );
    console.log('Goal: the product page under 100 ms (p95) while they run. (Everything shares this machine.)');

    // One client sends the costliest allowed query again and again, each with fresh aliases, until it is refused.
    const defaultsUrl = `http://127.0.0.1:${DEFAULTS_GATEWAY_PORT}`;
    await waitFor(`${defaultsUrl}/api/products?limit=1`);
    let answered = 0;
    let answeringMs = 0;
    for (let n = 0; ; n++) {
      const start = performance.now();
      const res = await fetch(`${defaultsUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: costliest(`loop${n}_${runId}`) }),
      });
      await res.arrayBuffer();
      if (res.status === 429) break;
      if (res.status !== 200) throw new Error(`the costliest query answered ${res.status}`);
      answered++;
      answeringMs += performance.now() - start;
    }
    console.log(
      `\nThe costliest allowed query (cost 99,216) in a loop at the default budget: refused (429) after ${answered} ` +
        `answers, which took ${answeringMs.toFixed(0)} ms to answer one after another. Goal: refused within about 1 s.`,
    );
  } finally {
    await stopChildren(children);
    await dropDatabase(dbName);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
