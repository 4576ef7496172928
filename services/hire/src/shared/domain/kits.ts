/**
 * Kits (pure): a hire product made of other hire products ("DJ package" = 2 speakers + mixer + 2
 * microphones). A kit has no units of its own: booking it holds its parts' units, and it is free
 * as far as its scarcest part allows.
 */
export interface KitPart {
  productId: number;
  quantity: number;
}

// Views mirrored before kits existed have no kitParts (lean reads apply no defaults): not kits.
export const isKit = (product: { kitParts?: readonly KitPart[] }): boolean => (product.kitParts ?? []).length > 0;

export interface UnitLine {
  productId: number;
  quantity: number;
}

/**
 * A booking's lines with each kit line replaced by its parts (quantity times the kit's quantity
 * per part); other lines as they are. `partsOf` answers a product's kit parts (empty or undefined:
 * not a kit). What the ledger commits and what dispatch picks units for.
 */
export function expandKitLines(
  lines: readonly UnitLine[],
  partsOf: (productId: number) => readonly KitPart[] | undefined,
): UnitLine[] {
  return lines.flatMap((line) => {
    const parts = partsOf(line.productId);
    if (!parts || parts.length === 0) return [{ productId: line.productId, quantity: line.quantity }];
    return parts.map((part) => ({ productId: part.productId, quantity: part.quantity * line.quantity }));
  });
}

/** Whole kits a set of part figures makes up: the least, over the parts, of units / units per kit. */
export function wholeKits(parts: ReadonlyArray<{ quantity: number; units: number }>): number {
  if (parts.length === 0) return 0;
  return Math.min(...parts.map((part) => Math.floor(part.units / part.quantity)));
}

/** Units a quote asks for per product (a product may be on two lines, e.g. daily and weekly). */
export function unitsByProduct(items: readonly { productId: number; quantity: number }[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const item of items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
  return units;
}
