import {
  CATEGORY_SUGGESTIONS_MAX,
  hireId,
  productSearchSchema,
  searchSuggestionsSchema,
  sku,
  SUGGEST_FROM_CHARACTERS,
} from '@shop/contracts';
import { parseInput } from '@shop/kit';
import type { SearchIndex } from '../application/search-index';
import type { Resolvers } from './__generated__/resolvers';

/** The shop's search over this replica's index: validated at the edge, answered from memory. */
export function searchResolvers(index: SearchIndex): Resolvers {
  return {
    Query: {
      productSearch: (_, args) => {
        const { q, kind, categoryId, priceBand, inStock, onSale, isNew, sort, limit, offset } = parseInput(
          productSearchSchema,
          args,
        );
        const result = index.search({
          text: q,
          filters: {
            kind: kind ?? undefined,
            categoryId: categoryId ?? undefined,
            priceBand: priceBand ?? undefined,
            inStock: inStock ?? undefined,
            onSale: onSale ?? undefined,
            isNew: isNew ?? undefined,
          },
          sort: sort ?? (q ? 'relevance' : 'newest'),
          limit,
          offset,
        });
        return {
          products: result.hits.map((hit) => ({ __typename: 'Product', id: hit.id })),
          total: result.total,
          didYouMean: result.didYouMean,
          facets: {
            ...result.facets,
            categories: result.facets.categories.map(({ categoryId: id, count }) => ({
              categoryId: id,
              name: index.categoryName(id) ?? '',
              count,
            })),
          },
        };
      },
      searchSuggestions: (_, args) => {
        const { q, limit } = parseInput(searchSuggestionsSchema, args);
        if (q.length < SUGGEST_FROM_CHARACTERS) return { products: [], categories: [] };
        return {
          products: index.suggest(q, limit).map((s) => ({
            ...s,
            reference: s.kind === 'hire' ? hireId(s.id) : sku(s.id),
          })),
          categories: index.suggestCategories(q, CATEGORY_SUGGESTIONS_MAX),
        };
      },
    },
  };
}
