import type { Product } from '../../types';

/** Case-insensitive match on name, slug or description. */
export function matchesSearch(product: Product, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [product.name, product.slug, product.description ?? ''].some((text) => text.toLowerCase().includes(needle));
}
