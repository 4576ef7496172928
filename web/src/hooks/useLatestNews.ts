import { useQuery } from '@apollo/client';
import { useRef } from 'react';
import { ACTIVE_NEWS_QUERY, type NewsItem } from '../graphql/content';
import { errorCode } from '@shop/web-common';
import { FALLBACK_NEWS } from '../components/home/fallbackNews';

export const NEWS_LIMIT = 3;

export type NewsState =
  { status: 'loading' } | { status: 'error' } | { status: 'empty' } | { status: 'list'; items: readonly NewsItem[] };

/**
 * Latest news for the home page. A cached list shows first and the background refetch replaces it only when it
 * brings a non-empty array (spec section 4, "News").
 *
 * Reading of "three built-in fallback news items exist": they are shown only when the gateway does not know the
 * activeNews field at all (GRAPHQL_VALIDATION_FAILED, i.e. no content subgraph composed). Any other failure is the
 * spec's error state and an empty answer is its empty state.
 */
export function useLatestNews(): NewsState {
  const { data, loading, error } = useQuery(ACTIVE_NEWS_QUERY, {
    variables: { limit: NEWS_LIMIT },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const lastNonEmpty = useRef<NewsItem[] | null>(null);
  const items = data?.activeNews;
  if (items && items.length > 0) lastNonEmpty.current = items;

  if (lastNonEmpty.current) return { status: 'list', items: lastNonEmpty.current };
  if (error) {
    return errorCode(error) === 'GRAPHQL_VALIDATION_FAILED'
      ? { status: 'list', items: FALLBACK_NEWS }
      : { status: 'error' };
  }
  if (loading || !items) return { status: 'loading' };
  return { status: 'empty' };
}
