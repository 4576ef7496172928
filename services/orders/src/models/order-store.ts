import { AggregateStore, type Written } from '@shop/kit';
import type { Model } from 'mongoose';
import type { Order } from './order';

/** Orders are written through here: versioned, with their events, then relayed. */
export const orderStore = (Order: Model<Order>, committed: (written?: Written) => void) =>
  new AggregateStore(Order, {
    changedMessage: 'This order was changed by someone else; reload to see its current status',
    committed,
  });

export type OrderStore = ReturnType<typeof orderStore>;
