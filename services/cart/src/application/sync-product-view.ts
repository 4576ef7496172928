import type { EventData } from '@shop/contracts';
import { mirror } from '@shop/kit';
import type { CartModels } from '../models';

/** Keeps the product read model in step with the catalog's Product* events (newest version wins). */
export const syncProductView = ({ ProductView }: CartModels) =>
  mirror(ProductView, ({ stock, isHireItem }: EventData<'ProductUpdated'>) => ({ stock, isHireItem }));
