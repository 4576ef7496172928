/**
 * Page benchmark (not a test): the shop's pages from the page service, as the ingress routes them. Starts every
 * service, the gateway and the page service with the demo data, then for the home page, a category, a product and
 * /hire measures, 50 connections for BENCH_SECONDS (10) each:
 *  - the anonymous page from the cache (a browser's Accept-Encoding, so the Brotli copy), beside its ceiling: the very
 *    bytes it answered, from a bare node:http server (bench/bytes-server.ts) in the same run;
 *  - the page rendered afresh (a request with a basket cookie is never served from the cache), at 1 connection
 *    (p50) and at 20.
 * Prints the table and each page's ratio to its ceiling, then the CPU time an uncached page costs each process of
 * the stack (the engines and this process, the load generator, included). Run: npm run bench:pages (needs the local
 * infrastructure running and the apps built: bash scripts/build-apps.sh).
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CART_COOKIE } from '@shop/contracts';
import { saleProducts } from '@shop/test-support/catalog-data';
import { categories } from '@shop/test-support/content-data';
import { seed } from '@shop/test-support/seed';
import { startBenchStack, startChild, stopChildren, waitFor } from './stack';
import { round, sum } from './support/figures';
import { cpuBetween, cpuSnapshot, watchedProcesses } from './support/processes';
import { requireEngines } from './support/require-engines';
import { liftedLimits } from './support/lifted-limits';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CACHED_CONNECTIONS = 50;
const UNCACHED_CONNECTIONS = 20;
const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 4790);
const CEILING_PORT = GATEWAY_PORT + 150;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const runId = randomUUID().slice(0, 8);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** Answers received in the run. */
  answered: number;
}

async function measure(url: string, connections: number, headers: Record<string, string>, seconds = SECONDS) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    answered: result.requests.total,
  } satisfies Figures;
}

/** A page's answer as sent: its bytes undecoded, with the headers the ceiling repeats. */
function rawPage(url: string): Promise<{ body: Buffer; type: string; encoding?: string; cache: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          type: String(res.headers['content-type']),
          encoding: res.headers['content-encoding'],
          cache: res.headers.etag ? 'kept' : `not kept (${res.statusCode})`,
        }),
      );
    }).on('error', reject);
  });
}

async function main() {
  await requireEngines();
  console.log('Starting the services, the gateway and the page service with the demo data...');
  const stack = await startBenchStack(runId, {
    gatewayPort: GATEWAY_PORT,
    portOffset: 690,
    env: {
      LOG_LEVEL: 'error',
      // Every render asks the API from the page service's one address; the per-client budget is not measured here.
      ...liftedLimits({ GRAPHQL_COST_PER_MINUTE: '100000000' }),
    },
    output: () => undefined,
  });
  const children = [];
  try {
    await seed(stack.url, { username: 'admin', password: 'admin123' }, () => undefined);
    const pages = {
      home: '/',
      category: `/sales/category/${categories.find((c) => !c.parentSlug)!.slug}`,
      product: `/product/${saleProducts[0].slug}`,
      hire: '/hire',
    };
    console.log(
      `Against the page service ${stack.pagesUrl}: cached at ${CACHED_CONNECTIONS} connections, uncached renders ` +
        `(a basket cookie) at 1 and ${UNCACHED_CONNECTIONS}, ${SECONDS} s each.\n`,
    );
    const rows = [];
    const cpuRows = [];
    // The load generator runs in this process, so it is one of the processes read.
    const watched = watchedProcesses(stack.processes);
    for (const [name, path] of Object.entries(pages)) {
      const url = `${stack.pagesUrl}${path}`;
      // Renders once, keeps the page and warms the renderer and the API's caches.
      await measure(url, 4, BROWSER, 2);
      const page = await rawPage(url);
      const bytesFile = join(tmpdir(), `pages-bench-${runId}-${name}`);
      writeFileSync(bytesFile, page.body);
      const ceilingUrl = `http://127.0.0.1:${CEILING_PORT}${path}`;
      const ceilingServer = startChild('ceiling', 'bench/bytes-server.ts', {
        PORT: String(CEILING_PORT),
        BYTES_FILE: bytesFile,
        CONTENT_TYPE: page.type,
        ...(page.encoding ? { CONTENT_ENCODING: page.encoding } : {}),
      });
      children.push(ceilingServer);
      await waitFor(ceilingUrl);
      const cached = await measure(url, CACHED_CONNECTIONS, BROWSER);
      const ceiling = await measure(ceilingUrl, CACHED_CONNECTIONS, BROWSER);
      await stopChildren([ceilingServer]);
      const personal = { ...BROWSER, cookie: `${CART_COOKIE}=bench-${runId}` };
      const single = await measure(url, 1, personal);
      const cpuBefore = cpuSnapshot(watched);
      const crowd = await measure(url, UNCACHED_CONNECTIONS, personal);
      const cpu = cpuBetween(cpuBefore, cpuSnapshot(watched));
      cpuRows.push({
        page: name,
        ...Object.fromEntries([...cpu].map(([process, s]) => [process, round((s * 1000) / crowd.answered, 1)])),
        total: round((sum(cpu.values()) * 1000) / crowd.answered, 1),
      });
      rows.push({
        page: name,
        bytes: `${page.body.length} ${page.encoding ?? 'plain'}`,
        cache: page.cache,
        'cached req/s': cached.rps,
        'cached p50 ms': cached.p50,
        'cached p99 ms': cached.p99,
        'ceiling req/s': ceiling.rps,
        ratio: Number((cached.rps / ceiling.rps).toFixed(2)),
        'uncached 1c p50 ms': single.p50,
        'uncached 20c req/s': crowd.rps,
        'uncached 20c p50 ms': crowd.p50,
        'uncached 20c p99 ms': crowd.p99,
        failures: cached.failures + ceiling.failures + single.failures + crowd.failures,
      });
    }
    console.table(rows);
    console.log(`CPU ms per uncached page at ${UNCACHED_CONNECTIONS} connections, by process:`);
    console.table(cpuRows);
    console.log(
      'Goals: cached at least 0.5 of the ceiling with p99 under 30 ms at 50 connections; a category page uncached ' +
        'under 20 ms p50 at 1 connection.\nThe load generator, the ceiling and every process share this machine ' +
        '(and whatever else runs on it), so read the ratios rather than the absolute figures.',
    );
  } finally {
    await stopChildren(children);
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
