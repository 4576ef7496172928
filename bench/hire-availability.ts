/**
 * Hire availability benchmark (not a test): the hire service with a fresh database holding one
 * product with 1,000 approved quotes, asked "how many are free from … to …" for random ranges
 * starting in the next two years (the hire ceilings) through its GraphQL endpoint (HTTP, JSON, the
 * ledger read and the peak computation), every answer checked to be one. As a peer
 * in the same run, the same answer computed by scanning the approved quotes instead of the
 * product's ledger. Goal: p99 under 20 ms. Then a month of free units per day for the same product
 * (hireDayAvailability, what the shop's date picker asks as it shows a month), with the ledger
 * unchanged since the last answer and again just after a change to it. Goal: p99 under 20 ms.
 * Then the hire desk's 8-week planning timeline (hirePlanning, as the admin) over 100 more hire
 * products, ten of them kits, with 2,000 bookings of 1–3 lines spread over 16 weeks. Goal: p99
 * under 200 ms.
 * Run: npm run bench:hire (needs the local infrastructure running).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DAY_MS, DEFAULT_HIRE_CEILINGS } from '@shop/contracts';
import { connectMongo, createLocker, createLogger, syncIndexes } from '@shop/kit';
import { callSubgraph, deleteTopicsWithPrefix, dropDatabase, mintToken, testEnv } from '@shop/kit/testing';
import { hireService } from '@shop/hire/src/app';
import { availability } from '@shop/hire/src/modules/planning/domain/availability';
import { unitsByProduct } from '@shop/hire/src/shared/domain/kits';
import { createModels } from '@shop/hire/src/models';
import { commitmentStore } from '@shop/hire/src/modules/planning/models/commitment-store';
import { bookingReads } from '@shop/hire/src/modules/quotes';
import { requireEngines } from './support/require-engines';

const QUOTES = 1_000;
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1_000);
const GOAL_P99_MS = 20;
const MONTH_GOAL_P99_MS = 20;
const PLANNING_GOAL_P99_MS = 200;
const PLANNED_PRODUCTS = 100;
const PLANNED_KITS = 10;
const PLANNED_BOOKINGS = 2_000;
const PLANNED_WEEKS = 16;
const PRODUCT_ID = 1;
const runId = randomUUID().slice(0, 8);
const namespace = `bench.${runId}.`;
/** Tomorrow (UTC midnight): the hires asked about start within the ceilings' two years from today. */
const start = (Math.floor(Date.now() / DAY_MS) + 1) * DAY_MS;
/** The days a hire's start is drawn from: as far ahead as a hire may start, less the longest hire drawn. */
const SPREAD_DAYS = DEFAULT_HIRE_CEILINGS.maxDaysAhead - 8;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (label: string, durations: number[]) => {
  const sorted = [...durations].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { label, queries: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
};

/** A random hire of 1–7 days starting somewhere in the two years from `start`. */
function randomRange() {
  const from = start + Math.floor(Math.random() * SPREAD_DAYS) * DAY_MS;
  return { start: new Date(from), end: new Date(from + (1 + Math.floor(Math.random() * 7)) * DAY_MS) };
}

/**
 * 100 hire products (the last ten kits of two or three of the others) and 2,000 confirmed bookings
 * of 1–3 lines, 1–3 units each (a kit line 1), for 1–7 days somewhere in 16 weeks from `start`.
 */
async function seedPlanning(models: ReturnType<typeof createModels>) {
  const firstId = PRODUCT_ID + 1;
  const equipment = PLANNED_PRODUCTS - PLANNED_KITS;
  const pick = (n: number) => Math.floor(Math.random() * n);
  await models.ProductView.insertMany(
    Array.from({ length: PLANNED_PRODUCTS }, (_, i) => {
      const kit = i >= equipment;
      return {
        id: firstId + i,
        name: `${kit ? 'Package' : 'Equipment'} ${String(i).padStart(3, '0')}`,
        slug: `planned-${i}`,
        isHireItem: true,
        stock: kit ? 0 : 4 + pick(20),
        turnaroundDays: pick(3),
        kitParts: kit
          ? [...new Set(Array.from({ length: 2 + pick(2) }, () => firstId + pick(equipment)))].map((productId) => ({
              productId,
              quantity: 1 + pick(2),
            }))
          : [],
        version: 1,
      };
    }),
  );
  await models.Quote.insertMany(
    Array.from({ length: PLANNED_BOOKINGS }, (_, i) => {
      const from = start + pick(PLANNED_WEEKS * 7) * DAY_MS;
      const products = [...new Set(Array.from({ length: 1 + pick(3) }, () => firstId + pick(PLANNED_PRODUCTS)))];
      return {
        id: QUOTES + 1 + i,
        customerName: 'Bench Customer',
        customerEmail: 'bench@example.co.uk',
        startDate: new Date(from),
        endDate: new Date(from + (1 + pick(7)) * DAY_MS),
        stage: 'confirmed',
        status: 'approved',
        items: products.map((productId, line) => ({
          id: (QUOTES + 1 + i) * 10 + line,
          productId,
          quantity: productId - firstId >= equipment ? 1 : 1 + pick(3),
          hirePeriod: 'daily',
          createdAt: new Date(),
        })),
        tokenHash: 'bench',
      };
    }),
  );
}

/** Times each call of `ask`; `setUp`, when given, runs untimed before each. */
async function timed(times: number, ask: () => Promise<unknown>, setUp?: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    await setUp?.();
    const began = performance.now();
    await ask();
    durations.push(performance.now() - began);
  }
  return durations;
}

async function main() {
  await requireEngines();
  const env = testEnv('hire', { KAFKA_NAMESPACE: namespace, LOG_LEVEL: 'warn' });
  const service = await hireService(env).start();
  const connection = await connectMongo(
    env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017',
    env.MONGODB_DB!,
    createLogger('bench', 'warn'),
  );
  try {
    const models = createModels(connection);
    await syncIndexes(connection);
    await models.ProductView.create({
      id: PRODUCT_ID,
      name: 'Moving Head',
      slug: 'moving-head',
      isHireItem: true,
      stock: 400,
      turnaroundDays: 1,
      version: 1,
    });
    await models.Quote.insertMany(
      Array.from({ length: QUOTES }, (_, i) => ({
        id: i + 1,
        customerName: 'Bench Customer',
        customerEmail: 'bench@example.co.uk',
        ...(({ start: startDate, end: endDate }) => ({ startDate, endDate }))(randomRange()),
        status: 'approved',
        items: [
          { id: i + 1, productId: PRODUCT_ID, quantity: 1 + (i % 3), hirePeriod: 'daily', createdAt: new Date() },
        ],
        tokenHash: 'bench',
      })),
    );
    await seedPlanning(models);
    const ledgers = commitmentStore(models, await createLocker(connection), bookingReads(models));
    await ledgers.reconcile(new Date(start));
    console.log(`${QUOTES} approved quotes on one product; ${QUERIES} queries each`);
    console.log(
      `planning: ${PLANNED_PRODUCTS} hire products (${PLANNED_KITS} kits), ${PLANNED_BOOKINGS} bookings over ${PLANNED_WEEKS} weeks`,
    );

    const query = `query($slug: String!, $start: String!, $end: String!) {
      hireAvailability(slug: $slug, start: $start, end: $end) { available } }`;
    const overHttp = async () => {
      const range = randomRange();
      const answer = (await (
        await callSubgraph(service.url, {
          query,
          variables: { slug: 'moving-head', start: range.start.toISOString(), end: range.end.toISOString() },
        })
      ).json()) as { data?: { hireAvailability: unknown }; errors?: unknown };
      // A refused question answers fast: it must not pass for an answer.
      if (!answer.data?.hireAvailability) throw new Error(JSON.stringify(answer.errors));
    };
    const product = (await models.ProductView.findOne({ id: PRODUCT_ID }).lean())!;
    const fromLedger = () => ledgers.availabilityOf(product, randomRange());
    // The peer: the approved quotes that overlap, read from the quotes collection each time.
    const byScan = async () => {
      const range = randomRange();
      const quotes = await models.Quote.find({
        status: 'approved',
        'items.productId': PRODUCT_ID,
        startDate: { $lt: new Date(range.end.getTime() + DAY_MS) },
        endDate: { $gt: new Date(range.start.getTime() - DAY_MS) },
      }).lean();
      const holds = quotes.map((q) => ({
        quoteId: q.id,
        start: q.startDate,
        end: q.endDate,
        quantity: unitsByProduct(q.items).get(PRODUCT_ID)!,
      }));
      return availability(product.stock, holds, range, product.turnaroundDays);
    };

    const monthQuery = `query($slug: String!, $month: String!) {
      hireDayAvailability(slug: $slug, month: $month, quantity: 2) { days { day free } } }`;
    const monthOverHttp = () => {
      const month = new Date(randomRange().start).toISOString().slice(0, 7);
      return callSubgraph(service.url, { query: monthQuery, variables: { slug: 'moving-head', month } }).then((res) =>
        res.json(),
      );
    };

    /** Another write to the ledger (a booking made elsewhere), so the kept copy cannot serve the next answer. */
    const changeLedger = () => models.CommitmentLedger.updateOne({ productId: PRODUCT_ID }, { $inc: { version: 1 } });

    const planningQuery = `query($from: String) {
      hirePlanning(from: $from) { days rows { productId unitsInService days shortDays } } }`;
    const asAdmin = { headers: { authorization: `Bearer ${mintToken('admin')}` } };
    /** The timeline from a random day of the booked weeks, as the admin opens it. */
    const planningOverHttp = async () => {
      const from = new Date(start + Math.floor(Math.random() * (PLANNED_WEEKS - 8) * 7) * DAY_MS);
      const answer = (await (
        await callSubgraph(
          service.url,
          { query: planningQuery, variables: { from: from.toISOString().slice(0, 10) } },
          asAdmin,
        )
      ).json()) as { data?: { hirePlanning: { rows: unknown[] } }; errors?: unknown };
      if (answer.data?.hirePlanning.rows.length !== PLANNED_PRODUCTS + 1)
        throw new Error(JSON.stringify(answer.errors));
    };

    await timed(50, overHttp); // warm-up
    await timed(20, monthOverHttp);
    await timed(10, planningOverHttp);
    const rows = [
      summary('hireAvailability over HTTP', await timed(QUERIES, overHttp)),
      summary('ledger read + peak (in process)', await timed(QUERIES, fromLedger)),
      summary('peer: scan of approved quotes', await timed(Math.min(QUERIES, 200), byScan)),
      summary('month per day over HTTP', await timed(QUERIES, monthOverHttp)),
      summary('month per day, ledger just changed', await timed(QUERIES, monthOverHttp, changeLedger)),
      summary('8-week timeline, 100 products', await timed(Math.min(QUERIES, 200), planningOverHttp)),
    ];
    console.table(rows);
    const verdict = (label: string, p99: number, goal: number) =>
      console.log(`${label}: goal p99 < ${goal} ms: ${p99 < goal ? 'met' : 'NOT met'} (${p99} ms)`);
    verdict('range', rows[0].p99, GOAL_P99_MS);
    verdict('month per day', rows[3].p99, MONTH_GOAL_P99_MS);
    verdict('month per day, ledger just changed', rows[4].p99, MONTH_GOAL_P99_MS);
    verdict('8-week timeline, 100 products', rows[5].p99, PLANNING_GOAL_P99_MS);
  } finally {
    await connection.close();
    await service.stop();
    await dropDatabase(env.MONGODB_DB!);
    await deleteTopicsWithPrefix(namespace);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
