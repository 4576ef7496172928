import { type EventData } from '@shop/contracts';
import { applyVersioned } from '@shop/kit';
import type { CartModels } from '../models';

/** Keeps the product read model in step with the catalog's Product* events (newest version wins). */
export function syncProductView({ ProductView }: CartModels) {
  return {
    productChanged: ({ id, stock, isHireItem }: EventData<'ProductUpdated'>, version: number) =>
      applyVersioned(ProductView, id, version, { stock, isHireItem, deleted: false }),
    productDeleted: (id: number, version: number) => applyVersioned(ProductView, id, version, { deleted: true }),
  };
}
