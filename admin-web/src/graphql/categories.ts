import { graphql } from './__generated__';
import type { AdminCategoriesQuery } from './__generated__/graphql';

export type Category = AdminCategoriesQuery['categories'][number];
export type { CategoryInput } from './__generated__/graphql';

export const CATEGORIES = graphql(`
  query AdminCategories {
    categories {
      id
      name
      slug
      description
      parentId
    }
  }
`);

export const CREATE_CATEGORY = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
    }
  }
`);

export const UPDATE_CATEGORY = graphql(`
  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_CATEGORY = graphql(`
  mutation DeleteCategory($id: Int!) {
    deleteCategory(id: $id)
  }
`);
