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

/**
 * The stored lines, shown once mounted: the server cannot see this browser's storage, so the page hydrates with an
 * empty basket. A transition, so React finishes hydrating the page before the header changes (an urgent update
 * would make it drop the server's HTML of a part not hydrated yet and render it again).
 */
function useStoredLines(): { lines: HireBasketLine[]; ready: boolean } {
  // No lines before the store's first read, which is on the server too: an empty basket, the same array each time.
  const [lines, setLines] = useState(hireBasketStore.current);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const unsubscribe = hireBasketStore.subscribe(() =>
      startTransition(() => {
        setLines(hireBasketStore.current());
        setReady(hireBasketStore.isRead());
      }),
    );
    // A failed read leaves the basket empty on screen; the next change reads it again.
    hireBasketStore.load().catch(() => startTransition(() => setReady(true)));
    return unsubscribe;
  }, []);
  return { lines, ready };
}

/** The hire basket (storefront 4): kept in this browser's local storage (hireBasketStore), saved on each change. */
export function HireBasketProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const { lines, ready } = useStoredLines();

  /** Applies a change to the stored basket, then confirms it; the read it may need can fail (offline). */
  const change = useCallback(
    (apply: (current: HireBasketLine[]) => HireBasketLine[], confirm: () => void) => {
      hireBasketStore.update(apply).then(confirm, () => {
        toast.error('Hire basket not updated', 'Your hire basket could not be loaded. Please try again.');
      });
    },
    [toast],
  );

  const add = useCallback(
    (line: HireBasketLine) => {
      const period = HIRE_PERIOD_LABELS[line.hirePeriod].toLowerCase();
      change(
        (current) => addToHireBasket(current, line),
        () => toast.success('Added to hire basket', `${line.quantity} x ${line.product.name} (${period} hire)`),
      );
    },
    [change, toast],
  );

  const setQuantity = useCallback(
    (productId: number, quantity: number) => {
      change(
        (current) => setHireBasketQuantity(current, productId, quantity),
        () =>
          quantity > 0
            ? toast.success('Hire basket updated', 'The quantity has been changed.')
            : toast.success('Removed from hire basket'),
      );
    },
    [change, toast],
  );

  const setPeriod = useCallback(
    (productId: number, period: HirePeriod) => {
      change(
        (current) => setHireBasketPeriod(current, productId, period),
        () => toast.success('Hire basket updated', `Hire period set to ${HIRE_PERIOD_LABELS[period].toLowerCase()}.`),
      );
    },
    [change, toast],
  );

  const remove = useCallback(
    (productId: number) => {
      change(
        (current) => setHireBasketQuantity(current, productId, 0),
        () => toast.success('Removed from hire basket'),
      );
    },
    [change, toast],
  );

  const clear = useCallback(
    ({ quiet = false }: { quiet?: boolean } = {}) => {
      change(
        () => [],
        () => {
          if (!quiet) toast.success('Hire basket cleared');
        },
      );
    },
    [change, toast],
  );

  const basket = useMemo<HireBasket>(
    () => ({ lines, ready, add, setQuantity, setPeriod, remove, clear }),
    [lines, ready, add, setQuantity, setPeriod, remove, clear],
  );

  return <HireBasketContext.Provider value={basket}>{children}</HireBasketContext.Provider>;
}
