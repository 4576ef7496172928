import type { EventData } from '@shop/contracts';
import { applyAllVersioned, applyVersioned, type Mirror } from '@shop/kit';
import type { Model } from 'mongoose';
import type { SearchDocument } from '../domain/search-document';
import type { SearchModels } from '../models';
import type { CategoryRow } from '../models/category-row';
import type { ProductRow } from '../models/product-row';

type ProductState = EventData<'ProductUpdated'>;
type CategoryState = EventData<'CategoryUpdated'>;

/** A product as the index holds it: a hire item is found and shown at its daily rate, as its card shows it. */
export function searchDocumentOf(p: ProductState): SearchDocument {
  return {
    id: p.id,
    kind: p.isHireItem ? 'hire' : 'sale',
    name: p.name,
    slug: p.slug,
    description: p.description ?? '',
    categoryId: p.categoryId,
    pricePence: p.isHireItem ? (p.hirePriceDailyPence ?? p.pricePence) : p.pricePence,
    stock: p.stock,
    isOnSale: p.isOnSale,
    isNew: p.isNew,
    createdAt: p.createdAt ?? '',
  };
}

/**
 * Rows kept from an aggregate's events, newest version winning (see applyVersioned), each stamped
 * with when it was written so every replica's index can read what changed (a deletion too).
 */
function stampedMirror<
  T extends { id: number; version: number; changedAt: Date; deleted: boolean },
  S extends { id: number },
>(model: Model<T>, copy: (state: S) => Partial<Omit<T, 'id' | 'version' | 'changedAt' | 'deleted'>>): Mirror<S> {
  type State = Partial<Omit<T, 'id' | 'version'>>;
  const saveAll: Mirror<S>['saveAll'] = (states) =>
    applyAllVersioned(
      model,
      states.map(({ state, version }) => ({
        id: state.id,
        version,
        state: { ...copy(state), deleted: false, changedAt: new Date() } as State,
      })),
    );
  return {
    save: (state, version) => saveAll([{ state, version }]),
    saveAll,
    remove: (id, version) => applyVersioned(model, id, version, { deleted: true, changedAt: new Date() } as State),
  };
}

export const keepProducts = ({ ProductRow }: Pick<SearchModels, 'ProductRow'>): Mirror<ProductState> =>
  stampedMirror<ProductRow, ProductState>(ProductRow, (p) => {
    const { id: _id, ...fields } = searchDocumentOf(p);
    return fields;
  });

export const keepCategories = ({ CategoryRow }: Pick<SearchModels, 'CategoryRow'>): Mirror<CategoryState> =>
  stampedMirror<CategoryRow, CategoryState>(CategoryRow, (c) => ({ name: c.name, parentId: c.parentId }));
