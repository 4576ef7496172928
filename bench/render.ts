/**
 * Server render benchmark (not a test): the CPU one page's render takes in the page service, apart from the API.
 * Starts the shop with the demo data, renders the home page, a category and a product once against the gateway,
 * keeping its answers, then renders each BENCH_RENDERS (30) times more in this process with those answers replayed,
 * and prints the wall and CPU time per render. Run: npm run bench:render (needs the local infrastructure running and
 * the apps built: bash scripts/build-apps.sh). On a shared machine read the CPU figures, and compare runs made together.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { GraphQLAnswer, GraphQLRequest, PageRequest, RenderPage } from '@shop/contracts';
import { saleProducts } from '@shop/test-support/catalog-data';
import { categories } from '@shop/test-support/content-data';
import { seed } from '@shop/test-support/seed';
import { startBenchStack } from './stack';
import { requireEngines } from './support/require-engines';
import { liftedLimits } from './support/lifted-limits';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 30);
const ENTRY = process.env.WEB_SSR_ENTRY ?? join(__dirname, '../web/dist-server/entry-server.cjs');
const runId = randomUUID().slice(0, 8);

async function main() {
  await requireEngines();
  const { renderPage } = (await import(ENTRY)) as { renderPage: RenderPage };
  console.log('Starting the services and the gateway with the demo data...');
  const stack = await startBenchStack(runId, {
    gatewayPort: Number(process.env.BENCH_GATEWAY_PORT ?? 4795),
    portOffset: 695,
    env: { LOG_LEVEL: 'error', ...liftedLimits({ GRAPHQL_COST_PER_MINUTE: '100000000' }) },
    output: () => undefined,
  });
  try {
    await seed(stack.url, { username: 'admin', password: 'admin123' }, () => undefined);
    const answers = new Map<string, GraphQLAnswer>();
    const fromApi = async (request: GraphQLRequest) => {
      const res = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      const answer = (await res.json()) as GraphQLAnswer;
      answers.set(JSON.stringify(request), answer);
      return answer;
    };
    const replayed = async (request: GraphQLRequest) => answers.get(JSON.stringify(request)) ?? fromApi(request);
    const pages = {
      home: '/',
      category: `/sales/category/${categories.find((c) => !c.parentSlug)!.slug}`,
      product: `/product/${saleProducts[0].slug}`,
    };
    const rows = [];
    for (const [name, url] of Object.entries(pages)) {
      const request = (execute: PageRequest['execute']): PageRequest => ({
        url,
        origin: 'http://localhost:4000',
        signedIn: false,
        hasBasket: false,
        signal: AbortSignal.timeout(60_000),
        execute,
      });
      await renderPage(request(fromApi));
      // Warms the renderer's code paths for this page.
      for (let i = 0; i < 5; i++) await renderPage(request(replayed));
      const started = performance.now();
      const cpu = process.cpuUsage();
      for (let i = 0; i < RENDERS; i++) await renderPage(request(replayed));
      const used = process.cpuUsage(cpu);
      rows.push({
        page: name,
        'wall ms per render': Number(((performance.now() - started) / RENDERS).toFixed(1)),
        'CPU ms per render': Number(((used.user + used.system) / 1000 / RENDERS).toFixed(1)),
      });
    }
    console.table(rows);
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
