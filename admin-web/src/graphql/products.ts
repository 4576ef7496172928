import { gql, type DocumentNode, type TypedDocumentNode } from '@apollo/client';
import type { HireProduct, Product } from '../types';

const PRODUCT_FIELDS = gql`
  fragment AdminProductFields on Product {
    id
    name
    slug
    description
    price
    compareAtPrice
    imageUrl
    categoryId
    category {
      id
      name
    }
    stock
    rating
    reviewCount
    isNew
    isOnSale
    isLimited
    isLargeHeavy
    customShippingCost
    sku
  }
`;

const HIRE_PRODUCT_FIELDS = gql`
  ${PRODUCT_FIELDS}
  fragment AdminHireProductFields on Product {
    ...AdminProductFields
    hireId
    hirePriceDaily
    hirePriceWeekly
    hirePriceMonthly
    deliveryAvailable
    installationAvailable
    deliveryPrice
    installationPrice
  }
`;

type ProductInput = Record<string, unknown>;

/** The list query and the create / update / delete mutations of one kind of product (sale or hire). */
export interface InventoryDocuments<P extends Product> {
  /** The list field is aliased to `items` so sale and hire lists read alike. */
  list: TypedDocumentNode<{ items: P[] }>;
  create: TypedDocumentNode<unknown, { input: ProductInput }>;
  update: TypedDocumentNode<unknown, { id: number; input: ProductInput }>;
  remove: TypedDocumentNode<unknown, { id: number }>;
}

interface InventoryFields {
  list: string;
  create: string;
  update: string;
  remove: string;
}

/** Operations are named after their field, capitalised (adminProducts -> AdminProducts). */
const operationName = (field: string) => field[0].toUpperCase() + field.slice(1);

/** Sale and hire products have the same four operations on differently named fields. */
function inventoryDocuments<P extends Product>(
  fragment: DocumentNode,
  fragmentName: string,
  fields: InventoryFields,
): InventoryDocuments<P> {
  const { list, create, update, remove } = fields;
  return {
    list: gql`
      ${fragment}
      query ${operationName(list)} {
        items: ${list} {
          ...${fragmentName}
        }
      }
    `,
    create: gql`
      ${fragment}
      mutation ${operationName(create)}($input: ProductInput!) {
        ${create}(input: $input) {
          ...${fragmentName}
        }
      }
    `,
    update: gql`
      ${fragment}
      mutation ${operationName(update)}($id: Int!, $input: ProductInput!) {
        ${update}(id: $id, input: $input) {
          ...${fragmentName}
        }
      }
    `,
    remove: gql`
      mutation ${operationName(remove)}($id: Int!) {
        ${remove}(id: $id)
      }
    `,
  };
}

export const SALE_PRODUCT_DOCUMENTS = inventoryDocuments<Product>(PRODUCT_FIELDS, 'AdminProductFields', {
  list: 'adminProducts',
  create: 'createProduct',
  update: 'updateProduct',
  remove: 'deleteProduct',
});

export const HIRE_PRODUCT_DOCUMENTS = inventoryDocuments<HireProduct>(HIRE_PRODUCT_FIELDS, 'AdminHireProductFields', {
  list: 'adminHireProducts',
  create: 'createHireProduct',
  update: 'updateHireProduct',
  remove: 'deleteHireProduct',
});
