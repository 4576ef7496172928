/**
 * Search engine comparison (not a test): a seeded catalogue of 10,000 pro-audio products (named
 * brands and models among generated ones of the same shape) indexed by each embedded candidate —
 * MiniSearch behind the search service's own SearchIndex (the shop's tokeniser, stems, typo and
 * prefix rules, facets and "did you mean" included), Orama (the same tokeniser and stems, its one
 * typo tolerance for every word) and FlexSearch (forward tokenising, its LatinAdvanced encoder, no
 * edit distance). For each: build time, heap held by the index, p50/p99 latency of one-, two- and
 * three-word queries carrying typos, suggestion latency, and relevance on a table of shopper
 * queries (misspelt brands and models, plurals, any order): the share whose expected product is
 * first and in the top 3 (goal: top 3 ≥ 95 %), and of the timed queries, the share whose first
 * result has every word as the product spells it (the typo forgiven). Then the chosen engine at larger catalogues, for
 * the size one replica's index stops fitting. Run: npm run bench:search-engines (no engines needed); the
 * service itself, through HTTP, is npm run bench:search.
 */
import { performance } from 'node:perf_hooks';
import { create, insertMultiple, search as oramaSearch, type AnyOrama } from '@orama/orama';
import { Charset, Document } from 'flexsearch';
import { SearchIndex } from '@shop/search/src/application/search-index';
import { FIELD_WEIGHTS, indexTerm } from '@shop/search/src/domain/matching-rules';
import { normalise } from '@shop/search/src/domain/normalise';
import { indexWords, queryWords } from '@shop/search/src/domain/tokenise';
import { round } from './support/figures';
import { CATEGORIES, generateCatalogue, RELEVANCE_QUERIES, type BenchProduct } from './support/search-catalogue';
import { querySets, type TimedQuery } from './support/search-queries';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 500);
const SCALE_SIZES = (process.env.BENCH_SCALE ?? '1000,10000,50000').split(',').map(Number);
const GOAL_TOP3 = 0.95;

interface Engine {
  name: string;
  build(products: BenchProduct[]): void | Promise<void>;
  /** Product ids, best first. */
  search(text: string): number[] | Promise<number[]>;
  suggest(text: string): number[] | Promise<number[]>;
}

function miniSearchEngine(): Engine {
  const index = new SearchIndex();
  return {
    name: 'MiniSearch (SearchIndex)',
    build(products) {
      CATEGORIES.forEach((name, i) => index.upsertCategory(i + 1, name));
      for (const { categoryName: _, ...doc } of products) index.upsert(doc);
    },
    search: (text) => index.search({ text, limit: 10 }).hits.map((h) => h.id),
    suggest: (text) => index.suggest(text).map((s) => s.id),
  };
}

function oramaEngine(): Engine {
  const tokenize = (raw: string, _language?: string, prop?: string) =>
    (prop ? indexWords(raw) : queryWords(raw)).map(indexTerm).filter((t): t is string => Boolean(t));
  let db: AnyOrama;
  const ids = async (term: string, limit: number) => {
    const result = await oramaSearch(db, {
      term,
      properties: ['name', 'category', 'description'],
      boost: FIELD_WEIGHTS,
      tolerance: 1,
      limit,
    });
    return result.hits.map((h) => Number(h.id));
  };
  return {
    name: 'Orama',
    async build(products) {
      db = create({
        schema: { name: 'string', category: 'string', description: 'string' } as const,
        components: { tokenizer: { language: 'english', normalizationCache: new Map(), tokenize } },
      });
      await insertMultiple(
        db,
        products.map((p) => ({ id: String(p.id), name: p.name, category: p.categoryName, description: p.description })),
      );
    },
    search: (text) => ids(text, 10),
    suggest: (text) => ids(text, 5),
  };
}

function flexSearchEngine(): Engine {
  const index = new Document({
    document: { id: 'id', index: ['name', 'category', 'description'] },
    tokenize: 'forward',
    encoder: Charset.LatinAdvanced,
  });
  // FlexSearch ranks within a field only: fields are merged by their weight and each hit's rank in it.
  const ranked = (text: string, limit: number) => {
    const scores = new Map<number, number>();
    for (const { field, result } of index.search(text, { limit: 50, suggest: true })) {
      const weight = FIELD_WEIGHTS[field as keyof typeof FIELD_WEIGHTS] ?? 1;
      result.forEach((id, rank) =>
        scores.set(Number(id), (scores.get(Number(id)) ?? 0) + weight * (1 - rank / result.length)),
      );
    }
    return [...scores]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([id]) => id);
  };
  return {
    name: 'FlexSearch',
    build(products) {
      for (const p of products)
        index.add({ id: p.id, name: p.name, category: p.categoryName, description: p.description });
    },
    search: (text) => ranked(text, 10),
    suggest: (text) => ranked(text, 5),
  };
}

/**
 * Of the timed queries that carry a misspelling, the share whose first result has every word as
 * the name spells it: whether the typo was forgiven.
 */
async function typoRecall(engine: Engine, queries: TimedQuery[], nameOf: Map<number, string>) {
  const misspelt = queries.filter((q) => q.text !== q.words.join(' '));
  let forgiven = 0;
  for (const query of misspelt) {
    const [first] = await engine.search(query.text);
    const name = normalise(nameOf.get(first) ?? '');
    if (query.words.every((w) => name.includes(normalise(w)))) forgiven += 1;
  }
  return round((100 * forgiven) / Math.max(1, misspelt.length));
}

async function latencies(run: (text: string) => unknown, texts: string[]) {
  const times: number[] = [];
  for (const text of texts) {
    const start = performance.now();
    await run(text);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))], 2);
  return `${at(0.5)} / ${at(0.99)}`;
}

function heapUsed(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

const texts = (queries: TimedQuery[]) => queries.map((q) => q.text);

async function measure(engine: Engine, products: BenchProduct[], idOf: Map<string, number>) {
  const sets = querySets(products, QUERIES);
  const nameOf = new Map(products.map((p) => [p.id, p.name]));
  const before = heapUsed();
  const start = performance.now();
  await engine.build(products);
  const buildMs = round(performance.now() - start);
  const heapMb = round((heapUsed() - before) / 1_048_576, 1);
  // Warm the code paths before timing.
  for (const query of sets.three.slice(0, 50)) await engine.search(query.text);
  let top1 = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const { query, expect } of RELEVANCE_QUERIES) {
    const ids = await engine.search(query);
    const position = ids.indexOf(idOf.get(expect) ?? -1);
    if (position === 0) top1 += 1;
    if (position >= 0 && position < 3) top3 += 1;
    else misses.push(query);
  }
  return {
    engine: engine.name,
    'build ms': buildMs,
    'heap MB': heapMb,
    '1 word p50/p99 ms': await latencies(engine.search, texts(sets.one)),
    '2 words p50/p99 ms': await latencies(engine.search, texts(sets.two)),
    '3 words p50/p99 ms': await latencies(engine.search, texts(sets.three)),
    'suggest p50/p99 ms': await latencies(engine.suggest, sets.prefixes),
    'first %': round((100 * top1) / RELEVANCE_QUERIES.length),
    'top 3 %': round((100 * top3) / RELEVANCE_QUERIES.length),
    'typo forgiven %': await typoRecall(engine, [...sets.one, ...sets.two, ...sets.three], nameOf),
    misses,
  };
}

async function main() {
  if (!globalThis.gc) console.warn('heap figures are rough: run with --expose-gc (npm run bench:search does)');
  const { products, idOf } = generateCatalogue(PRODUCTS);
  console.log(
    `${products.length} products, ${RELEVANCE_QUERIES.length} relevance queries, ${QUERIES} timed queries per kind\n`,
  );
  const rows = [];
  for (const make of [miniSearchEngine, oramaEngine, flexSearchEngine])
    rows.push(await measure(make(), products, idOf));
  console.table(rows.map(({ misses: _, ...row }) => row));
  for (const row of rows)
    if (row.misses.length) console.log(`${row.engine} missed the top 3 for: ${row.misses.join(' | ')}`);

  console.log('\nMiniSearch (SearchIndex) by catalogue size');
  const scale = [];
  for (const size of SCALE_SIZES) {
    const catalogue = generateCatalogue(size);
    const row = await measure(miniSearchEngine(), catalogue.products, catalogue.idOf);
    scale.push({
      products: size,
      'build ms': row['build ms'],
      'heap MB': row['heap MB'],
      '3 words p50/p99 ms': row['3 words p50/p99 ms'],
      'suggest p50/p99 ms': row['suggest p50/p99 ms'],
    });
  }
  console.table(scale);
  const chosen = rows[0];
  const ok = chosen['top 3 %'] / 100 >= GOAL_TOP3;
  console.log(
    `\n${chosen.engine}: ${chosen['top 3 %']} % of relevance queries in the top 3 (goal ${GOAL_TOP3 * 100} %) ${ok ? 'PASS' : 'FAIL'}`,
  );
  if (!ok) process.exitCode = 1;
}

void main();
