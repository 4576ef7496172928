import { useMutation, useQuery, type ApolloCache, type Reference } from '@apollo/client';
import { WISHLIST_TIMEOUT_MS } from '@shop/contracts';
import type { OperationLimits } from '@shop/web-common';
import { useCallback } from 'react';
import { ADD_TO_WISHLIST_MUTATION, IS_IN_WISHLIST_QUERY, REMOVE_FROM_WISHLIST_MUTATION } from '../graphql/wishlist';
import { useSession } from './useSession';
import { useToast } from './useToast';

/**
 * Records a confirmed change: the membership answer, plus the cached wishlist (a removed entry is dropped in place;
 * after an addition the list is evicted so the wishlist page reloads it with the product details).
 */
/** The wishlist's calls give up after 8 s: a check that times out counts as "not in wishlist", a change as failed. */
const withinTimeLimit: { context: OperationLimits } = { context: { timeoutMs: WISHLIST_TIMEOUT_MS } };

function recordMembership(cache: ApolloCache<unknown>, productId: number, isInWishlist: boolean) {
  cache.writeQuery({ query: IS_IN_WISHLIST_QUERY, variables: { productId }, data: { isInWishlist } });
  if (isInWishlist) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'wishlist' });
    return;
  }
  cache.modify<{ wishlist: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      wishlist: (entries, { readField }) =>
        (entries as readonly Reference[]).filter((entry) => readField('productId', entry) !== productId),
    },
  });
}

export function useRemoveFromWishlist() {
  const toast = useToast();
  const [remove, { loading }] = useMutation(REMOVE_FROM_WISHLIST_MUTATION, withinTimeLimit);
  const removeProduct = useCallback(
    async (productId: number): Promise<boolean> => {
      try {
        const { data } = await remove({
          variables: { productId },
          update: (cache, result) => {
            if (result.data?.removeFromWishlist) recordMembership(cache, productId, false);
          },
        });
        if (!data?.removeFromWishlist) throw new Error('Wishlist removal was not confirmed');
        toast.success('Removed from wishlist', 'Product has been removed from your wishlist');
        return true;
      } catch {
        toast.error('Error', 'Failed to remove product from wishlist. Please try again.');
        return false;
      }
    },
    [remove, toast],
  );
  return { removeProduct, removing: loading };
}

/**
 * The product page heart. Membership comes from isInWishlist (a failed check counts as "not in wishlist");
 * the heart flips only once the server confirms the change.
 */
export function useWishlistToggle(productId: number) {
  const { user } = useSession();
  const toast = useToast();
  const { data, loading: checking } = useQuery(IS_IN_WISHLIST_QUERY, {
    variables: { productId },
    skip: !user,
    ...withinTimeLimit,
  });
  const [add, { loading: adding }] = useMutation(ADD_TO_WISHLIST_MUTATION, withinTimeLimit);
  const { removeProduct, removing } = useRemoveFromWishlist();
  const inWishlist = Boolean(user && data?.isInWishlist);

  const toggle = useCallback(async () => {
    // Signed out, the heart stays clickable so the shopper learns why nothing happens.
    if (!user) {
      toast.error('Authentication required', 'Please log in to add items to your wishlist');
      return;
    }
    if (inWishlist) {
      await removeProduct(productId);
      return;
    }
    try {
      const { data } = await add({
        variables: { productId },
        update: (cache, result) => {
          if (result.data?.addToWishlist) recordMembership(cache, productId, true);
        },
      });
      if (!data?.addToWishlist) throw new Error('Wishlist addition was not confirmed');
      toast.success('Added to wishlist', 'Product has been added to your wishlist');
    } catch {
      toast.error('Error', 'Failed to add product to wishlist. Please try again.');
    }
  }, [add, inWishlist, productId, removeProduct, toast, user]);

  return { inWishlist, toggle, disabled: Boolean(user) && (checking || adding || removing) };
}
