import { DAY_MS } from '@shop/contracts';
import type { CartModels } from '../models';

/** Removes the baskets nobody has touched for `ttlDays` (the housekeeping job); answers how many went. */
export function removeAbandonedBaskets({ Cart }: CartModels, ttlDays: number) {
  return async (): Promise<number> => {
    const cutoff = new Date(Date.now() - ttlDays * DAY_MS);
    return (await Cart.deleteMany({ updatedAt: { $lt: cutoff } })).deletedCount;
  };
}
