import type { HireBasketLine, HirePeriod } from '@shop/contracts';
import { createContext, useContext } from 'react';

export interface HireBasket {
  lines: HireBasketLine[];
  /** The stored lines have been read (never on the server): until then the lines are none, whatever is stored. */
  ready: boolean;
  /** Adds the units, or raises a line already there and gives it this period (the spec's merge rule). */
  add(line: HireBasketLine): void;
  /** 0 or less removes the line. */
  setQuantity(productId: number, quantity: number): void;
  setPeriod(productId: number, period: HirePeriod): void;
  remove(productId: number): void;
  /** quiet: no toast, for when the caller shows its own (a quote just sent). */
  clear(options?: { quiet?: boolean }): void;
}

export const HireBasketContext = createContext<HireBasket | null>(null);

/** The hire basket, from the HireBasketProvider around the app. */
export function useHireBasket(): HireBasket {
  const basket = useContext(HireBasketContext);
  if (!basket) throw new Error('useHireBasket must be used inside HireBasketProvider');
  return basket;
}
