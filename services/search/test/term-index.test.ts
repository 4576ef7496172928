import MiniSearch from 'minisearch';
import { hireProducts, saleProducts } from '@shop/test-support/catalog-data';
import { SearchIndex } from '../src/application/search-index';
import { TermIndex } from '../src/application/term-index';
import { allowedEdits, FIELD_WEIGHTS, indexTerm, isPrefixWord, SEARCH_FIELDS } from '../src/domain/matching-rules';
import type { SearchDocument } from '../src/domain/search-document';
import { firstInOrder } from '../src/domain/sort';
import { indexWords, queryWords } from '../src/domain/tokenise';

/** The demo catalogue's products as documents (the category's name left out: MiniSearch and TermIndex see the same fields). */
const demo: SearchDocument[] = [
  ...saleProducts.map((p) => ({ ...p, kind: 'sale' as const })),
  ...hireProducts.map((p) => ({ ...p, kind: 'hire' as const })),
].map((p, i) => ({
  id: i + 1,
  kind: p.kind,
  name: p.name,
  slug: p.slug,
  description: p.description,
  categoryId: 1,
  pricePence: p.price * 100,
  stock: p.stock,
  isOnSale: p.isOnSale,
  isNew: p.isNew,
  createdAt: '',
}));

const fieldWords = (doc: SearchDocument) =>
  SEARCH_FIELDS.map((field) => indexWords(field === 'category' ? '' : doc[field]));

/** MiniSearch with the shop's rules, as the index used it before matching was its own. */
function miniSearchOf(docs: SearchDocument[]) {
  const engine = new MiniSearch<SearchDocument>({
    fields: SEARCH_FIELDS,
    extractField: (doc, field) => (field === 'category' ? '' : doc[field as keyof SearchDocument]),
    tokenize: indexWords,
    processTerm: indexTerm,
    searchOptions: {
      tokenize: queryWords,
      processTerm: indexTerm,
      boost: FIELD_WEIGHTS,
      fuzzy: allowedEdits,
      prefix: isPrefixWord,
      combineWith: 'AND',
    },
  });
  engine.addAll(docs);
  return engine;
}

function termIndexOf(docs: SearchDocument[]) {
  const terms = new TermIndex(SEARCH_FIELDS.map((field) => FIELD_WEIGHTS[field]));
  for (const doc of docs) terms.add(doc.id, fieldWords(doc));
  return terms;
}

function matchWith(terms: TermIndex, text: string) {
  const words = queryWords(text)
    .map(indexTerm)
    .filter((t): t is string => t !== null);
  return terms.match(
    words.map((term, i) => ({ term, edits: allowedEdits(term), prefix: isPrefixWord(term, i, words) })),
  );
}

/** Queries a shopper types from the demo names: one to three words, a letter dropped from one, half a last word. */
function shopperQueries(): string[] {
  const queries: string[] = [];
  demo.forEach((doc, i) => {
    const words = doc.name.split(/\s+/);
    const typo = words[i % words.length];
    const misspelt = typo.length > 4 ? typo.slice(0, 2) + typo.slice(3) : typo;
    queries.push(words.slice(0, 1 + (i % 3)).join(' '), misspelt, `${words.at(-1)} ${words[0]}`);
    queries.push(doc.name.slice(0, 3 + (i % 8)));
  });
  return queries;
}

describe('TermIndex', () => {
  it('matches and scores as MiniSearch does with the same rules, after products change too', async () => {
    const terms = termIndexOf(demo);
    const engine = miniSearchOf(demo);
    const queries = shopperQueries();
    const compareAll = () => {
      let compared = 0;
      for (const text of queries) {
        const expected = engine.search(text);
        const got = matchWith(terms, text);
        expect([...got.keys()].sort((a, b) => a - b)).toEqual(
          expected.map((r) => r.id as number).sort((a, b) => a - b),
        );
        for (const { id, score } of expected) expect(got.get(id as number)).toBeCloseTo(score, 9);
        compared += expected.length;
      }
      expect(compared).toBeGreaterThan(queries.length);
    };
    // Searched before the changes too: what a term scored then (its counts, the products' lengths) is not reused.
    compareAll();
    // Renames and removals: MiniSearch cleans its postings when vacuumed, TermIndex at once.
    for (const doc of demo.filter((d) => d.id % 5 === 0)) {
      const renamed = { ...doc, name: `${doc.name} Mk II` };
      engine.discard(doc.id);
      engine.add(renamed);
      terms.add(doc.id, fieldWords(renamed));
    }
    for (const doc of demo.filter((d) => d.id % 7 === 0)) {
      engine.discard(doc.id);
      terms.remove(doc.id);
    }
    await engine.vacuum();
    compareAll();
  });

  it('keeps one lookup per query word and empties them when a word enters or leaves the index', () => {
    const terms = termIndexOf(demo.slice(0, 20));
    matchWith(terms, 'sonora mic');
    const kept = terms.cachedLookups;
    expect(kept).toBeGreaterThan(0);
    matchWith(terms, 'sonora mic');
    expect(terms.cachedLookups).toBe(kept);
    // A product with only known words leaves the lookups as they are.
    terms.add(9_001, [indexWords(demo[0].name), [], []]);
    expect(terms.cachedLookups).toBe(kept);
    terms.add(9_002, [['zephyrine'], [], []]);
    expect(terms.cachedLookups).toBe(0);
  });
});

describe('the index finds what changed at once, whatever it looked up before', () => {
  const index = new SearchIndex();
  for (const doc of demo) index.upsert(doc);
  const ids = (text: string) => index.search({ text }).hits.map((h) => h.id);
  const suggested = (text: string) => index.suggest(text).map((s) => s.id);
  const product = { ...demo[0], id: 5_000, name: 'Zephyrine Ribbon Mic', slug: 'zephyrine' };

  it('finds a product added, by its word, a typo of it and its start', () => {
    expect(ids('zephyrine')).toEqual([]);
    expect(ids('zephyrne ribbon')).toEqual([]);
    expect(suggested('zeph')).toEqual([]);
    index.upsert(product);
    expect(ids('zephyrine')).toEqual([5_000]);
    expect(ids('zephyrne ribbon')).toEqual([5_000]);
    expect(suggested('zeph')).toEqual([5_000]);
  });

  it('finds a product renamed by its new name only, and offers its new word as "did you mean"', () => {
    index.upsert({ ...product, name: 'Borealine Ribbon Mic' });
    expect(ids('zephyrine')).toEqual([]);
    expect(suggested('zeph')).toEqual([]);
    expect(ids('boreline')).toEqual([5_000]);
    expect(index.search({ text: 'boreelinx ribbon' }).didYouMean).toBe('borealine ribbon');
  });

  it('finds a product removed no more, and no longer offers its word', () => {
    expect(ids('ribbon mic')).toContain(5_000);
    index.remove(5_000);
    expect(ids('boreline')).toEqual([]);
    expect(ids('ribbon mic')).not.toContain(5_000);
    expect(index.search({ text: 'boreelinx' }).didYouMean).toBeNull();
  });

  it('scores a product added to a known word with the live counts', () => {
    const before = index.search({ text: 'ribbon' }).hits;
    index.upsert({ ...product, id: 5_001, name: 'Ribbon Ribbon Ribbon' });
    const after = index.search({ text: 'ribbon' }).hits;
    expect(after[0].id).toBe(5_001);
    expect(after.length).toBe(before.length + 1);
    index.remove(5_001);
    expect(index.search({ text: 'ribbon' }).hits).toEqual(before);
  });
});

describe('firstInOrder', () => {
  it('gives the first items as sorting them all would, ties kept in order', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const items = Array.from({ length: 500 }, (_, i) => ({ i, score: Math.floor(random() * 40) }));
    const compare = (a: { i: number; score: number }, b: { i: number; score: number }) =>
      b.score - a.score || a.i - b.i;
    for (const count of [1, 5, 24, 100, 499, 600]) {
      expect(firstInOrder(items, compare, count)).toEqual([...items].sort(compare).slice(0, count));
    }
  });
});
