import { graphql } from './__generated__';

/** A page of the shop's search with the facets of every result (the search service's index). */
export const PRODUCT_SEARCH_QUERY = graphql(`
  query ProductSearch(
    $q: String
    $categoryId: Int
    $priceBand: String
    $inStock: Boolean
    $onSale: Boolean
    $isNew: Boolean
    $sort: SearchSort
    $limit: Int
    $offset: Int
  ) {
    productSearch(
      q: $q
      kind: sale
      categoryId: $categoryId
      priceBand: $priceBand
      inStock: $inStock
      onSale: $onSale
      isNew: $isNew
      sort: $sort
      limit: $limit
      offset: $offset
    ) {
      total
      didYouMean
      products {
        ...ProductSummaryFields
      }
      facets {
        categories {
          categoryId
          name
          count
        }
        priceBands {
          key
          label
          count
        }
        inStock
        onSale
        isNew
      }
    }
  }
`);

/** What the search box offers while the shopper types. */
export const SEARCH_SUGGESTIONS_QUERY = graphql(`
  query SearchSuggestions($q: String!) {
    searchSuggestions(q: $q, limit: 6) {
      products {
        id
        kind
        name
        slug
        reference
      }
      categories {
        id
        name
      }
    }
  }
`);
