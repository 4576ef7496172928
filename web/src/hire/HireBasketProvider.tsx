import {
  HIRE_PERIOD_LABELS,
  addToHireBasket,
  setHireBasketPeriod,
  setHireBasketQuantity,
  type HireBasketLine,
  type HirePeriod,
} from '@shop/contracts';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useToast } from '../hooks/useToast';
import { HireBasketContext, type HireBasket } from './HireBasketContext';
import { hireBasketStore } from './hireBasketStore';

const NO_LINES: HireBasketLine[] = [];

/**
 * The stored lines, shown once mounted: the server cannot see this browser's storage, so the page hydrates with an
 * empty basket. A transition, so React finishes hydrating the page before the header changes (an urgent update
 * would make it drop the server's HTML of a part not hydrated yet and render it again).
 */
function useStoredLines(): HireBasketLine[] {
  const [lines, setLines] = useState(NO_LINES);
  useEffect(() => {
    const show = () => startTransition(() => setLines(hireBasketStore.current()));
    show();
    return hireBasketStore.subscribe(show);
  }, []);
  return lines;
}

/** The hire basket (storefront 4): kept in this browser's local storage (hireBasketStore), saved on each change. */
export function HireBasketProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const lines = useStoredLines();

  const add = useCallback(
    (line: HireBasketLine) => {
      hireBasketStore.update((current) => addToHireBasket(current, line));
      const period = HIRE_PERIOD_LABELS[line.hirePeriod].toLowerCase();
      toast.success('Added to hire basket', `${line.quantity} x ${line.product.name} (${period} hire)`);
    },
    [toast],
  );

  const setQuantity = useCallback(
    (productId: number, quantity: number) => {
      hireBasketStore.update((current) => setHireBasketQuantity(current, productId, quantity));
      if (quantity > 0) toast.success('Hire basket updated', 'The quantity has been changed.');
      else toast.success('Removed from hire basket');
    },
    [toast],
  );

  const setPeriod = useCallback(
    (productId: number, period: HirePeriod) => {
      hireBasketStore.update((current) => setHireBasketPeriod(current, productId, period));
      toast.success('Hire basket updated', `Hire period set to ${HIRE_PERIOD_LABELS[period].toLowerCase()}.`);
    },
    [toast],
  );

  const remove = useCallback(
    (productId: number) => {
      hireBasketStore.update((current) => setHireBasketQuantity(current, productId, 0));
      toast.success('Removed from hire basket');
    },
    [toast],
  );

  const clear = useCallback(
    ({ quiet = false }: { quiet?: boolean } = {}) => {
      hireBasketStore.update(() => []);
      if (!quiet) toast.success('Hire basket cleared');
    },
    [toast],
  );

  const basket = useMemo<HireBasket>(
    () => ({ lines, add, setQuantity, setPeriod, remove, clear }),
    [lines, add, setQuantity, setPeriod, remove, clear],
  );

  return <HireBasketContext.Provider value={basket}>{children}</HireBasketContext.Provider>;
}
