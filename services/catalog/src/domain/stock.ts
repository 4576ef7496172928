/**
 * Stock as commerce systems keep it: on hand is what the shop holds (the admin counts and edits
 * it), committed is what orders not yet shipped have reserved, and available, the difference, is
 * what the shop can sell. On hand below committed (a recount found fewer) leaves nothing to sell.
 */
export interface StockLevels {
  onHand: number;
  committed: number;
}

export const availableOf = ({ onHand, committed }: StockLevels): number => Math.max(0, onHand - committed);
