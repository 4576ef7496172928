import { useMutation, useQuery, type ApolloCache } from '@apollo/client';
import { cartItemCount } from '@shop/contracts';
import { errorCode } from '@shop/web-common';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { shopperMessage } from '../errors';
import {
  ADD_TO_CART_MUTATION,
  CART_QUERY,
  CLEAR_CART_MUTATION,
  REMOVE_CART_ITEM_MUTATION,
  UPDATE_CART_ITEM_MUTATION,
  type AvailableCartLine,
  type CartLine,
} from '../graphql/cart';
import { useToast } from '../hooks/useToast';
import { BasketAdderContext, CartContext, type Basket, type BasketAdder } from './CartContext';
import { priceCartLines } from './pricing';
import { useCartSession } from './useCartSession';

const isAvailable = (line: CartLine): line is AvailableCartLine => line.product !== null;

/** Adds a line the server has just created to the cached basket; false when that basket is not loaded yet. */
function appendNewLine(cache: ApolloCache<unknown>, sessionId: string, line: CartLine): boolean {
  const cart = cache.updateQuery({ query: CART_QUERY, variables: { sessionId } }, (cached) => {
    if (!cached || cached.cart.items.some((item) => item.id === line.id)) return;
    return { cart: { ...cached.cart, items: [...cached.cart.items, line] } };
  });
  return cart !== null;
}

/** Loads the basket of this browser's session and offers its changes, with the spec's toasts. */
export function CartProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const { sessionId, status, open } = useCartSession();
  const { data, error, refetch } = useQuery(CART_QUERY, {
    variables: { sessionId: sessionId ?? '' },
    skip: !sessionId,
    fetchPolicy: 'cache-and-network',
  });
  const [addMutation] = useMutation(ADD_TO_CART_MUTATION);
  const [updateMutation] = useMutation(UPDATE_CART_ITEM_MUTATION);
  const [removeMutation] = useMutation(REMOVE_CART_ITEM_MUTATION);
  const [clearMutation] = useMutation(CLEAR_CART_MUTATION);

  useEffect(() => {
    if (!error) return;
    // The basket became someone else's under this id (e.g. just signed out): ask the server which one is ours now.
    if (errorCode(error) === 'NOT_FOUND') void open();
    else toast.error('Error', 'Failed to load your cart. Please try again.');
  }, [error, open, toast]);

  const refresh = useCallback(async () => {
    await refetch().catch(() => undefined);
  }, [refetch]);

  const add = useCallback(
    async (productId: number, quantity: number, productName: string) => {
      try {
        // A guest's first add starts the basket; a failure to start it has been toasted already.
        const id = sessionId ?? (await open());
        if (!id) return false;
        let loaded = true;
        await addMutation({
          variables: { sessionId: id, productId, quantity },
          // A raised line updates its cached copy (same CartItem id); a new one is appended, as the server does.
          update: (cache, result) => {
            if (result.data) loaded = appendNewLine(cache, id, result.data.addToCart);
          },
        });
        // Added before the basket had loaded: the answer still on its way may predate the line, so load it again.
        if (!loaded) await refresh();
        toast.success('Added to basket', productName);
        return true;
      } catch (addError) {
        toast.error('Error', shopperMessage(addError, 'Failed to add to basket'));
        return false;
      }
    },
    [addMutation, open, refresh, sessionId, toast],
  );

  const updateQuantity = useCallback(
    async (itemId: number, quantity: number) => {
      try {
        await updateMutation({ variables: { id: itemId, quantity } });
        return true;
      } catch {
        toast.error('Error', 'Failed to update quantity. Please try again.');
        return false;
      }
    },
    [updateMutation, toast],
  );

  const remove = useCallback(
    async (itemId: number) => {
      try {
        await removeMutation({
          variables: { id: itemId },
          // Lists skip evicted entries, so the line disappears from the cached basket without a reload.
          update: (cache, result) => {
            if (result.data?.removeCartItem) {
              cache.evict({ id: cache.identify({ __typename: 'CartItem', id: itemId }) });
            }
          },
        });
        toast.success('Item removed');
        return true;
      } catch {
        toast.error('Error', 'Failed to remove item. Please try again.');
        return false;
      }
    },
    [removeMutation, toast],
  );

  const clear = useCallback(async () => {
    try {
      if (!sessionId) throw new Error('The basket session is not known yet');
      await clearMutation({
        variables: { sessionId },
        update: (cache, result) => {
          if (result.data?.clearCart) {
            cache.writeQuery({
              query: CART_QUERY,
              variables: { sessionId },
              data: { cart: { __typename: 'Cart', items: [] } },
            });
          }
        },
      });
      return true;
    } catch {
      toast.error('Error', 'Failed to clear your cart. Please try again.');
      return false;
    }
  }, [clearMutation, sessionId, toast]);

  const items = data?.cart.items;
  const basket = useMemo<Basket>(() => {
    const lines = items ?? [];
    const availableItems = lines.filter(isAvailable);
    return {
      items: lines,
      availableItems,
      hasUnavailableItems: availableItems.length < lines.length,
      itemCount: cartItemCount(lines),
      price: priceCartLines(availableItems),
      // Nothing to wait for when no basket is started, or when it could not be.
      loading: !items && !error && status !== 'none' && status !== 'failed',
      updateQuantity,
      remove,
      clear,
      refresh,
    };
  }, [items, error, status, updateQuantity, remove, clear, refresh]);
  const adder = useMemo<BasketAdder>(() => ({ add }), [add]);

  return (
    <BasketAdderContext.Provider value={adder}>
      <CartContext.Provider value={basket}>{children}</CartContext.Provider>
    </BasketAdderContext.Provider>
  );
}
