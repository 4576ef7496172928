import { applyVersioned, type EventHandlers } from '@shop/kit';
import type { CartModels } from '../models';

/** Keeps the product read model in step with the catalog's Product* events (newest version wins). */
export function productHandlers({ ProductView }: CartModels): EventHandlers {
  const apply: NonNullable<EventHandlers['ProductUpdated']> = async ({ id, stock, isHireItem }, { aggregateVersion }) =>
    applyVersioned(ProductView, id, aggregateVersion, { stock, isHireItem, deleted: false });
  return {
    ProductCreated: apply,
    ProductUpdated: apply,
    ProductDeleted: async ({ id }, { aggregateVersion }) =>
      applyVersioned(ProductView, id, aggregateVersion, { deleted: true }),
  };
}
