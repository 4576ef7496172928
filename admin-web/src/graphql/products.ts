import type { TypedDocumentNode } from '@apollo/client';
import { graphql } from './__generated__';
import type {
  AdminHireProductFieldsFragment,
  AdminProductFieldsFragment,
  DeleteProductMutationVariables,
  CreateProductMutationVariables,
  SearchKind,
  UpdateProductMutationVariables,
} from './__generated__/graphql';

export type Product = AdminProductFieldsFragment;
export type HireProduct = AdminHireProductFieldsFragment;
export type { HireImportReportFragment as HireImportResult } from './__generated__/graphql';
export type { ProductImportReportFragment as ProductImportResult } from './__generated__/graphql';
export type { ProductInput } from './__generated__/graphql';

/** The list query and the create / update / delete mutations of one kind of product (sale or hire). */
export interface InventoryDocuments<P extends Product> {
  /** Which of the search service's kinds the tab searches. */
  kind: SearchKind;
  /** The list field is aliased to `items` so sale and hire lists read alike. */
  list: TypedDocumentNode<{ items: P[] }, Record<string, never>>;
  create: TypedDocumentNode<unknown, CreateProductMutationVariables>;
  update: TypedDocumentNode<unknown, UpdateProductMutationVariables>;
  remove: TypedDocumentNode<unknown, DeleteProductMutationVariables>;
}

export const SALE_PRODUCT_DOCUMENTS: InventoryDocuments<Product> = {
  kind: 'sale',
  list: graphql(`
    query AdminProducts {
      items: adminProducts {
        ...AdminProductFields
      }
    }
  `),
  create: graphql(`
    mutation CreateProduct($input: ProductInput!) {
      createProduct(input: $input) {
        ...AdminProductFields
      }
    }
  `),
  update: graphql(`
    mutation UpdateProduct($id: Int!, $input: ProductInput!, $expectedVersion: Int) {
      updateProduct(id: $id, input: $input, expectedVersion: $expectedVersion) {
        ...AdminProductFields
      }
    }
  `),
  remove: graphql(`
    mutation DeleteProduct($id: Int!) {
      deleteProduct(id: $id)
    }
  `),
};

export const HIRE_PRODUCT_DOCUMENTS: InventoryDocuments<HireProduct> = {
  kind: 'hire',
  list: graphql(`
    query AdminHireProducts {
      items: adminHireProducts {
        ...AdminHireProductFields
      }
    }
  `),
  create: graphql(`
    mutation CreateHireProduct($input: ProductInput!) {
      createHireProduct(input: $input) {
        ...AdminHireProductFields
      }
    }
  `),
  update: graphql(`
    mutation UpdateHireProduct($id: Int!, $input: ProductInput!, $expectedVersion: Int) {
      updateHireProduct(id: $id, input: $input, expectedVersion: $expectedVersion) {
        ...AdminHireProductFields
      }
    }
  `),
  remove: graphql(`
    mutation DeleteHireProduct($id: Int!) {
      deleteHireProduct(id: $id)
    }
  `),
};
