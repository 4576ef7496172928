import { graphql } from './__generated__';
import type { AdminNewsFieldsFragment } from './__generated__/graphql';

export type NewsItem = AdminNewsFieldsFragment;

export const NEWS = graphql(`
  query AdminNews {
    news {
      ...AdminNewsFields
    }
  }
`);

export const CREATE_NEWS_ITEM = graphql(`
  mutation CreateNewsItem($input: NewsItemInput!) {
    createNewsItem(input: $input) {
      ...AdminNewsFields
    }
  }
`);

export const UPDATE_NEWS_ITEM = graphql(`
  mutation UpdateNewsItem($id: Int!, $input: NewsItemInput!) {
    updateNewsItem(id: $id, input: $input) {
      ...AdminNewsFields
    }
  }
`);

export const DELETE_NEWS_ITEM = graphql(`
  mutation DeleteNewsItem($id: Int!) {
    deleteNewsItem(id: $id)
  }
`);
