import type { EventHandlers } from '@shop/kit';
import type { FloorMender } from '../application/reconcile-floor';

/** fleet's unit moves on a booking: the booking follows each (see floorMender's `followed`). */
export const unitMoveConsumer = (mender: Pick<FloorMender, 'followed'>): EventHandlers => ({
  HireUnitDispatched: async (data) => {
    await mender.followed(data.tag, data.quoteId);
  },
  HireUnitReturned: async (data) => {
    await mender.followed(data.tag, data.quoteId);
  },
});
