import { gql } from '@apollo/client';

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

export const ADMIN_PRODUCTS = gql`
  ${PRODUCT_FIELDS}
  query AdminProducts {
    adminProducts {
      ...AdminProductFields
    }
  }
`;

export const CREATE_PRODUCT = gql`
  ${PRODUCT_FIELDS}
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      ...AdminProductFields
    }
  }
`;

export const UPDATE_PRODUCT = gql`
  ${PRODUCT_FIELDS}
  mutation UpdateProduct($id: Int!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...AdminProductFields
    }
  }
`;

export const DELETE_PRODUCT = gql`
  mutation DeleteProduct($id: Int!) {
    deleteProduct(id: $id)
  }
`;

export const ADMIN_HIRE_PRODUCTS = gql`
  ${HIRE_PRODUCT_FIELDS}
  query AdminHireProducts {
    adminHireProducts {
      ...AdminHireProductFields
    }
  }
`;

export const CREATE_HIRE_PRODUCT = gql`
  ${HIRE_PRODUCT_FIELDS}
  mutation CreateHireProduct($input: ProductInput!) {
    createHireProduct(input: $input) {
      ...AdminHireProductFields
    }
  }
`;

export const UPDATE_HIRE_PRODUCT = gql`
  ${HIRE_PRODUCT_FIELDS}
  mutation UpdateHireProduct($id: Int!, $input: ProductInput!) {
    updateHireProduct(id: $id, input: $input) {
      ...AdminHireProductFields
    }
  }
`;

export const DELETE_HIRE_PRODUCT = gql`
  mutation DeleteHireProduct($id: Int!) {
    deleteHireProduct(id: $id)
  }
`;
