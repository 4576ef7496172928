import { tagFromPattern, type AddHireUnitsInput, type HireUnitState, type NewHireUnit } from '@shop/contracts';

/**
 * A unit's life on the warehouse floor (pure): available ⇄ out (dispatched, returned ok),
 * available ⇄ in-repair, out → in-repair (returned damaged), out → retired (missing), and
 * available or in-repair → retired. Retired is final.
 */
export type UnitMove = 'dispatch' | 'return' | 'return-damaged' | 'lose' | 'repair' | 'clear' | 'retire';

const MOVES: Record<UnitMove, { from: readonly HireUnitState[]; to: HireUnitState }> = {
  dispatch: { from: ['available'], to: 'out' },
  return: { from: ['out'], to: 'available' },
  'return-damaged': { from: ['out'], to: 'in-repair' },
  lose: { from: ['out'], to: 'retired' },
  repair: { from: ['available'], to: 'in-repair' },
  clear: { from: ['in-repair'], to: 'available' },
  retire: { from: ['available', 'in-repair'], to: 'retired' },
};

/** The states a move starts from (what its conditional update matches) and the one it ends in. */
export const unitMove = (move: UnitMove) => MOVES[move];

export const canMove = (state: HireUnitState, move: UnitMove): boolean => MOVES[move].from.includes(state);

/** Why a unit in this state cannot make this move, as the desk reads it. */
export function refusalOf(
  unit: { tag: string; state: HireUnitState; quoteNumber: string | null },
  move: UnitMove,
): string {
  switch (unit.state) {
    case 'out':
      return `${unit.tag} is out on booking ${unit.quoteNumber ?? 'another booking'}`;
    case 'in-repair':
      return `${unit.tag} is in repair`;
    case 'retired':
      return `${unit.tag} is retired`;
    case 'available':
      return move === 'clear' ? `${unit.tag} is not in repair` : `${unit.tag} is not out on a booking`;
  }
}

/** The tag hire gives a unit it adds to follow the catalog's stock, e.g. H0012-004. */
export const generatedTag = (productId: number, n: number): string =>
  `H${String(productId).padStart(4, '0')}-${String(n).padStart(3, '0')}`;

/** The number in a generated tag of this product, or null for any other tag. */
export function generatedNumber(productId: number, tag: string): number | null {
  const prefix = `H${String(productId).padStart(4, '0')}-`;
  const rest = tag.startsWith(prefix) ? tag.slice(prefix.length) : '';
  return /^\d+$/.test(rest) ? Number(rest) : null;
}

/** The units an add asks for: a pattern's run of numbers (from `start`, default 1), or the list given. */
export function unitsToAdd(input: AddHireUnitsInput): NewHireUnit[] {
  if ('units' in input) return input.units;
  const start = input.start ?? 1;
  return Array.from({ length: input.count }, (_, i) => ({
    tag: tagFromPattern(input.pattern, start + i),
    serialNumber: null,
  }));
}

/** Tags listed more than once in one add. */
export function repeatedTags(units: readonly NewHireUnit[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { tag } of units) (seen.has(tag) ? repeated : seen).add(tag);
  return [...repeated];
}
