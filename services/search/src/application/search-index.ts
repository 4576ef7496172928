/**
 * The search read model: the catalogue's products held in an in-memory MiniSearch index (chosen by
 * bench/search.ts), kept current by upserts and removals, and searched with the shop's matching
 * rules (src/domain). Categories are indexed by name, so renaming one re-indexes its products.
 */
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { didYouMean, type Vocabulary, type VocabularyEntry } from '../domain/did-you-mean';
import { countFacets, matchesFilters, type Facets, type SearchFilters } from '../domain/facets';
import {
  allowedEdits,
  FIELD_WEIGHTS,
  indexTerm,
  isPrefixWord,
  SEARCH_FIELDS,
  type SearchField,
} from '../domain/matching-rules';
import type { ProductKind, SearchDocument } from '../domain/search-document';
import { SEARCH_PAGE_MAX, hireId, parseReference, sku } from '@shop/contracts';
import { compareBy, type Scored, type SearchSort } from '../domain/sort';
import { indexWords, queryWords } from '../domain/tokenise';

export interface SearchRequest {
  text: string;
  filters?: SearchFilters;
  sort?: SearchSort;
  limit?: number;
  offset?: number;
}

export interface SearchHit {
  id: number;
  kind: ProductKind;
  name: string;
  slug: string;
  /** As the product's page shows it: "P0012", or "H0012" for hire equipment. */
  reference: string;
  pricePence: number;
  categoryId: number;
  score: number;
}

export interface SearchResult {
  hits: SearchHit[];
  /** Results after filters, before paging. */
  total: number;
  facets: Facets;
  /** The query with unknown words replaced by the nearest indexed ones; null when nothing to correct. */
  didYouMean: string | null;
}

export interface Suggestion {
  id: number;
  kind: ProductKind;
  name: string;
  slug: string;
}

export interface CategorySuggestion {
  id: number;
  name: string;
}

interface IndexedCategory {
  name: string;
  parentId: number | null;
}

const DEFAULT_LIMIT = 24;
/** A SKU typed in full beats any text match. */
const REFERENCE_SCORE = Number.MAX_SAFE_INTEGER;

export class SearchIndex {
  private readonly documents = new Map<number, SearchDocument>();
  private readonly categories = new Map<number, IndexedCategory>();
  /** Every indexed term, with how many products use it: a radix tree, so near and prefixed words are found without a scan. */
  private readonly lexicon = new SearchableMap<VocabularyEntry>();
  private readonly vocabulary: Vocabulary = {
    get: (term) => this.lexicon.get(term),
    near: (term, edits) => [...this.lexicon.fuzzyGet(term, edits)].map(([word, [entry]]) => [word, entry]),
  };
  private readonly termsOf = new Map<number, Set<string>>();
  private readonly engine = new MiniSearch<SearchDocument>({
    idField: 'id',
    fields: SEARCH_FIELDS,
    extractField: (doc, field) => this.fieldText(doc, field as SearchField | 'id'),
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

  get size(): number {
    return this.documents.size;
  }

  upsert(doc: SearchDocument): void {
    if (this.documents.has(doc.id)) this.remove(doc.id);
    this.documents.set(doc.id, doc);
    this.engine.add(doc);
    this.learnWords(doc);
  }

  remove(id: number): void {
    if (!this.documents.delete(id)) return;
    this.engine.discard(id);
    this.forgetWords(id);
  }

  /** A category's name is searchable text of its products: a rename re-indexes them. */
  upsertCategory(id: number, name: string, parentId: number | null = null): void {
    const before = this.categories.get(id);
    this.categories.set(id, { name, parentId });
    if (before?.name !== name) this.reindexCategory(id);
  }

  removeCategory(id: number): void {
    if (this.categories.delete(id)) this.reindexCategory(id);
  }

  search(request: SearchRequest): SearchResult {
    const filters = this.withCategoryScope(request.filters ?? {});
    const words = queryWords(request.text);
    const references = this.referencedDocuments(words);
    const textWords = words.filter((w) => !parseReference(w));
    const matched = new Map<number, Scored>(references.map((doc) => [doc.id, { doc, score: REFERENCE_SCORE }]));
    for (const scored of this.textMatches(textWords, words.length === 0)) {
      if (!matched.has(scored.doc.id)) matched.set(scored.doc.id, scored);
    }
    const all = [...matched.values()];
    const kept = all.filter((s) => matchesFilters(s.doc, filters)).sort(compareBy(request.sort ?? 'relevance'));
    const offset = Math.max(0, request.offset ?? 0);
    const limit = Math.min(Math.max(1, request.limit ?? DEFAULT_LIMIT), SEARCH_PAGE_MAX);
    return {
      hits: kept.slice(offset, offset + limit).map(toHit),
      total: kept.length,
      facets: countFacets(
        all.map((s) => s.doc),
        filters,
      ),
      didYouMean: this.correction(textWords),
    };
  }

  /** Products for the search box's drop-down while the shopper types. */
  suggest(text: string, limit = 5): Suggestion[] {
    const words = queryWords(text);
    if (words.length === 0) return [];
    return this.engine
      .search(words.join(' '))
      .slice(0, limit)
      .map((r) => this.documents.get(r.id as number))
      .filter((doc): doc is SearchDocument => doc !== undefined)
      .map(({ id, kind, name, slug }) => ({ id, kind, name, slug }));
  }

  categoryName(id: number): string | undefined {
    return this.categories.get(id)?.name;
  }

  /** Categories whose name has a word starting with each word typed, for the search box's drop-down. */
  suggestCategories(text: string, limit = 3): CategorySuggestion[] {
    const words = queryWords(text);
    if (words.length === 0) return [];
    const found: CategorySuggestion[] = [];
    for (const [id, { name }] of this.categories) {
      const own = queryWords(name);
      if (words.every((word) => own.some((w) => w.startsWith(word)))) found.push({ id, name });
    }
    return found.sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.id - b.id).slice(0, limit);
  }

  /** A category filter takes in the categories under the one chosen, as the shop's category pages do. */
  private withCategoryScope(filters: SearchFilters): SearchFilters {
    if (filters.categoryId === undefined) return filters;
    const scope = new Set([filters.categoryId]);
    // Parents before children is not guaranteed: go round until nothing more joins.
    for (let grew = true; grew;) {
      grew = false;
      for (const [id, { parentId }] of this.categories) {
        if (parentId !== null && scope.has(parentId) && !scope.has(id)) {
          scope.add(id);
          grew = true;
        }
      }
    }
    return { ...filters, categoryIds: scope };
  }

  /** No words at all browses the whole catalogue (with facets); words that were all references match no more text. */
  private textMatches(words: string[], queryWasEmpty: boolean): Scored[] {
    if (words.length === 0) return queryWasEmpty ? [...this.documents.values()].map((doc) => ({ doc, score: 0 })) : [];
    // Every word must match (combineWith AND): when none does, "did you mean" says what would.
    return this.engine.search(words.join(' ')).flatMap((r) => {
      const doc = this.documents.get(r.id as number);
      return doc ? [{ doc, score: r.score }] : [];
    });
  }

  private referencedDocuments(words: string[]): SearchDocument[] {
    return words.flatMap((word) => {
      const reference = parseReference(word);
      const doc = reference && this.documents.get(reference.id);
      return doc && (!reference.hireOnly || doc.kind === 'hire') ? [doc] : [];
    });
  }

  /** The last word may be a prefix still being typed: it needs no correction while some word starts with it. */
  private correction(words: string[]): string | null {
    const terms = words.map((word, i) => {
      const term = indexTerm(word);
      const typing = term !== null && i === words.length - 1 && this.startsSomeWord(term);
      return typing ? null : term;
    });
    return didYouMean(words, terms, this.vocabulary);
  }

  private startsSomeWord(prefix: string): boolean {
    return this.lexicon.atPrefix(prefix).size > 0;
  }

  private fieldText(doc: SearchDocument, field: SearchField | 'id'): string | number {
    if (field === 'category') return this.categories.get(doc.categoryId)?.name ?? '';
    return doc[field];
  }

  private reindexCategory(categoryId: number): void {
    for (const doc of [...this.documents.values()]) if (doc.categoryId === categoryId) this.upsert(doc);
  }

  private learnWords(doc: SearchDocument): void {
    const terms = new Set<string>();
    for (const field of SEARCH_FIELDS) {
      for (const word of indexWords(String(this.fieldText(doc, field)))) {
        const term = indexTerm(word);
        if (!term || terms.has(term)) continue;
        terms.add(term);
        const entry = this.lexicon.get(term);
        if (entry) entry.documents += 1;
        else this.lexicon.set(term, { display: word, documents: 1 });
      }
    }
    this.termsOf.set(doc.id, terms);
  }

  private forgetWords(id: number): void {
    for (const term of this.termsOf.get(id) ?? []) {
      const entry = this.lexicon.get(term);
      if (!entry) continue;
      entry.documents -= 1;
      if (entry.documents === 0) this.lexicon.delete(term);
    }
    this.termsOf.delete(id);
  }
}

function toHit({ doc, score }: Scored): SearchHit {
  const reference = doc.kind === 'hire' ? hireId(doc.id) : sku(doc.id);
  return {
    id: doc.id,
    kind: doc.kind,
    name: doc.name,
    slug: doc.slug,
    reference,
    pricePence: doc.pricePence,
    categoryId: doc.categoryId,
    score,
  };
}
