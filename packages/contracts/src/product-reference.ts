/**
 * The shop's own product references, as its pages show them (storefront spec section 2): "P" and
 * the product id padded to four digits for every product (its SKU), "H" likewise for a hire item
 * (the hire detail screen). "P125" is a model name (a Yamaha piano), not a SKU: only the padded
 * form is read back as a reference.
 */
export interface ProductReference {
  id: number;
  /** "H…": only a hire item answers to it. */
  hireOnly: boolean;
}

export const sku = (id: number): string => `P${String(id).padStart(4, '0')}`;
export const hireId = (id: number): string => `H${String(id).padStart(4, '0')}`;

/** The product a word names by its SKU or hire id, or null when the word is not one. */
export function parseReference(word: string): ProductReference | null {
  const match = /^([ph])(\d{4,})$/i.exec(word.trim());
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id < 1 || String(id).padStart(4, '0') !== match[2]) return null;
  return { id, hireOnly: match[1].toLowerCase() === 'h' };
}
