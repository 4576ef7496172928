/**
 * The search read model: the catalogue's products held in an in-memory index (MiniSearch's radix
 * tree and scoring, chosen by bench/search-engines.ts, matched by TermIndex), kept current by
 * upserts and removals, and searched with the shop's matching rules (src/domain). Categories are
 * indexed by name, so renaming one re-indexes its products.
 */
import { didYouMean, type Vocabulary } from '../domain/did-you-mean';
import { countFacets, filtersChosen, matchesFilters, type Facets, type SearchFilters } from '../domain/facets';
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
import type { Generation } from '@shop/kit';
import { compareBy, firstInOrder, type Scored, type SearchSort } from '../domain/sort';
import { indexWords, queryWords } from '../domain/tokenise';
import { TermIndex, type QueryTerm } from './term-index';

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
  private readonly terms = new TermIndex(SEARCH_FIELDS.map((field) => FIELD_WEIGHTS[field]));
  private readonly vocabulary: Vocabulary = {
    get: (term) => this.terms.entry(term),
    near: (term, edits) => this.terms.near(term, edits),
  };

  /** Changes made so far: what the index's generation counts. */
  private changes = 0;
  /** Moved on by every change, so an answer kept under one generation is never sent after a change. */
  readonly generation: Generation = { current: () => String(this.changes) };

  get size(): number {
    return this.documents.size;
  }

  upsert(doc: SearchDocument): void {
    this.changes++;
    if (this.documents.has(doc.id)) this.remove(doc.id);
    this.documents.set(doc.id, doc);
    this.terms.add(
      doc.id,
      SEARCH_FIELDS.map((field) => indexWords(this.fieldText(doc, field))),
    );
  }

  remove(id: number): void {
    this.changes++;
    if (this.documents.delete(id)) this.terms.remove(id);
  }

  /** A category's name is searchable text of its products: a rename re-indexes them. */
  upsertCategory(id: number, name: string, parentId: number | null = null): void {
    this.changes++;
    const before = this.categories.get(id);
    this.categories.set(id, { name, parentId });
    if (before?.name !== name) this.reindexCategory(id);
  }

  removeCategory(id: number): void {
    this.changes++;
    if (this.categories.delete(id)) this.reindexCategory(id);
  }

  search(request: SearchRequest): SearchResult {
    const filters = this.withCategoryScope(request.filters ?? {});
    const words = queryWords(request.text);
    const references = this.referencedDocuments(words);
    const textWords = words.filter((w) => !parseReference(w));
    const matches = this.textMatches(textWords, words.length === 0);
    const all = references.length === 0 ? matches : withReferencesFirst(references, matches);
    const kept = filtersChosen(filters) ? all.filter((s) => matchesFilters(s.doc, filters)) : all;
    const offset = Math.max(0, request.offset ?? 0);
    const limit = Math.min(Math.max(1, request.limit ?? DEFAULT_LIMIT), SEARCH_PAGE_MAX);
    const page = firstInOrder(kept, compareBy(request.sort ?? 'relevance'), offset + limit);
    return {
      hits: page.slice(offset).map(toHit),
      total: kept.length,
      facets: countFacets(
        all.map((s) => s.doc),
        filters,
      ),
      didYouMean: this.correction(textWords),
    };
  }

  /** Products for the search box's drop-down while the shopper types: best first, ties by id. */
  suggest(text: string, limit = 5): Suggestion[] {
    return firstInOrder(this.textMatches(queryWords(text), false), compareBy('relevance'), limit).map(
      ({ doc: { id, kind, name, slug } }) => ({ id, kind, name, slug }),
    );
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
    // Every word must match: when none does, "did you mean" says what would.
    const matched: Scored[] = [];
    for (const [id, score] of this.terms.match(queryTerms(words)))
      matched.push({ doc: this.documents.get(id)!, score });
    return matched;
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
      const typing = term !== null && i === words.length - 1 && this.terms.startsSomeWord(term);
      return typing ? null : term;
    });
    return didYouMean(words, terms, this.vocabulary);
  }

  private fieldText(doc: SearchDocument, field: SearchField): string {
    if (field === 'category') return this.categories.get(doc.categoryId)?.name ?? '';
    return doc[field];
  }

  private reindexCategory(categoryId: number): void {
    for (const doc of [...this.documents.values()]) if (doc.categoryId === categoryId) this.upsert(doc);
  }
}

/** The words as matched: stopwords dropped, each with its typo allowance, the last a prefix (the shop's rules). */
function queryTerms(words: readonly string[]): QueryTerm[] {
  const terms = words.map(indexTerm).filter((term): term is string => term !== null);
  return terms.map((term, i) => ({ term, edits: allowedEdits(term), prefix: isPrefixWord(term, i, terms) }));
}

/** Products named by a reference first (once each, whatever they matched), then the text's other matches. */
function withReferencesFirst(references: readonly SearchDocument[], matches: readonly Scored[]): Scored[] {
  const all: Scored[] = [];
  const referenced = new Set<number>();
  for (const doc of references) {
    if (referenced.has(doc.id)) continue;
    referenced.add(doc.id);
    all.push({ doc, score: REFERENCE_SCORE });
  }
  for (const scored of matches) if (!referenced.has(scored.doc.id)) all.push(scored);
  return all;
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
