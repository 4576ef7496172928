/**
 * Search benchmark (not a test): the search service as it runs, through HTTP. 10,000 generated
 * pro-audio products (bench/support/search-catalogue.ts) are published as the catalog's events on
 * topics of this run. First, what a request costs the index in this process (CPU time). A first
 * replica starts on an empty store: it reads the topics into its index while its consumer group
 * writes the store (timed from its start until every product is found); a second starts on
 * the filled store (timed from its start until ready), and the store's load is timed in this
 * process too. Then 50 connections
 * for BENCH_SECONDS each ask one-, two- and three-word queries with a misspelt word (the results
 * page's search: a page, its total, facets and "did you mean") and suggestions for half-typed
 * names, straight to a replica as the gateway calls it, each query asked once before the row (a replica keeps an
 * answer for the same request until its index changes); then the same kinds with every request new to it (a number
 * the query does not use added), what a query never asked before costs; the three words and suggestions again
 * through the gateway; the ceiling is a bare node:http server answering the bytes of a three-word answer; then one
 * connection, for what a request costs with none queued. Each row straight to or through a replica gives the
 * replica's CPU time a request (from its /metrics), steadier than throughput on a shared machine. Each replica's
 * resident memory is printed. Run: npm run bench:search (needs the engines; the embedded engines are compared by npm
 * run bench:search-engines).
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import { createEnvelope, connectMongo, createKafka, createLogger, createProducer, ensureTopics } from '@shop/kit';
import { deleteTopicsWithPrefix, dropDatabase, eventually, gatewaySignature } from '@shop/kit/testing';
import { StoreFollower } from '@shop/search/src/application/follow-store';
import { SearchIndex } from '@shop/search/src/application/search-index';
import { createModels } from '@shop/search/src/models';
import { benchNamespace, opsUrlOf, PRODUCTION_ENV, startChild, stopChildren, waitFor } from './stack';
import { round } from './support/figures';
import { liftedLimits } from './support/lifted-limits';
import { requireEngines } from './support/require-engines';
import { CATEGORIES, generateCatalogue, type BenchProduct } from './support/search-catalogue';
import { querySets } from './support/search-queries';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Distinct queries of each kind the connections take turns with. */
const QUERIES = 500;
const FIRST_PORT = Number(process.env.BENCH_SEARCH_PORT ?? 4620);
const [REBUILT_PORT, STARTED_PORT, GATEWAY_PORT, CEILING_PORT] = [0, 1, 2, 3].map((i) => FIRST_PORT + i);
const GOALS = { queryP99Ms: 20, suggestP99Ms: 10, rebuildMs: 10_000 };
const TOPICS = ['catalog.product', 'content.category'];

const runId = randomUUID().slice(0, 8);
const namespace = benchNamespace(runId);
const dbName = `shop_search_bench_${runId}`;
const mongoUri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
// Calls straight to a replica are signed as the gateway signs them, with the secret the children share.
process.env.INTERNAL_SECRET = PRODUCTION_ENV.INTERNAL_SECRET;

/** What the results page asks of the search service (its products come from the catalog, by id). */
const SEARCH_QUERY = `query ($q: String) {
  productSearch(q: $q) {
    total
    products { id }
    facets { categories { categoryId name count } priceBands { key label count } inStock onSale isNew }
    didYouMean
  }
}`;
/** What the header's search box asks as a shopper types. */
const SUGGEST_QUERY = `query ($q: String!) {
  searchSuggestions(q: $q) { products { id kind name slug reference } categories { id name } }
}`;

/** A catalog product event's data for a generated product (a hire item at its daily rate). */
function productEvent({ categoryName: _, kind, pricePence, ...p }: BenchProduct) {
  const hire = kind === 'hire';
  return {
    ...p,
    pricePence: hire ? pricePence * 20 : pricePence,
    isHireItem: hire,
    hirePriceDailyPence: hire ? pricePence : null,
  };
}

/** The catalogue as the catalog and content publish it, on this run's topics. */
async function publishCatalogue(products: BenchProduct[]): Promise<void> {
  const kafka = createKafka(brokers, `search-bench-${runId}`, createLogger('bench', 'warn'));
  await ensureTopics(kafka, { namespace, topics: TOPICS });
  const producer = createProducer(kafka);
  await producer.connect();
  try {
    const categories = CATEGORIES.map((name, i) => {
      const data = { id: i + 1, name, slug: name.toLowerCase().replace(/[^a-z]+/g, '-'), parentId: null };
      return { key: String(data.id), value: JSON.stringify(createEnvelope('CategoryCreated', data.id, 1, data)) };
    });
    await producer.send({ topic: `${namespace}content.category`, messages: categories });
    for (let at = 0; at < products.length; at += 1_000) {
      const messages = products.slice(at, at + 1_000).map((p) => ({
        key: String(p.id),
        value: JSON.stringify(createEnvelope('ProductCreated', p.id, 1, productEvent(p))),
      }));
      await producer.send({ topic: `${namespace}catalog.product`, messages });
    }
  } finally {
    await producer.disconnect();
  }
}

const startReplica = (port: number) =>
  startChild('search', 'services/search/src/main.ts', {
    PORT: String(port),
    MONGODB_DB: dbName,
    KAFKA_NAMESPACE: namespace,
  });

/** A GraphQL call straight to a replica, signed as the gateway signs it. */
async function askReplica(port: number, query: string, variables: Record<string, unknown>) {
  const body = JSON.stringify({ query, variables });
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...gatewaySignature(body) },
    body,
  });
  return { bytes: Buffer.from(await res.arrayBuffer()), ok: res.ok };
}

async function foundProducts(port: number): Promise<number> {
  const { bytes, ok } = await askReplica(port, '{ productSearch(limit: 1) { total } }', {});
  return ok ? (JSON.parse(bytes.toString()).data?.productSearch.total ?? 0) : 0;
}

/** A replica's resident memory, from its operations port's /metrics. */
async function residentMb(port: number): Promise<number> {
  const metrics = await (await fetch(`${opsUrlOf(port)}/metrics`)).text();
  const bytes = Number(/^process_resident_memory_bytes(?:{[^}]*})? (\d+)/m.exec(metrics)?.[1] ?? NaN);
  return round(bytes / 1_048_576);
}

/** The CPU time a replica's process has used, in ms, from its operations port's /metrics. */
async function cpuMs(port: number): Promise<number> {
  const metrics = await (await fetch(`${opsUrlOf(port)}/metrics`)).text();
  return Number(/^process_cpu_seconds_total(?:{[^}]*})? ([\d.e+-]+)/m.exec(metrics)?.[1] ?? NaN) * 1000;
}

/**
 * Each request the body `bodyOf` makes of its number, POSTed as JSON; signed when it goes straight to a replica.
 */
function takingTurns(bodyOf: (n: number) => string, signed: boolean) {
  let next = 0;
  return {
    requests: [
      {
        setupRequest: (request: AutocannonRequest): AutocannonRequest => {
          const body = bodyOf(next++);
          const headers = { ...request.headers, 'content-type': 'application/json' };
          return {
            ...request,
            method: 'POST',
            body,
            headers: signed ? { ...headers, ...gatewaySignature(body) } : headers,
          };
        },
      },
    ],
  };
}

/** The same bodies over and over, in turn: what a replica has answered before (and keeps) after the first round. */
const inTurn = (bodies: string[]) => (n: number) => bodies[n % bodies.length];

/**
 * The same queries, each body new to a replica: a variable the query does not use (GraphQL ignores it) is numbered,
 * so no request's answer is one the replica keeps.
 */
const eachNew = (query: string, texts: string[]) => (n: number) =>
  JSON.stringify({ query, variables: { q: texts[n % texts.length], unseen: n } });

interface Row {
  name: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  /** The replica's CPU time over the row, a request: steadier than throughput on a shared machine. */
  'replica CPU ms/req': number | '';
  failures: number;
  goal: string;
}

async function measure(
  name: string,
  url: string,
  goalP99Ms: number | null,
  turns?: ReturnType<typeof takingTurns>,
  connections = CONNECTIONS,
  replicaPort?: number,
) {
  const cpuBefore = replicaPort === undefined ? 0 : await cpuMs(replicaPort);
  const result = await autocannon({ url, connections, duration: SECONDS, ...turns });
  const replicaCpu = replicaPort === undefined ? '' : ((await cpuMs(replicaPort)) - cpuBefore) / result.requests.total;
  const p99 = result.latency.p99;
  const row: Row = {
    name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': p99,
    'replica CPU ms/req': replicaCpu === '' ? '' : round(replicaCpu, 3),
    // autocannon counts a timeout among the errors too.
    failures: result.non2xx + result.errors,
    goal: goalP99Ms === null ? '' : `p99 < ${goalP99Ms} ms: ${p99 < goalP99Ms ? 'met' : 'MISSED'}`,
  };
  console.log(
    `${name.padEnd(34)} ${String(row['req/s']).padStart(6)} req/s   p50 ${row['p50 ms']} ms   p99 ${p99} ms${replicaCpu === '' ? '' : `   replica CPU ${row['replica CPU ms/req']} ms/req`}   ${row.goal}${row.failures ? `   failures ${row.failures} (not 2xx ${result.non2xx}, errors ${result.errors} of which timed out ${result.timeouts})` : ''}`,
  );
  return row;
}

/**
 * What a request costs the index itself, in CPU time (not wall time, so the shared machine's other
 * work counts less): each set's queries through SearchIndex as the resolvers call it, a first pass
 * (each word's lookups made) and then repeated passes (the lookups cached, as a replica serving a
 * shop's repeated words has them).
 */
function cpuPerRequest(products: BenchProduct[], sets: ReturnType<typeof querySets>) {
  const index = new SearchIndex();
  CATEGORIES.forEach((name, i) => index.upsertCategory(i + 1, name));
  for (const { categoryName: _, ...doc } of products) index.upsert(doc);
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const timed = (ask: (text: string) => void, texts: string[], passes: number) => {
    const from = cpuMs();
    for (let pass = 0; pass < passes; pass++) for (const text of texts) ask(text);
    return round((cpuMs() - from) / (passes * texts.length), 3);
  };
  const search = (text: string) => void index.search({ text });
  const suggest = (text: string) => void [index.suggest(text), index.suggestCategories(text, 3)];
  const kinds = [
    ['1 word, a typo', sets.one.map((q) => q.text), search],
    ['2 words, a typo', sets.two.map((q) => q.text), search],
    ['3 words, a typo', sets.three.map((q) => q.text), search],
    ['suggestions', sets.prefixes, suggest],
  ] as const;
  return kinds.map(([name, texts, ask]) => ({
    name,
    'first pass, ms CPU': timed(ask, texts, 1),
    'repeated, ms CPU': timed(ask, texts, 5),
  }));
}

/** When the store holds every product, in ms from `since`. */
async function storeFilled(since: number): Promise<number> {
  const connection = await connectMongo(mongoUri, dbName, createLogger('bench', 'warn'));
  try {
    const { ProductRow } = createModels(connection);
    await eventually(
      async () => {
        const stored = await ProductRow.countDocuments();
        if (stored < PRODUCTS) throw new Error(`${stored} of ${PRODUCTS} products stored`);
      },
      180_000,
      250,
    );
    return round(performance.now() - since);
  } finally {
    await connection.close();
  }
}

/** The same load as a replica's start, in this process: the index read from the store, without the process's own start. */
async function loadInProcess(): Promise<number> {
  const connection = await connectMongo(mongoUri, dbName, createLogger('bench', 'warn'));
  try {
    const index = new SearchIndex();
    const started = performance.now();
    await new StoreFollower(index, createModels(connection), createLogger('bench', 'warn')).catchUp();
    if (index.size !== PRODUCTS) throw new Error(`the store held ${index.size} products, not ${PRODUCTS}`);
    return round(performance.now() - started);
  } finally {
    await connection.close();
  }
}

async function main() {
  await requireEngines();
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`Load average at the start: ${load()} (1, 5, 15 min)`);
  const { products } = generateCatalogue(PRODUCTS);
  const sets = querySets(products, QUERIES);
  console.log('What a request costs the index, in process (CPU ms per request, 10,000 products):');
  console.table(cpuPerRequest(products, sets));
  console.log(`Publishing ${products.length} products and ${CATEGORIES.length} categories on ${namespace}...`);
  await publishCatalogue(products);

  const children = [];
  try {
    // A replica on an empty store: its consumer group writes the store from the compacted topics as the replica starts.
    const rebuildStart = performance.now();
    children.push(startReplica(REBUILT_PORT));
    await waitFor(`${opsUrlOf(REBUILT_PORT)}/readyz`);
    await eventually(
      async () => {
        const found = await foundProducts(REBUILT_PORT);
        if (found < PRODUCTS) throw new Error(`${found} of ${PRODUCTS} products found`);
      },
      120_000,
      100,
    );
    const rebuildMs = round(performance.now() - rebuildStart);
    // The store the replicas follow is written by the consumer group meanwhile, a row at a time on the local server.
    const storeMs = await storeFilled(rebuildStart);

    // A replica starting beside it, on the filled store: what a scale-out or a restart costs.
    const startStart = performance.now();
    children.push(startReplica(STARTED_PORT));
    await waitFor(`${opsUrlOf(STARTED_PORT)}/readyz`);
    const startMs = round(performance.now() - startStart);
    if ((await foundProducts(STARTED_PORT)) !== PRODUCTS)
      throw new Error('the second replica started without every product');
    const loadMs = await loadInProcess();

    const searches = (queries: Array<{ text: string }>) =>
      queries.map(({ text }) => JSON.stringify({ query: SEARCH_QUERY, variables: { q: text } }));
    const [one, two, three] = [searches(sets.one), searches(sets.two), searches(sets.three)];
    const suggest = sets.prefixes.map((q) => JSON.stringify({ query: SUGGEST_QUERY, variables: { q } }));
    const replica = `http://127.0.0.1:${STARTED_PORT}/graphql`;
    const gateway = `http://127.0.0.1:${GATEWAY_PORT}/graphql`;

    children.push(
      startChild('gateway', 'gateway/src/main.ts', {
        PORT: String(GATEWAY_PORT),
        KAFKA_NAMESPACE: namespace,
        SUBGRAPHS: `search=http://127.0.0.1:${STARTED_PORT}/graphql`,
        ...liftedLimits({ GRAPHQL_COST_PER_MINUTE: '100000000' }),
      }),
    );
    // Its readiness waits for the REST routes' subgraphs too: it is ready for this once it answers a search.
    await eventually(
      async () => {
        const res = await fetch(gateway, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: one[0],
        });
        if (!res.ok) throw new Error(`the gateway answered ${res.status}`);
      },
      60_000,
      250,
    );

    // The ceiling: a three-word answer's bytes from a server that does nothing else.
    const sample = await askReplica(STARTED_PORT, SEARCH_QUERY, { q: sets.three[0].text });
    const bytesFile = join(tmpdir(), `search-bench-${runId}.json`);
    writeFileSync(bytesFile, sample.bytes);
    children.push(
      startChild('ceiling', 'bench/bytes-server.ts', { PORT: String(CEILING_PORT), BYTES_FILE: bytesFile }),
    );
    const ceilingUrl = `http://127.0.0.1:${CEILING_PORT}/`;
    await waitFor(ceilingUrl);

    console.log(`Warming up, then ${SECONDS} s per run with ${CONNECTIONS} connections (load average ${load()}).\n`);
    await autocannon({ url: replica, connections: 10, duration: 3, ...takingTurns(inTurn(three), true) });
    await autocannon({ url: gateway, connections: 10, duration: 3, ...takingTurns(inTurn(suggest), false) });
    // Each set asked once more, so the rows of queries asked before time those alone (the first asking of a query is
    // what the "each new" rows time).
    for (const bodies of [one, two, three, suggest]) {
      await autocannon({ url: replica, connections: 10, amount: bodies.length, ...takingTurns(inTurn(bodies), true) });
    }
    const [all, alone, at] = [CONNECTIONS, 1, STARTED_PORT];
    const [queryGoal, suggestGoal] = [GOALS.queryP99Ms, GOALS.suggestP99Ms];
    const texts = { one: sets.one.map((q) => q.text), three: sets.three.map((q) => q.text) };
    /** A row straight to the replica, each request the body `bodyOf` makes, signed as the gateway signs it. */
    const atReplica = (name: string, goal: number | null, bodyOf: (n: number) => string, connections = all) =>
      measure(name, replica, goal, takingTurns(bodyOf, true), connections, at);
    const atGateway = (name: string, goal: number, bodies: string[]) =>
      measure(name, gateway, goal, takingTurns(inTurn(bodies), false), all, at);
    const rows = [
      await atReplica('1 word, a typo (replica)', queryGoal, inTurn(one)),
      await atReplica('2 words, a typo (replica)', queryGoal, inTurn(two)),
      await atReplica('3 words, a typo (replica)', queryGoal, inTurn(three)),
      await atReplica('suggestions (replica)', suggestGoal, inTurn(suggest)),
      await atReplica('1 word, a typo, each new (replica)', queryGoal, eachNew(SEARCH_QUERY, texts.one)),
      await atReplica('3 words, a typo, each new (replica)', queryGoal, eachNew(SEARCH_QUERY, texts.three)),
      await atReplica('suggestions, each new (replica)', suggestGoal, eachNew(SUGGEST_QUERY, sets.prefixes)),
      await atGateway('3 words, a typo (gateway)', queryGoal, three),
      await atGateway('suggestions (gateway)', suggestGoal, suggest),
      await measure(`same ${sample.bytes.length} bytes (bare node:http)`, ceilingUrl, null),
      // One connection: what a request costs the replica when none waits behind another.
      await atReplica('1 word, a typo (replica, 1 conn)', null, inTurn(one), alone),
      await atReplica('3 words, a typo (replica, 1 conn)', null, inTurn(three), alone),
      await atReplica('suggestions (replica, 1 conn)', null, inTurn(suggest), alone),
      await atReplica('3 words, a typo, each new (1 conn)', null, eachNew(SEARCH_QUERY, texts.three), alone),
    ];
    console.log('');
    console.table(rows);
    const memory = { rebuilt: await residentMb(REBUILT_PORT), started: await residentMb(STARTED_PORT) };
    const verdict = (ms: number) => (ms < GOALS.rebuildMs ? 'met' : 'MISSED');
    console.log(
      [
        `Rebuild from the topics, start to every product found: ${rebuildMs} ms (goal < ${GOALS.rebuildMs} ms: ${verdict(rebuildMs)})`,
        `The store written by the consumer group meanwhile, start to every product stored: ${storeMs} ms`,
        `A replica's start on the filled store, start to ready: ${startMs} ms (${verdict(startMs)}); the load alone, in process: ${loadMs} ms`,
        `Resident memory per replica: ${memory.rebuilt} MB (rebuilt from the topics), ${memory.started} MB (started on the store, then benched)`,
        // Little's law: with every connection waiting on its answer, latency is connections over throughput.
        `At ${CONNECTIONS} connections a p99 under ${GOALS.queryP99Ms} ms needs at least ${Math.round((CONNECTIONS * 1000) / GOALS.queryP99Ms)} req/s from a replica (under ${GOALS.suggestP99Ms} ms: ${Math.round((CONNECTIONS * 1000) / GOALS.suggestP99Ms)}).`,
        `Load average at the end: ${load()}. Every process and the load generator share this machine.`,
      ].join('\n'),
    );
  } finally {
    await stopChildren(children);
    await dropDatabase(dbName);
    await deleteTopicsWithPrefix(namespace);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
