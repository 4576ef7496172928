/**
 * The index's terms and their postings, scored as MiniSearch scores them (BM25 per field, field
 * weights, prefix and typo matches weighted down by how far they are from the word typed), but
 * matched more cheaply:
 * - a query word's matching terms (exact, within its typo allowance, or starting with it) are
 *   looked up in the radix tree once and kept in a bounded cache; the cache is emptied whenever a
 *   term enters or leaves the index, so it never answers from an older vocabulary, while the
 *   postings it points to are always the live ones;
 * - a term's BM25 in each product it is in is worked out the first time the term is walked, and kept
 *   as arrays until the index next changes (any product added or removed moves the counts and lengths);
 * - every word must match, so only the word with the fewest postings is walked in full; the other
 *   words are scored on the products it found, by looking each one up (or by walking their
 *   postings when that is cheaper).
 * The sums are made in MiniSearch's order, so scores (and so the order of results) are the same.
 */
import { LRUCache } from 'lru-cache';
import SearchableMap from 'minisearch/SearchableMap';
import type { VocabularyEntry } from '../domain/did-you-mean';
import { indexTerm } from '../domain/matching-rules';

export interface TermEntry extends VocabularyEntry {
  /** Per field: product id → how often the term occurs in it. */
  postings: Map<number, number>[];
}

/** A query word as matched: its index term, the edits it is allowed and whether it may be a prefix. */
export interface QueryTerm {
  term: string;
  edits: number;
  prefix: boolean;
}

/** A term's postings in one field with each product's BM25 there, as arrays: what scoring a term walks. */
interface WeighedPostings {
  ids: number[];
  bm25: Float64Array;
}

interface Derived {
  entry: TermEntry;
  /** 1 for the word itself, less the further a prefix or typo match is from it. */
  weight: number;
}

// MiniSearch's defaults, which the relevance table was tuned on.
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
/** Query words' lookups kept: a shopper's words repeat; each entry is a short list. */
export const LOOKUPS_KEPT = 20_000;

export class TermIndex {
  private readonly terms = new SearchableMap<TermEntry>();
  private readonly termsOf = new Map<number, string[]>();
  /** Per product, its count of distinct words in each field. */
  private readonly fieldLengths = new Map<number, number[]>();
  private readonly averageLengths: number[];
  private documentCount = 0;
  private readonly lookups = new LRUCache<string, object | boolean>({ max: LOOKUPS_KEPT });
  /**
   * Each term scored so far, field by field: a term's BM25 in a product follows from the counts and lengths of the
   * whole index, so these are dropped on every change, and made again by the next search that walks the term. A term
   * dropped from the vocabulary is a change, so none outlives its entry here.
   */
  private readonly weighedPostings = new Map<TermEntry, WeighedPostings[]>();

  /** `fieldWeights`: each field's weight, in the order fields are given to `add`. */
  constructor(private readonly fieldWeights: readonly number[]) {
    this.averageLengths = fieldWeights.map(() => 0);
  }

  /** How many lookups are cached (for tests). */
  get cachedLookups(): number {
    return this.lookups.size;
  }

  /** A product's words, field by field, as tokenised (before stopwords and stems). */
  add(id: number, fieldWords: readonly string[][]): void {
    if (this.termsOf.has(id)) this.remove(id);
    this.forgetWeights();
    const lengths = fieldWords.map((words) => new Set(words).size);
    this.documentCount += 1;
    const before = this.documentCount - 1;
    lengths.forEach((length, field) => {
      this.averageLengths[field] = (this.averageLengths[field] * before + length) / (before + 1);
    });
    this.fieldLengths.set(id, lengths);
    const own = new Set<string>();
    fieldWords.forEach((words, field) => {
      for (const word of words) {
        const term = indexTerm(word);
        if (!term) continue;
        let entry = this.terms.get(term);
        if (!entry) {
          entry = { display: word, documents: 0, postings: this.fieldWeights.map(() => new Map()) };
          this.terms.set(term, entry);
          this.forgetLookups();
        }
        if (!own.has(term)) {
          own.add(term);
          entry.documents += 1;
        }
        const postings = entry.postings[field];
        postings.set(id, (postings.get(id) ?? 0) + 1);
      }
    });
    this.termsOf.set(id, [...own]);
  }

  remove(id: number): void {
    const own = this.termsOf.get(id);
    const lengths = this.fieldLengths.get(id);
    if (!own || !lengths) return;
    this.forgetWeights();
    lengths.forEach((length, field) => {
      const count = this.documentCount;
      this.averageLengths[field] = count === 1 ? 0 : (this.averageLengths[field] * count - length) / (count - 1);
    });
    this.documentCount -= 1;
    for (const term of own) {
      const entry = this.terms.get(term);
      if (!entry) continue;
      for (const postings of entry.postings) postings.delete(id);
      entry.documents -= 1;
      if (entry.documents === 0) {
        this.terms.delete(term);
        this.forgetLookups();
      }
    }
    this.termsOf.delete(id);
    this.fieldLengths.delete(id);
  }

  entry(term: string): TermEntry | undefined {
    return this.terms.get(term);
  }

  /** Indexed terms within `edits` Levenshtein edits of `term`. */
  near(term: string, edits: number): Array<[string, TermEntry]> {
    return this.cached(`n${edits}:${term}`, () =>
      [...this.terms.fuzzyGet(term, edits)].map(([word, [entry]]): [string, TermEntry] => [word, entry]),
    );
  }

  startsSomeWord(prefix: string): boolean {
    return this.cached(`s:${prefix}`, () => !this.terms.atPrefix(prefix).keys().next().done);
  }

  /** Products matching every query term, with their scores (MiniSearch's AND search). */
  match(query: readonly QueryTerm[]): Map<number, number> {
    const matched = new Map<number, number>();
    if (query.length === 0) return matched;
    const expanded = query.map((q) => this.expand(q));
    const order = expanded
      .map((derived, i) => ({ i, cost: postingsSize(derived) }))
      .sort((a, b) => a.cost - b.cost || a.i - b.i);
    const scores: Array<Map<number, number>> = new Array(query.length);
    let found: Map<number, number> | null = null;
    for (const { i, cost } of order) {
      const within: Map<number, number> | null = found;
      const byLookup = within ? within.size * expanded[i].length * this.fieldWeights.length : Infinity;
      const scored: Map<number, number> =
        within && byLookup < cost ? this.scoreEach(expanded[i], within) : this.scoreAll(expanded[i], within);
      scores[i] = scored;
      found = scored;
      if (scored.size === 0) return matched;
    }
    // A product's score is the sum of its words' scores, times how many distinct words matched.
    const quality = new Set(query.map((q) => q.term)).size;
    for (const id of found!.keys()) {
      let total = scores[0].get(id)!;
      for (let i = 1; i < scores.length; i++) total += scores[i].get(id)!;
      matched.set(id, total * quality);
    }
    return matched;
  }

  /** The terms a query word matches, in MiniSearch's order: itself, then longer words it starts, then near ones. */
  private expand({ term, edits, prefix }: QueryTerm): Derived[] {
    return this.cached(`m${edits}${prefix ? 'p' : ''}:${term}`, () => {
      const derived: Derived[] = [];
      const exact = this.terms.get(term);
      if (exact) derived.push({ entry: exact, weight: 1 });
      const fuzzy = edits > 0 ? this.terms.fuzzyGet(term, edits) : null;
      if (prefix) {
        for (const [word, entry] of this.terms.atPrefix(term)) {
          const distance = word.length - term.length;
          if (!distance) continue;
          // A word both near and started by the query word counts as a prefix match.
          fuzzy?.delete(word);
          derived.push({ entry, weight: (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * distance) });
        }
      }
      for (const [word, [entry, distance]] of fuzzy ?? []) {
        if (distance) derived.push({ entry, weight: (FUZZY_WEIGHT * word.length) / (word.length + distance) });
      }
      return derived;
    });
  }

  /** Scores of every product in the terms' postings (only those in `within`, when given). */
  private scoreAll(derived: readonly Derived[], within: Map<number, number> | null): Map<number, number> {
    const scores = new Map<number, number>();
    for (const { entry, weight } of derived) {
      const fields = this.weighed(entry);
      for (let field = 0; field < fields.length; field++) {
        const { ids, bm25 } = fields[field];
        const fieldWeight = this.fieldWeights[field];
        for (let i = 0; i < ids.length; i++) {
          const id = ids[i];
          if (within && !within.has(id)) continue;
          const score = weight * fieldWeight * bm25[i];
          scores.set(id, (scores.get(id) ?? 0) + score);
        }
      }
    }
    return scores;
  }

  /** A term's postings with their BM25, made once for as long as the index is unchanged. */
  private weighed(entry: TermEntry): WeighedPostings[] {
    let weighed = this.weighedPostings.get(entry);
    if (!weighed) {
      weighed = entry.postings.map((postings, field) => {
        const rarity = this.rarity(postings.size);
        const average = this.averageLengths[field];
        const ids: number[] = [];
        const scores = new Float64Array(postings.size);
        for (const [id, frequency] of postings) {
          scores[ids.length] = bm25(rarity, frequency, this.fieldLengths.get(id)![field], average);
          ids.push(id);
        }
        return { ids, bm25: scores };
      });
      this.weighedPostings.set(entry, weighed);
    }
    return weighed;
  }

  /** Scores of the products in `within` that the terms match, each looked up. */
  private scoreEach(derived: readonly Derived[], within: Map<number, number>): Map<number, number> {
    const rarities = derived.map(({ entry }) => entry.postings.map((postings) => this.rarity(postings.size)));
    const scores = new Map<number, number>();
    for (const id of within.keys()) {
      const lengths = this.fieldLengths.get(id)!;
      let total = 0;
      let found = false;
      derived.forEach(({ entry, weight }, t) => {
        entry.postings.forEach((postings, field) => {
          const frequency = postings.get(id);
          if (frequency === undefined) return;
          found = true;
          const score = bm25(rarities[t][field], frequency, lengths[field], this.averageLengths[field]);
          total += weight * this.fieldWeights[field] * score;
        });
      });
      if (found) scores.set(id, total);
    }
    return scores;
  }

  /** BM25's inverse document frequency of a term that `matching` products have in a field. */
  private rarity(matching: number): number {
    return Math.log(1 + (this.documentCount - matching + 0.5) / (matching + 0.5));
  }

  private cached<T extends object | boolean>(key: string, make: () => T): T {
    const kept = this.lookups.get(key);
    if (kept !== undefined) return kept as T;
    const made = make();
    this.lookups.set(key, made);
    return made;
  }

  /** Counts or lengths changed, so every term's BM25 may have. Cleared only when some are kept: a rebuild adds many. */
  private forgetWeights(): void {
    if (this.weighedPostings.size > 0) this.weighedPostings.clear();
  }

  /** The vocabulary changed, so any lookup kept may be wrong. Cleared only when some are kept (it costs the capacity). */
  private forgetLookups(): void {
    if (this.lookups.size > 0) this.lookups.clear();
  }
}

function postingsSize(derived: readonly Derived[]): number {
  let size = 0;
  for (const { entry } of derived) for (const postings of entry.postings) size += postings.size;
  return size;
}

/** BM25 of a term in a product's field, as MiniSearch computes it (same operations, same order). */
function bm25(rarity: number, frequency: number, length: number, average: number): number {
  const { k, b, d } = BM25;
  return rarity * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / average)));
}
