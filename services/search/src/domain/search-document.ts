/**
 * A product as the search index holds it: the catalogue's fields a shopper searches, filters and
 * sorts on. Money in pence; `createdAt` is an ISO timestamp (newest first sorts on it).
 */
export type ProductKind = 'sale' | 'hire';

export interface SearchDocument {
  id: number;
  kind: ProductKind;
  name: string;
  slug: string;
  description: string;
  categoryId: number;
  /** Sale price, or for a hire item its daily rate: the figure its card shows. */
  pricePence: number;
  stock: number;
  isOnSale: boolean;
  isNew: boolean;
  createdAt: string;
}

export const inStock = (doc: Pick<SearchDocument, 'stock'>): boolean => doc.stock > 0;
