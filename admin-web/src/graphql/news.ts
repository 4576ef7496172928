import { gql, type TypedDocumentNode } from '@apollo/client';
import type { NewsItem, NewsItemInput } from '../types';

const NEWS_FIELDS = gql`
  fragment AdminNewsFields on NewsItem {
    id
    title
    content
    imageUrl
    isActive
    createdAt
  }
`;

export const NEWS: TypedDocumentNode<{ news: NewsItem[] }> = gql`
  ${NEWS_FIELDS}
  query AdminNews {
    news {
      ...AdminNewsFields
    }
  }
`;

export const CREATE_NEWS_ITEM: TypedDocumentNode<unknown, { input: NewsItemInput }> = gql`
  ${NEWS_FIELDS}
  mutation CreateNewsItem($input: NewsItemInput!) {
    createNewsItem(input: $input) {
      ...AdminNewsFields
    }
  }
`;

export const UPDATE_NEWS_ITEM: TypedDocumentNode<unknown, { id: number; input: NewsItemInput }> = gql`
  ${NEWS_FIELDS}
  mutation UpdateNewsItem($id: Int!, $input: NewsItemInput!) {
    updateNewsItem(id: $id, input: $input) {
      ...AdminNewsFields
    }
  }
`;

export const DELETE_NEWS_ITEM: TypedDocumentNode<unknown, { id: number }> = gql`
  mutation DeleteNewsItem($id: Int!) {
    deleteNewsItem(id: $id)
  }
`;
