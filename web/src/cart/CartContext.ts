import type { BasketPrice } from '@shop/contracts';
import { createContext, useContext } from 'react';
import type { AvailableCartLine, CartLine } from '../graphql/cart';

export interface Basket {
  /** Every line, including those whose product is no longer sold (product null). */
  items: CartLine[];
  /** The lines that can be bought and are priced. */
  availableItems: AvailableCartLine[];
  /** A line's product is no longer sold: it must be removed before checking out. */
  hasUnavailableItems: boolean;
  /** The sum of the quantities (the header badge). */
  itemCount: number;
  /** Subtotal, shipping, VAT and total of the available lines, in pence. */
  price: BasketPrice;
  /** True until the basket is loaded; false at once when this browser has not started one (it is empty). */
  loading: boolean;
  /** Each change resolves true once the server has confirmed it; failures are toasted and resolve false. */
  updateQuantity(itemId: number, quantity: number): Promise<boolean>;
  remove(itemId: number): Promise<boolean>;
  clear(): Promise<boolean>;
  /** Loads the basket again, e.g. after the server said its prices have changed. */
  refresh(): Promise<void>;
}

/**
 * What an Add to Basket button needs, apart from the basket's lines: every product card has one, and they need not
 * render again each time the basket changes.
 */
export interface BasketAdder {
  /**
   * Starts the basket first if there is none yet. Resolves true once the server has confirmed it; a failure is
   * toasted and resolves false.
   */
  add(productId: number, quantity: number, productName: string): Promise<boolean>;
}

export const CartContext = createContext<Basket | null>(null);
export const BasketAdderContext = createContext<BasketAdder | null>(null);

/** The sales basket, from the CartProvider around the app. */
export function useCart(): Basket {
  const basket = useContext(CartContext);
  if (!basket) throw new Error('useCart must be used inside CartProvider');
  return basket;
}

/** Adding to the sales basket, from the CartProvider around the app. */
export function useBasketAdder(): BasketAdder {
  const adder = useContext(BasketAdderContext);
  if (!adder) throw new Error('useBasketAdder must be used inside CartProvider');
  return adder;
}
