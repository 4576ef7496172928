import { useMemo } from 'react';
import { useQuery } from '@apollo/client';
import { usePaused } from '@shop/web-common';
import type { SearchKind } from '../../graphql/__generated__/graphql';
import type { Product } from '../../graphql/products';
import { ADMIN_PRODUCT_SEARCH } from '../../graphql/productSearch';

/** Typing pauses this long before the search service is asked, so each keystroke does not cost a request. */
const TYPING_PAUSE_MS = 250;

/** The spec's match: name, slug or description holding the text as typed, case-insensitively. */
function containsText(product: Product, needle: string): boolean {
  return [product.name, product.slug, product.description ?? ''].some((text) => text.toLowerCase().includes(needle));
}

/**
 * An inventory tab's list as searched. With words: the search service's best matches first (the
 * shop's search: any word order, typos, plurals, a SKU such as P0012 or a hire id such as H0097),
 * then any others whose name, slug or description holds the text as typed (the spec's match, which
 * also finds a product saved a moment ago that the index has not yet heard of). Until the service
 * answers, or if it cannot, the list's own match alone.
 */
export function useSearchedInventory<P extends Product>(items: P[], search: string, kind: SearchKind): P[] {
  const words = search.trim();
  const asked = usePaused(words, TYPING_PAUSE_MS);
  const { data } = useQuery(ADMIN_PRODUCT_SEARCH, {
    variables: { q: asked, kind },
    skip: !asked,
    // A product just saved or renamed is findable again within a second or two: never a remembered answer.
    fetchPolicy: 'network-only',
  });
  return useMemo(() => {
    if (!words) return items;
    const needle = words.toLowerCase();
    const containing = items.filter((product) => containsText(product, needle));
    if (!data || asked !== words) return containing;
    const byId = new Map(items.map((product) => [product.id, product]));
    const ranked = data.productSearch.products.flatMap((hit) => (hit && byId.get(hit.id)) || []);
    const rankedIds = new Set(ranked.map((product) => product.id));
    return [...ranked, ...containing.filter((product) => !rankedIds.has(product.id))];
  }, [items, words, asked, data]);
}
