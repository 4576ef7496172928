import type { Reservation, ReservationStatus } from '../models/reservation';
import { isSagaMarker } from './order-lines';

/**
 * Of a reservation's states (see models/reservation.ts), only `reserved` holds its units in committed for
 * certain: the decision is made and settled. `reserving`, `releasing` and `shipping` move stock a line at a
 * time, so part of their units may have moved: a product they touch is left to the next run. `rejected`
 * gives back what it took, and until it has the take's marker is on the product (which also leaves it to the
 * next run); `released`, `shipped` and `cancelled` hold nothing. A reservation from before committed stock
 * (`commits: false`) never counted in committed.
 */
export const STOCK_MOVING: readonly ReservationStatus[] = ['reserving', 'releasing', 'shipping'];

/** The statuses the reconcile reads: those holding committed units and those moving them. */
export const RECONCILED_STATUSES: readonly ReservationStatus[] = ['reserved', ...STOCK_MOVING];

export type CountedProduct = { id: number; committed: number; version: number; appliedOps: Array<{ key: string }> };
export type CountedReservation = Pick<Reservation, 'lines' | 'status' | 'commits'>;

/** A product whose recorded committed units are not what its reservations hold, at the version read. */
export interface CommittedDrift {
  productId: number;
  version: number;
  committedWas: number;
  committedNow: number;
}

/**
 * The products whose committed units differ from the sum their `reserved` reservations hold, leaving out
 * those with stock moving (a saga marker on the product, or a reservation of theirs in a moving state).
 * Products must be read before reservations, and a correction written only at the version read: a take,
 * release or shipment after the products' read moves the version on, so a stale sum is never written.
 */
export function committedDrifts(products: CountedProduct[], reservations: CountedReservation[]): CommittedDrift[] {
  const held = new Map<number, number>();
  const moving = new Set<number>();
  for (const { lines, status, commits } of reservations) {
    for (const { productId, quantity } of lines) {
      if (STOCK_MOVING.includes(status)) moving.add(productId);
      else if (status === 'reserved' && commits) held.set(productId, (held.get(productId) ?? 0) + quantity);
    }
  }
  return products
    .filter((product) => !moving.has(product.id) && !product.appliedOps.some((op) => isSagaMarker(op.key)))
    .map((product) => ({
      productId: product.id,
      version: product.version,
      committedWas: product.committed,
      committedNow: held.get(product.id) ?? 0,
    }))
    .filter((drift) => drift.committedWas !== drift.committedNow);
}
