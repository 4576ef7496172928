import { useApolloClient } from '@apollo/client';
import type { HireBasketLine, HireItemPrices } from '@shop/contracts';
import { errorCode } from '@shop/web-common';
import { useEffect, useMemo, useState } from 'react';
import { HIRE_ITEM_PRICES_QUERY } from '../graphql/hire';

/** How a line's item is asked for: its slug, or its id for lines stored without one (hireProduct takes either). */
export const hireItemKey = (line: HireBasketLine): string => line.product.slug ?? String(line.product.id);

/** Each item's public prices by hireItemKey; null for an item the shop no longer hires ("Call for price"). */
export type HireItemPriceMap = ReadonlyMap<string, HireItemPrices | null>;

/**
 * The prices of the lines' items, asked once per item as lines arrive (a quantity or date change asks nothing).
 * prices is null until every line's item has answered; failed when one could not be asked.
 */
export function useHireItemPrices(lines: readonly HireBasketLine[]): {
  prices: HireItemPriceMap | null;
  failed: boolean;
} {
  const client = useApolloClient();
  const [known, setKnown] = useState<HireItemPriceMap>(() => new Map());
  // Which items' asking failed: shown as such until a line for another item asks again.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const keys = useMemo(() => [...new Set(lines.map(hireItemKey))], [lines]);
  const missingKey = keys.filter((key) => !known.has(key)).join('\n');

  useEffect(() => {
    if (!missingKey || missingKey === failedFor) return;
    let current = true;
    const ask = async (slug: string): Promise<[string, HireItemPrices | null]> => {
      try {
        const { data } = await client.query({ query: HIRE_ITEM_PRICES_QUERY, variables: { slug } });
        return [slug, data.hireProduct];
      } catch (error) {
        if (errorCode(error) === 'NOT_FOUND') return [slug, null];
        throw error;
      }
    };
    Promise.all(missingKey.split('\n').map(ask)).then(
      (answers) => {
        if (current) setKnown((was) => new Map([...was, ...answers]));
      },
      () => {
        if (current) setFailedFor(missingKey);
      },
    );
    return () => {
      current = false;
    };
  }, [client, missingKey, failedFor]);

  if (missingKey === '') return { prices: known, failed: false };
  return { prices: null, failed: missingKey === failedFor };
}
