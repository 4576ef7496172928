import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Category, CategoryInput } from '../types';

export const CATEGORIES: TypedDocumentNode<{ categories: Category[] }> = gql`
  query AdminCategories {
    categories {
      id
      name
      slug
      description
      parentId
    }
  }
`;

export const CREATE_CATEGORY: TypedDocumentNode<unknown, { input: CategoryInput }> = gql`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
    }
  }
`;

export const UPDATE_CATEGORY: TypedDocumentNode<unknown, { id: number; input: CategoryInput }> = gql`
  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
    }
  }
`;

export const DELETE_CATEGORY: TypedDocumentNode<unknown, { id: number }> = gql`
  mutation DeleteCategory($id: Int!) {
    deleteCategory(id: $id)
  }
`;
