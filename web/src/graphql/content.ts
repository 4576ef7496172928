import { gql, type TypedDocumentNode } from '@apollo/client';

export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  parentId: number | null;
}

export interface NewsItem {
  id: number;
  title: string;
  content: string;
  imageUrl: string | null;
  createdAt: string;
}

export const CATEGORIES_QUERY: TypedDocumentNode<{ categories: Category[] }> = gql`
  query Categories {
    categories {
      id
      name
      slug
      description
      parentId
    }
  }
`;

export const ACTIVE_NEWS_QUERY: TypedDocumentNode<{ activeNews: NewsItem[] }, { limit: number }> = gql`
  query ActiveNews($limit: Int) {
    activeNews(limit: $limit) {
      id
      title
      content
      imageUrl
      createdAt
    }
  }
`;
