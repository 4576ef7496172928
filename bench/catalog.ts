/**
 * Catalog benchmark (not a test): seeds 500 products into a fresh database, starts the catalog
 * subgraph and two gateways as child processes (one with the public catalog cache, one with it
 * off), then measures product listing and detail through the gateways' REST shims and GraphQL
 * and directly against the subgraph, 50 connections for about 10 s each. A category listing is also
 * measured against its ceiling: the very bytes the gateway answers, served by a bare node:http
 * server. Run: npm run bench:catalog (needs the local infrastructure running).
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import { dropDatabase, gatewaySignature } from '@shop/kit/testing';
import { PRODUCT_FIELDS } from '@shop/gateway/src/rest/routes/catalog';
import { opsUrlOf, seedProducts, startChild as start, stopChildren, waitFor } from './stack';
import { requireEngines } from './support/require-engines';

const PRODUCTS = 500;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CATALOG_PORT = Number(process.env.BENCH_CATALOG_PORT ?? 4613);
const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 4610);
const UNCACHED_GATEWAY_PORT = GATEWAY_PORT + 1;
const CEILING_PORT = GATEWAY_PORT + 2;
const runId = randomUUID().slice(0, 8);
const dbName = `shop_catalog_bench_${runId}`;

// The fields the REST shims return, so REST, gateway GraphQL and direct GraphQL do the same work.
const LIST_QUERY = `{ products(limit: 20) { ${PRODUCT_FIELDS} } }`;
const detailQuery = (slug: string) => `{ product(slugOrId: "${slug}") { ${PRODUCT_FIELDS} } }`;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * A request straight to the catalog carries the gateway's signature, made afresh for each request
 * as the gateway makes it (a signature is good for 30 s only).
 */
const signedAsGateway = (body: string) => ({
  requests: [
    {
      setupRequest: (request: AutocannonRequest) => ({
        ...request,
        headers: { ...request.headers, ...gatewaySignature(body) },
      }),
    },
  ],
});

async function measure(name: string, url: string, body?: string, direct = false): Promise<Row> {
  const post = body ? { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body } : {};
  const signed = body && direct ? signedAsGateway(body) : {};
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...post, ...signed });
  const row = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
  console.log(
    `${name.padEnd(28)} ${String(row.rps).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms${row.failures ? `   failures ${row.failures}` : ''}`,
  );
  return row;
}

async function main() {
  await requireEngines();
  console.log(`Seeding ${PRODUCTS} products into ${dbName}...`);
  const { slug, categoryId } = await seedProducts(dbName, PRODUCTS);
  const catalogUrl = `http://127.0.0.1:${CATALOG_PORT}`;
  const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
  const uncachedUrl = `http://127.0.0.1:${UNCACHED_GATEWAY_PORT}`;
  // Its own topics and cache generation: the benchmark must not answer, or publish to, a running shop.
  const KAFKA_NAMESPACE = `bench.${runId}.`;
  const gatewayEnv = { KAFKA_NAMESPACE, SUBGRAPHS: `catalog=${catalogUrl}/graphql` };
  const children = [
    start('catalog', 'services/catalog/src/main.ts', {
      PORT: String(CATALOG_PORT),
      MONGODB_DB: dbName,
      KAFKA_NAMESPACE,
    }),
    start('gateway', 'gateway/src/main.ts', { ...gatewayEnv, PORT: String(GATEWAY_PORT) }),
    start('gateway', 'gateway/src/main.ts', {
      ...gatewayEnv,
      PORT: String(UNCACHED_GATEWAY_PORT),
      CATALOG_CACHE_TTL_MS: '0',
    }),
  ];
  try {
    await waitFor(`${opsUrlOf(CATALOG_PORT)}/readyz`);
    await waitFor(`${gatewayUrl}/api/products?limit=1`);
    await waitFor(`${uncachedUrl}/api/products?limit=1`);
    const gql = (query: string) => JSON.stringify({ query });
    console.log(`Warming up, then ${SECONDS} s per run with ${CONNECTIONS} connections.\n`);
    for (const url of [gatewayUrl, uncachedUrl]) {
      await autocannon({ url: `${url}/api/products?limit=20`, connections: 10, duration: 3 });
    }

    // The ceiling: the gateway's own answer, as bytes, from a server that does nothing else.
    const categoryPath = `/api/products?categoryId=${categoryId}`;
    const bytesFile = join(tmpdir(), `catalog-bench-${runId}.json`);
    writeFileSync(bytesFile, Buffer.from(await (await fetch(`${gatewayUrl}${categoryPath}`)).arrayBuffer()));
    children.push(start('ceiling', 'bench/bytes-server.ts', { PORT: String(CEILING_PORT), BYTES_FILE: bytesFile }));
    const ceilingUrl = `http://127.0.0.1:${CEILING_PORT}`;
    await waitFor(ceilingUrl);
    const category = await measure('category REST (gateway)', `${gatewayUrl}${categoryPath}`);
    const ceiling = await measure('category same bytes (bare)', `${ceilingUrl}${categoryPath}`);
    console.log(
      `  gateway / ceiling: ${(category.rps / ceiling.rps).toFixed(2)} (goal at least 0.5, gateway p99 under 30 ms)\n`,
    );

    const rows = [
      await measure('listing  REST (gateway)', `${gatewayUrl}/api/products?limit=20`),
      await measure('listing  GraphQL (gateway)', `${gatewayUrl}/graphql`, gql(LIST_QUERY)),
      await measure('listing  REST (no cache)', `${uncachedUrl}/api/products?limit=20`),
      await measure('listing  GraphQL (no cache)', `${uncachedUrl}/graphql`, gql(LIST_QUERY)),
      await measure('listing  GraphQL (direct)', `${catalogUrl}/graphql`, gql(LIST_QUERY), true),
      await measure('detail   REST (gateway)', `${gatewayUrl}/api/products/${slug}`),
      await measure('detail   GraphQL (gateway)', `${gatewayUrl}/graphql`, gql(detailQuery(slug))),
      await measure('detail   REST (no cache)', `${uncachedUrl}/api/products/${slug}`),
      await measure('detail   GraphQL (no cache)', `${uncachedUrl}/graphql`, gql(detailQuery(slug))),
      await measure('detail   GraphQL (direct)', `${catalogUrl}/graphql`, gql(detailQuery(slug)), true),
    ];
    const ratio = (a: Row, b: Row) => (a.rps / b.rps).toFixed(2);
    console.log('\nGateway / direct throughput (cached; with the cache off):');
    console.log(
      `  listing: REST ${ratio(rows[0], rows[4])}; ${ratio(rows[2], rows[4])}   GraphQL ${ratio(rows[1], rows[4])}; ${ratio(rows[3], rows[4])}`,
    );
    console.log(
      `  detail:  REST ${ratio(rows[5], rows[9])}; ${ratio(rows[7], rows[9])}   GraphQL ${ratio(rows[6], rows[9])}; ${ratio(rows[8], rows[9])}`,
    );
    console.log('(All processes and the load generator share this machine, so treat the numbers as relative.)');
  } finally {
    await stopChildren(children);
    await dropDatabase(dbName);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
