import { gql, type TypedDocumentNode } from '@apollo/client';

/** What a product card (listing or wishlist) needs. */
export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  price: number;
  compareAtPrice: number | null;
  imageUrl: string | null;
  stock: number;
  rating: number | null;
  reviewCount: number;
  isNew: boolean;
  isOnSale: boolean;
  isLimited: boolean;
}

export interface ProductDetail extends ProductSummary {
  sku: string;
  category: { id: number; name: string; slug: string } | null;
  related: ProductSummary[];
}

export const PRODUCT_SUMMARY_FIELDS = gql`
  fragment ProductSummaryFields on Product {
    id
    slug
    name
    description
    price
    compareAtPrice
    imageUrl
    stock
    rating
    reviewCount
    isNew
    isOnSale
    isLimited
  }
`;

interface ProductsVariables {
  categoryId?: number;
  q?: string;
  onSale?: boolean;
  limit?: number;
}

export const PRODUCTS_QUERY: TypedDocumentNode<{ products: ProductSummary[] }, ProductsVariables> = gql`
  query Products($categoryId: Int, $q: String, $onSale: Boolean, $limit: Int) {
    products(categoryId: $categoryId, q: $q, onSale: $onSale, limit: $limit) {
      ...ProductSummaryFields
    }
  }
  ${PRODUCT_SUMMARY_FIELDS}
`;

// category is a content-service entity: the gateway resolves its name and slug through federation.
export const PRODUCT_QUERY: TypedDocumentNode<{ product: ProductDetail }, { slugOrId: string }> = gql`
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
  ${PRODUCT_SUMMARY_FIELDS}
`;
