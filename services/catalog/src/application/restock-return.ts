import { mergeLines } from '../domain/order-lines';
import type { ReservationLine } from '../models/reservation';
import type { StockSagaDeps } from './stock-saga-deps';

/**
 * OrderReturnReceived: the lines the shop put back to stock rise on hand, once per return (written-off lines are not
 * in the event), and the products moved are announced.
 */
export const restockReturn =
  ({ ledger, announcements }: StockSagaDeps) =>
  async (returnId: string, lines: ReservationLine[]): Promise<void> => {
    const merged = mergeLines(lines);
    await ledger.putBack(returnId, merged);
    if (merged.length > 0) announcements.touch(merged);
  };
