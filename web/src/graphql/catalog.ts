import { graphql } from './__generated__';
import type { ProductQuery, ProductSummaryFieldsFragment } from './__generated__/graphql';

export type ProductSummary = ProductSummaryFieldsFragment;
export type ProductDetail = ProductQuery['product'];

export const PRODUCTS_QUERY = graphql(`
  query Products($categoryId: Int, $categorySlug: String, $q: String, $onSale: Boolean, $limit: Int) {
    products(categoryId: $categoryId, categorySlug: $categorySlug, q: $q, onSale: $onSale, limit: $limit) {
      ...ProductSummaryFields
    }
  }
`);

// category is a content-service entity: the gateway resolves its name and slug through federation.
export const PRODUCT_QUERY = graphql(`
  query Product($slugOrId: String!) {
    product(slugOrId: $slugOrId) {
      ...ProductSummaryFields
      sku
      category {
        id
        name
        slug
      }
      related(limit: 4) {
        ...ProductSummaryFields
      }
    }
  }
`);
