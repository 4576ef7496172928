/**
 * Number of items in the sales basket for the header badge.
 * The cart service does not exist yet; once it does, this hook will read the basket from it.
 */
export function useBasketCount(): number {
  return 0;
}
