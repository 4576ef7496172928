import { graphql } from './__generated__';
import type { ActiveNewsQuery, CategoriesQuery } from './__generated__/graphql';

export type Category = CategoriesQuery['categories'][number];
export type NewsItem = ActiveNewsQuery['activeNews'][number];

export const CATEGORIES_QUERY = graphql(`
  query Categories {
    categories {
      id
      name
      slug
      description
      parentId
    }
  }
`);

export const ACTIVE_NEWS_QUERY = graphql(`
  query ActiveNews($limit: Int) {
    activeNews(limit: $limit) {
      id
      title
      content
      imageUrl
      createdAt
    }
  }
`);
