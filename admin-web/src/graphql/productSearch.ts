import { graphql } from './__generated__';

/**
 * The inventory tabs' search, answered by the search service with the shop's matching (any word
 * order, typos, plurals, a SKU or hire id): the ids of the best 200 matches of one kind, best first.
 */
export const ADMIN_PRODUCT_SEARCH = graphql(`
  query AdminProductSearch($q: String!, $kind: SearchKind!) {
    productSearch(q: $q, kind: $kind, sort: relevance, limit: 200) {
      products {
        id
      }
    }
  }
`);
