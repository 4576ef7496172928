import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import { CATEGORIES_QUERY, type Category } from '../graphql/content';

export interface Categories {
  all: Category[];
  /** Main categories: no parent. */
  topLevel: Category[];
  loading: boolean;
  error: boolean;
  bySlug(slug: string): Category | undefined;
  childrenOf(id: number): Category[];
}

/** One cached categories query feeds the header, footer and shop pages. */
export function useCategories(): Categories {
  const { data, loading, error } = useQuery(CATEGORIES_QUERY);
  return useMemo(() => {
    const all = data?.categories ?? [];
    return {
      all,
      topLevel: all.filter((category) => category.parentId == null),
      loading,
      error: Boolean(error),
      bySlug: (slug) => all.find((category) => category.slug === slug),
      childrenOf: (id) => all.filter((category) => category.parentId === id),
    };
  }, [data, loading, error]);
}
