import {
  HIRE_BASKET_STORAGE_KEY,
  HIRE_PERIOD_LABELS,
  addToHireBasket,
  readHireBasket,
  setHireBasketPeriod,
  setHireBasketQuantity,
  type HireBasketLine,
  type HirePeriod,
} from '@shop/contracts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useToast } from '../hooks/useToast';
import { HireBasketContext, type HireBasket } from './HireBasketContext';

function loadLines(): HireBasketLine[] {
  try {
    return readHireBasket(window.localStorage.getItem(HIRE_BASKET_STORAGE_KEY));
  } catch {
    // Storage can be refused (private modes, blocked cookies): the basket then lasts for this visit only.
    return [];
  }
}

function saveLines(lines: HireBasketLine[]): void {
  try {
    window.localStorage.setItem(HIRE_BASKET_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // See loadLines: nothing to do but keep the basket in memory.
  }
}

/** The hire basket (storefront 4): kept in this browser's local storage, loaded at start and saved on each change. */
export function HireBasketProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [lines, setLines] = useState(loadLines);

  useEffect(() => saveLines(lines), [lines]);

  // Another tab changed the basket: show the same lines here.
  useEffect(() => {
    const reload = (event: StorageEvent) => {
      if (event.key === HIRE_BASKET_STORAGE_KEY) setLines(readHireBasket(event.newValue));
    };
    window.addEventListener('storage', reload);
    return () => window.removeEventListener('storage', reload);
  }, []);

  const add = useCallback(
    (line: HireBasketLine) => {
      setLines((current) => addToHireBasket(current, line));
      const period = HIRE_PERIOD_LABELS[line.hirePeriod].toLowerCase();
      toast.success('Added to hire basket', `${line.quantity} x ${line.product.name} (${period} hire)`);
    },
    [toast],
  );

  const setQuantity = useCallback(
    (productId: number, quantity: number) => {
      setLines((current) => setHireBasketQuantity(current, productId, quantity));
      if (quantity > 0) toast.success('Hire basket updated', 'The quantity has been changed.');
      else toast.success('Removed from hire basket');
    },
    [toast],
  );

  const setPeriod = useCallback(
    (productId: number, period: HirePeriod) => {
      setLines((current) => setHireBasketPeriod(current, productId, period));
      toast.success('Hire basket updated', `Hire period set to ${HIRE_PERIOD_LABELS[period].toLowerCase()}.`);
    },
    [toast],
  );

  const remove = useCallback(
    (productId: number) => {
      setLines((current) => setHireBasketQuantity(current, productId, 0));
      toast.success('Removed from hire basket');
    },
    [toast],
  );

  const clear = useCallback(
    ({ quiet = false }: { quiet?: boolean } = {}) => {
      setLines([]);
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
