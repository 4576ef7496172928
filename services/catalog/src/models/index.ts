import type { Connection } from 'mongoose';
import { categoryViewModel } from './category-view';
import { productModel } from './product';
import { reservationModel } from './reservation';

export function createModels(connection: Connection) {
  return {
    Product: productModel(connection),
    Reservation: reservationModel(connection),
    CategoryView: categoryViewModel(connection),
  };
}

export type CatalogModels = ReturnType<typeof createModels>;

/** The models whose documents carry outbox events. */
export const outboxModels = ({ Product, Reservation }: CatalogModels) => [Product, Reservation];
